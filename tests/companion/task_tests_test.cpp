// A task's test results (task_tests.h), read from real GoogleTest logs (fixtures/README.md): the counts, the failure
// blocks exactly as the bash script's awk cut them, and the report a learner reads after `./workshop test N`.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "console.h"
#include "kit.h"
#include "scratch_folder.h"
#include "search_mode.h"
#include "task_numbers.h"
#include "task_tests.h"

namespace boids::companion {
namespace {

namespace fs = std::filesystem;
using testing::contentsOf;
using testing::put;
using testing::ScratchFolder;

const fs::path kFixtures = BOIDS_COMPANION_FIXTURES;

std::string fixture(const std::string& name) { return contentsOf(kFixtures / name); }

// ---- Counts ----

TEST(LogCounts, AreGoogleTestsTotalAndPassedFromItsSummary) {
    struct Case {
        std::string log;
        int total, passed;
    };
    for (const Case& c : {Case{"task1_stub.log", 13, 5}, Case{"task6_grid.log", 24, 3}, Case{"task1_solution.log", 13, 13}}) {
        SCOPED_TRACE(c.log);
        const LogCounts counts = countsFromLog(fixture(c.log));
        ASSERT_TRUE(counts.total.has_value());
        EXPECT_EQ(*counts.total, c.total);
        EXPECT_EQ(counts.passed, c.passed);
    }
}

TEST(LogCounts, HaveNoTotalWhenTheProgramDiedBeforeItsSummary) {
    const LogCounts counts = countsFromLog(fixture("task1_crashed.log"));
    EXPECT_FALSE(counts.total.has_value());
    EXPECT_EQ(counts.passed, 0);
    EXPECT_FALSE(countsFromLog("").total.has_value());
}

TEST(LogCounts, ReadOneTestInTheSingular) {
    const LogCounts counts = countsFromLog("[==========] 1 test from 1 test suite ran. (0 ms total)\n[  PASSED  ] 1 test.\n");
    EXPECT_EQ(counts.total, 1);
    EXPECT_EQ(counts.passed, 1);
}

// ---- Failure blocks, against what the bash awk printed for the same logs ----

TEST(FailureBlocks, EveryFailureIsItsBlockWithoutTheHarnessLinesThenAnEmptyLine) {
    for (const std::string name : {"task1_stub", "task1_named_mistake", "task6_grid", "task1_solution", "task1_crashed"}) {
        SCOPED_TRACE(name);
        EXPECT_EQ(failureBlocksAll(fixture(name + ".log")), fixture(name + ".all.expected"));
    }
}

TEST(FailureBlocks, TheBestIsTheLowestRankThenTheOthersByName) {
    for (const std::string name : {"task1_stub", "task1_named_mistake", "task6_grid", "task1_solution", "task1_crashed"}) {
        SCOPED_TRACE(name);
        EXPECT_EQ(failureBlocksBest(fixture(name + ".log"), "ALSO", "MORE"), fixture(name + ".best.expected"));
    }
}

// A Windows test program writes its output as text, each line ending in "\r\n": the same failures, the same words.
TEST(FailureBlocks, AWindowsProgramsLinesEndingInCarriageReturnsReadTheSame) {
    for (const std::string name : {"task1_stub", "task1_named_mistake"}) {
        SCOPED_TRACE(name);
        const std::string log = fixture(name + ".log");
        std::string windows;
        for (const char c : log) windows += c == '\n' ? std::string("\r\n") : std::string(1, c);
        EXPECT_EQ(failureBlocksBest(windows, "ALSO", "MORE"), failureBlocksBest(log, "ALSO", "MORE"));
        EXPECT_NE(failureBlocksBest(windows, "ALSO", "MORE").find("ALSO"), std::string::npos);
    }
}

TEST(FailureBlocks, ANamedMistakeIsShownBeforeEarlierFailuresOfAVaguerDiagnosis) {
    const std::string best = failureBlocksBest(fixture("task1_named_mistake.log"), "ALSO", "MORE");
    EXPECT_TRUE(best.starts_with("[ RUN      ] Alignment.NormalizesTheSumOfSeveralHeadings\n")) << best;
    EXPECT_NE(best.find("  - Alignment.PointsAlongASingleNeighboursHeading\n"), std::string::npos);
    EXPECT_EQ(best.find("  - Alignment.NormalizesTheSumOfSeveralHeadings\n"), std::string::npos)
        << "the failure shown in full is not listed again";
}

TEST(FailureBlocks, LeaveOutTheDiagnosisRanksAndTheHarnesssFailurePair) {
    const std::string all = failureBlocksAll(fixture("task1_stub.log"));
    EXPECT_EQ(all.find("[boids-diagnosis]"), std::string::npos);
    EXPECT_EQ(all.find("task_harness.cpp"), std::string::npos);
    EXPECT_EQ(all.find("\nFailed\n"), std::string::npos);
}

TEST(FailureBlocks, KeepAFailureLineThatDoesNotPointIntoTheHarness) {
    const std::string log = "[ RUN      ] A.B\nexercises/01_alignment.cpp:3: Failure\nFailed\n[  FAILED  ] A.B (1 ms)\n";
    EXPECT_EQ(failureBlocksAll(log), "[ RUN      ] A.B\nexercises/01_alignment.cpp:3: Failure\nFailed\n[  FAILED  ] A.B (1 ms)\n\n");
}

// ---- "Also failing": how each other failure differs, from its hidden verdict line (boids/checks.h verdictTag) ----

// A failed test's block with a verdict line, and GoogleTest's list at the end.
std::string blockWithVerdict(const std::string& name, const std::string& verdict, int rank = 2) {
    return "[ RUN      ] Alignment." + name + "\n\nTask 1 Alignment (calculateAlignment), scenario: " + name + "\n" +
           "[boids-diagnosis] rank=" + std::to_string(rank) + "\n[boids-verdict] " + verdict + "\n[  FAILED  ] Alignment." +
           name + " (1 ms)\n";
}
std::string logOf(const std::vector<std::pair<std::string, std::string>>& failures) {
    std::string log, list;
    for (const auto& [name, verdict] : failures) {
        log += blockWithVerdict(name, verdict, log.empty() ? 1 : 2);
        list += "[  FAILED  ] Alignment." + name + "\n";
    }
    return log + "[==========] 9 tests from 1 test suite ran. (5 ms total)\n[  PASSED  ] 1 test.\n" + list;
}

TEST(Verdict, SaysHowYoursDiffersInWordsAndWhatTheCaseChecks) {
    const Verdict length = verdictOf("[boids-verdict] length yours=1.414 recipe=1 | checks: the boid's own heading plays no part.");
    EXPECT_EQ(length.kind, "length");
    EXPECT_EQ(length.differs, "right direction, but length 1.414 where the recipe's is 1");
    EXPECT_EQ(length.checks, "the boid's own heading plays no part.");
    EXPECT_EQ(verdictOf("opposite yours=0.5 recipe=0.5").differs, "the opposite direction to the recipe's, with the same length");
    EXPECT_EQ(verdictOf("direction degrees=30").differs, "30 degrees away from the recipe's direction, with the recipe's length");
    EXPECT_EQ(verdictOf("direction degrees=30 yours=2 recipe=1").kind, "direction and length");
    EXPECT_EQ(verdictOf("zero recipe=1").differs, "yours is zero, where the recipe's has length 1");
    EXPECT_EQ(verdictOf("extra yours=0.4").differs, "the recipe gives no force here; yours has length 0.4");
    EXPECT_EQ(verdictOf("nan").differs, "yours is NaN or infinity");
    EXPECT_EQ(verdictOf("hang").differs, "your code never returned here (stopped at its time limit)");
    EXPECT_EQ(verdictOf("crash").differs, "your code crashed here");
    // A neighbour missed on the radius, in another cell: a grid that searches its own cell only misses it too, so the
    // words say where it is, never which comparison is wrong.
    const Verdict cell = verdictOf("grid missing=1 onradius=1 othercell=1 beyond=0 itself=0 twice=0 outside=0");
    EXPECT_EQ(cell.differs, "for one boid, your grid misses 1 neighbour (exactly on the radius, in another cell than the boid's)");
    EXPECT_EQ(cell.kind, "missing from other cells");
    EXPECT_EQ(verdictOf("grid missing=3 onradius=0 othercell=0 beyond=2 itself=1 twice=0 outside=0").differs,
              "for one boid, your grid misses 3 neighbours (all in the boid's own cell), lists 2 boids beyond the radius, "
              "lists the boid itself");
    EXPECT_EQ(verdictOf("property | checks: your force changes when the same items come in another order.").differs,
              "your force changes when the same items come in another order.");
    EXPECT_EQ(verdictOf("something new yours=1").differs, "") << "a verdict it does not know is not guessed at";
}

TEST(AlsoFailing, EachNameSaysHowItDiffersAndWhatItChecks) {
    const std::string log = logOf({{"First", "length yours=3 recipe=1"},
                                   {"Second", "zero recipe=1 | checks: a neighbour on the radius counts."}});
    const std::string text = failureBlocksBest(log, "ALSO", "MORE");
    EXPECT_NE(text.find("ALSO\n"
                        "  - Alignment.Second: yours is zero, where the recipe's has length 1\n"
                        "      checks: a neighbour on the radius counts.\n"
                        "MORE\n"),
              std::string::npos)
        << text;
    EXPECT_EQ(text.find("[boids-verdict]"), std::string::npos) << text;
    EXPECT_EQ(failureBlocksAll(log).find("[boids-verdict]"), std::string::npos);
}

TEST(AlsoFailing, ThoseThatDifferOnlyAsTheOneShownAreNamedTogetherAfterTheRest) {
    // Issue 40: an alignment that averages fails IgnoresItsOwnHeading on length only, as the failure shown does.
    const std::string log = logOf({{"PointsAlongASingleNeighboursHeading", "length yours=3 recipe=1"},
                                   {"IgnoresItsOwnHeading", "length yours=1.414 recipe=1 | checks: the boid's own heading plays no part."},
                                   {"ReturnsZeroWhenHeadingsCancel", "direction degrees=30 | checks: x."},
                                   {"CountsANeighbourExactlyOnTheRadius", "length yours=0.5 recipe=1"}});
    const std::string text = failureBlocksBest(log, "ALSO", "MORE");
    EXPECT_NE(text.find("ALSO\n"
                        "  - Alignment.ReturnsZeroWhenHeadingsCancel: 30 degrees away from the recipe's direction, with "
                        "the recipe's length\n"
                        "      checks: x.\n"
                        "  and 2 more that differ the same way as the one above (length): "
                        "Alignment.IgnoresItsOwnHeading,\n"
                        "    Alignment.CountsANeighbourExactlyOnTheRadius\n"
                        "MORE\n"),
              std::string::npos)
        << text;
    EXPECT_EQ(text.find("own heading plays"), std::string::npos) << "its own difference is not the case's subject";
}

TEST(AlsoFailing, WhenEveryOtherDiffersTheSameWayTheyAreOneLineOfNamesAndLongLinesWrap) {
    const std::string log = logOf({{"First", "opposite yours=1 recipe=1"}, {"Second", "opposite yours=1 recipe=1"}});
    EXPECT_NE(failureBlocksBest(log, "ALSO", "MORE")
                  .find("ALSO\n  1 other differs the same way as the one above (the opposite direction): Alignment.Second\nMORE\n"),
              std::string::npos);
    const std::string wide = failureBlocksBest(
        logOf({{"First", "nan"}, {"Second", "zero recipe=1 | checks: " + std::string(100, 'a') + " " + std::string(30, 'b')}}),
        "ALSO", "MORE");
    EXPECT_NE(wide.find("      checks: " + std::string(100, 'a') + "\n        " + std::string(30, 'b') + "\n"), std::string::npos)
        << wide;
}

TEST(AlsoFailing, AFailureWithoutAVerdictIsItsNameAlone) {
    const std::string log = logOf({{"First", "length yours=3 recipe=1"}}) + "[  FAILED  ] Alignment.Other\n";
    EXPECT_NE(failureBlocksBest(log, "ALSO", "MORE").find("ALSO\n  - Alignment.Other\nMORE\n"), std::string::npos);
}

// ---- The report ----

// A kit with a build folder holding task N's log, and a console that captures what is said.
struct ReportKit {
    ScratchFolder folder;
    Kit kit{folder.path()};
    std::ostringstream out, err;
    Console console{out, err, false, "./workshop"};
    ReportKit(int task, const std::string& log, const std::string& solved = "") {
        put(kit.build() / ("task-" + std::to_string(task) + ".log"), fixture(log));
        put(kit.build() / "CMakeCache.txt", "BOIDS_SOLVED:STRING=" + solved + "\n");
        put(kit.root() / "framework" / "app" / "search_mode.h", "inline constexpr int kMaxBoids = 1000000;  // most\n");
    }
};

TEST(ReportTask, AFailingTaskShowsTheBestFailureTheCountAndWhatToDo) {
    ReportKit report(1, "task1_stub.log");
    EXPECT_FALSE(reportTask(report.kit, report.console, 1, {5, 13}, ReportMode::Test, false, false));
    const std::string expected = failureBlocksBest(fixture("task1_stub.log"), "Also failing:",
                                                   "(./workshop test 1 --all shows every failure)") +
                                 "\n"
                                 "Task 1 Alignment: 5/13 passing\n"
                                 "Edit exercises/01_alignment.cpp and run ./workshop test 1 again. Stuck? ./workshop "
                                 "hint 1, or ./workshop solve 1\n";
    EXPECT_EQ(report.out.str(), expected);
    EXPECT_EQ(report.err.str(), "");
}

TEST(ReportTask, AllShowsEveryFailure) {
    ReportKit report(1, "task1_stub.log");
    reportTask(report.kit, report.console, 1, {5, 13}, ReportMode::Test, true, false);
    EXPECT_TRUE(report.out.str().starts_with(fixture("task1_stub.all.expected") + "\nTask 1 Alignment: 5/13 passing\n"));
}

TEST(ReportTask, WatchSaysToSaveAgain) {
    BOIDS_SKIP_UNLESS_TASKS(2);
    ReportKit report(2, "task1_stub.log");
    reportTask(report.kit, report.console, 2, {5, 13}, ReportMode::Watch, false, true);
    EXPECT_TRUE(report.out.str().ends_with(
        "Task 2 Separation: 5/13 passing\n"
        "Edit exercises/02_separation.cpp and save: the tests run again. Stuck? ./workshop hint 2, in another "
        "terminal.\n"));
}

TEST(ReportTask, APassingTaskPraisesAndNamesTheNextTask) {
    BOIDS_SKIP_UNLESS_TASKS(2);
    ReportKit report(1, "task1_solution.log");
    EXPECT_TRUE(reportTask(report.kit, report.console, 1, {13, 13}, ReportMode::Test, false, false));
    EXPECT_EQ(report.out.str(),
              "\nTask 1 Alignment: 13/13 passing\n"
              "Well done. Next: Task 2 Separation, in exercises/02_separation.cpp (./workshop test 2).\n");
}

TEST(ReportTask, TheReferencesResultsAreNotPraised) {
    BOIDS_SKIP_UNLESS_TASKS(4, 5);
    ReportKit report(4, "task1_solution.log", "2;4");
    EXPECT_TRUE(reportTask(report.kit, report.console, 4, {16, 16}, ReportMode::Test, false, false));
    EXPECT_EQ(report.out.str(),
              "\nTask 4 Flee: 16/16 passing (reference swapped in)\n"
              "These are the reference's results. ./workshop unsolve 4 puts your exercises/04_flee.cpp back.\n"
              "Next: Task 5 Obstacle avoidance, in exercises/05_obstacle_avoidance.cpp (./workshop test 5).\n");
}

TEST(ReportTask, TheFifthTaskCompletesTheFlockAndOffersTheBonus) {
    BOIDS_SKIP_UNLESS_TASKS(5, 6);
    ReportKit report(5, "task1_solution.log");
    reportTask(report.kit, report.console, 5, {24, 24}, ReportMode::Test, false, false);
    EXPECT_EQ(report.out.str(),
              "\nTask 5 Obstacle avoidance: 24/24 passing\n"
              "Well done. That was the last of the " + countWord(mainTaskCount()) +
                  " tasks (./workshop status shows them all). Bonus: Task 6 "
              "Spatial grid, in exercises/06_spatial_grid.cpp (./workshop test 6).\n");
}

TEST(ReportTask, TheBonusEndsWithWhatToTryInTheWindow) {
    BOIDS_SKIP_UNLESS_TASKS(6);
    ReportKit report(6, "task1_solution.log");
    reportTask(report.kit, report.console, 6, {24, 24}, ReportMode::Test, false, false);
    EXPECT_EQ(report.out.str(),
              "\nTask 6 Spatial grid: 24/24 passing\n"
              "Well done. The bonus passes too: that was the last task.\n"
              "What next, in the window (./workshop run): M runs the seeds' models (Reynolds, inverse-square, 3D, "
              "...),\n"
              "F then a click shows one boid's forces, and with G on a grid numBoids goes up to 1,000,000.\n");
}

TEST(ReportTask, TheEndOfTheListNamesTheTasksThatAreStillUntouchedStubs) {
    const Task& last = allTasks().back();
    std::vector<const Task*> main;
    for (const Task& task : allTasks()) {
        if (!task.bonus && &task != &last) main.push_back(&task);
    }
    ASSERT_GE(main.size(), 2u) << "two tasks of the main line besides the last";
    const Task& first = *main[0];
    const Task& second = *main[1];
    const std::string untouched = "// the stub\n";
    const std::string expected =
        "\nTask " + std::to_string(last.number) + " " + std::string(last.name) + ": 9/9 passing\n" + "Task " +
        std::to_string(last.number) + " passes. It is the end of the list, but tasks " + std::to_string(first.number) +
        " and " + std::to_string(second.number) + " are still the untouched stubs: next, Task " +
        std::to_string(first.number) + " " + std::string(first.name) + ", in exercises/" + std::string(first.stem) +
        ".cpp (./workshop test " + std::to_string(first.number) + ").\n";
    ReportKit report(last.number, "task1_solution.log");
    for (const Task* task : {&first, &second}) {
        put(report.kit.stub(*task), untouched);
        put(report.kit.exercise(*task), untouched);
    }
    EXPECT_TRUE(reportTask(report.kit, report.console, last.number, {9, 9}, ReportMode::Test, false, false));
    EXPECT_EQ(report.out.str(), expected);

    ReportKit solved(last.number, "task1_solution.log", std::to_string(first.number) + ";" + std::to_string(second.number));
    for (const Task* task : {&first, &second}) {
        put(solved.kit.stub(*task), untouched);
        put(solved.kit.exercise(*task), untouched);
    }
    reportTask(solved.kit, solved.console, last.number, {9, 9}, ReportMode::Test, false, false);
    EXPECT_EQ(solved.out.str().find("untouched"), std::string::npos)
        << "a task whose reference is swapped in is not the learner's to do:\n" << solved.out.str();
}

TEST(ReportTask, BeforeTheBonusTheUntouchedTasksAreNamedWithoutCallingItTheEnd) {
    BOIDS_SKIP_UNLESS_TASKS(1, 5, 6);
    ReportKit report(5, "task1_solution.log");
    const Task& first = allTasks().front();
    put(report.kit.stub(first), "// the stub\n");
    put(report.kit.exercise(first), "// the stub\n");
    reportTask(report.kit, report.console, 5, {24, 24}, ReportMode::Test, false, false);
    EXPECT_NE(report.out.str().find("Task 5 passes. It is the last task before the bonus, but task 1 is still the "
                                    "untouched stub"),
              std::string::npos)
        << report.out.str();
}

TEST(ReportTask, WatchOffersTheNextTaskByKeyOnlyWhenItCanReadKeys) {
    BOIDS_SKIP_UNLESS_TASKS(3, 4, 5, 6);
    for (const bool keys : {false, true}) {
        SCOPED_TRACE(keys);
        ReportKit report(3, "task1_solution.log");
        reportTask(report.kit, report.console, 3, {13, 13}, ReportMode::Watch, false, keys);
        EXPECT_EQ(report.out.str(), std::string("\nTask 3 Cohesion: 13/13 passing\n"
                                                "Task 3 passes. Next: Task 4 Flee: ./workshop watch 4") +
                                        (keys ? ", or press n then Enter" : "") + ".\n");
    }
    ReportKit report(5, "task1_solution.log");
    reportTask(report.kit, report.console, 5, {24, 24}, ReportMode::Watch, false, true);
    EXPECT_TRUE(report.out.str().ends_with(
        "Task 5 passes: the flock is complete. Bonus: Task 6 Spatial grid: ./workshop watch 6, or press n then Enter.\n"));
}

TEST(ReportTask, ColoursWrapTheCountOnATerminal) {
    ReportKit report(1, "task1_solution.log");
    Console terminal(report.out, report.err, true, "./workshop");
    reportTask(report.kit, terminal, 1, {13, 13}, ReportMode::Test, false, false);
    EXPECT_TRUE(report.out.str().starts_with("\n\x1b[1mTask 1 Alignment: \x1b[32m13/13 passing\x1b[0m\n"))
        << report.out.str();
}

TEST(ReportTask, CommandsAreNamedAsTheLearnerRunsThem) {
    ReportKit report(1, "task1_stub.log");
    Console windows(report.out, report.err, false, "workshop");
    reportTask(report.kit, windows, 1, {5, 13}, ReportMode::Test, false, false);
    EXPECT_TRUE(report.out.str().ends_with("and run workshop test 1 again. Stuck? workshop hint 1, or workshop solve 1\n"));
}

// ---- Small pieces ----

TEST(WhatNext, NamesTheMostBoidsTheWindowTakesWithThousandsSeparated) {
    std::ostringstream out, err;
    Console console(out, err, false, "./workshop");
    whatNext(console);
    EXPECT_TRUE(out.str().ends_with("numBoids goes up to " + withThousands(std::to_string(app::kMaxBoids)) + ".\n"))
        << out.str();
}

TEST(WithThousands, PutsACommaEveryThreeDigitsFromTheRight) {
    EXPECT_EQ(withThousands("1"), "1");
    EXPECT_EQ(withThousands("999"), "999");
    EXPECT_EQ(withThousands("1000"), "1,000");
    EXPECT_EQ(withThousands("200000"), "200,000");
    EXPECT_EQ(withThousands("1000000"), "1,000,000");
}

TEST(ProgressBar, FillsTwentyCharactersInProportionRoundedDown) {
    EXPECT_EQ(progressBar(0, 13), "....................");
    EXPECT_EQ(progressBar(5, 13), "#######.............");  // 5 * 20 / 13 = 7
    EXPECT_EQ(progressBar(13, 13), "####################");
    EXPECT_EQ(progressBar(0, 0), "....................");
}

}  // namespace
}  // namespace boids::companion

namespace boids::companion {
namespace {

// Two failed tests as the harness writes them: a rank line and scene lines each, which reports hide.
std::string logWithScenes(int firstRank, int secondRank, int firstBoids = 0, int secondBoids = 0) {
    auto block = [](const std::string& name, int rank, const std::string& self, int boids) {
        std::string scene = "[boids-scene] task 1\n[boids-scene] check Alignment." + name + "\n";
        scene += boids == 0 ? "[boids-scene] self " + self + " 0\n" : "[boids-scene] grid 40 400 300 0\n";
        for (int k = 0; k < boids; ++k) scene += "[boids-scene] boid " + std::to_string(k) + " 1 1 0 0\n";
        return "[ RUN      ] Alignment." + name + "\n\nTask 1 Alignment: " + name + " went wrong\n" +
               "[boids-diagnosis] rank=" + std::to_string(rank) + "\n" + scene + "[  FAILED  ] Alignment." + name +
               " (1 ms)\n";
    };
    return block("First", firstRank, "1 2 3 4", firstBoids) + block("Second", secondRank, "5 6 7 8", secondBoids) +
           "[  FAILED  ] Alignment.First\n[  FAILED  ] Alignment.Second\n";
}

TEST(ShownFailure, IsTheBlockAReportShowsWithItsOwnSceneLines) {
    const ShownFailure shown = shownFailure(logWithScenes(3, 1));
    ASSERT_TRUE(shown.found);
    EXPECT_EQ(shown.name, "Alignment.Second");
    EXPECT_EQ(shown.rank, 1);
    EXPECT_NE(shown.scene.find("[boids-scene] self 5 6 7 8 0\n"), std::string::npos) << shown.scene;
    EXPECT_EQ(shown.scene.find("1 2 3 4"), std::string::npos) << shown.scene;
    EXPECT_FALSE(shown.smallerWorld);
}

TEST(ShownFailure, FindsAFailedCheckByItsWholeNameOrItsLastPart) {
    const std::string log = logWithScenes(1, 3);
    EXPECT_EQ(shownFailure(log, "Alignment.Second").name, "Alignment.Second");
    EXPECT_NE(shownFailure(log, "Second").scene.find("5 6 7 8"), std::string::npos);
    EXPECT_FALSE(shownFailure(log, "cond").found);  // the end of a name is not a name
    EXPECT_FALSE(shownFailure(log, "Third").found);
}

TEST(ShownFailure, TheGridIsTracedOnTheSmallestWorldThatFails) {
    const ShownFailure shown = shownFailure(logWithScenes(1, 3, 12, 4));
    EXPECT_EQ(shown.name, "Alignment.Second");
    EXPECT_TRUE(shown.smallerWorld);
    EXPECT_EQ(shownFailure(logWithScenes(1, 3, 4, 12)).name, "Alignment.First");
}

TEST(FailureBlocks, HideTheSceneLinesAndTakeTheTraceBeforeTheClosingLine) {
    const std::string text = failureBlocksBest(logWithScenes(3, 1), "Also failing:", "(more)", "  TRACE LINES");
    EXPECT_EQ(text.find("[boids-scene]"), std::string::npos) << text;
    const std::size_t trace = text.find("  TRACE LINES\n[  FAILED  ] Alignment.Second (1 ms)");
    EXPECT_NE(trace, std::string::npos) << text;
    EXPECT_EQ(failureBlocksAll(logWithScenes(3, 1)).find("[boids-scene]"), std::string::npos);
}

TEST(FailureBlocks, PutTheEditorsLinkRightAfterTheRunLine) {
    const std::string text = failureBlocksBest(logWithScenes(3, 1), "Also failing:", "(more)", "", "LINK");
    EXPECT_NE(text.find("[ RUN      ] Alignment.Second\nLINK\n\nTask 1 Alignment: Second went wrong"), std::string::npos)
        << text;
}

TEST(ScenarioOf, IsWhatTheHeadingOrTheCrashReportSaysWasRunning) {
    EXPECT_EQ(scenarioOf("[ RUN      ] A.B\n\nTask 1 Alignment (calculateAlignment), scenario: a boid alone\n"),
              "a boid alone");
    EXPECT_EQ(scenarioOf("Task 1 Alignment: your calculateAlignment crashed\n  It was running: two boids\n"),
              "two boids");
    EXPECT_EQ(scenarioOf("Task 1 Alignment: went wrong\n"), "");
}

TEST(ReportTask, TheFirstFailureStartsWithALinkToTheFunctionsFirstLine) {
    ReportKit report(1, "task1_stub.log");
    const int functionLine = 4;
    put(report.kit.exercise(taskNumber(1)),
        "// Task 1\n#include <boids/tasks.h>\nnamespace boids {\n"
        "Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {\n"
        "    return {};\n}\n}\n");
    EXPECT_FALSE(reportTask(report.kit, report.console, 1, {5, 13}, ReportMode::Test, false, false));
    const std::string link = "exercises/01_alignment.cpp:" + std::to_string(functionLine) +
                             ": error: calculateAlignment fails Alignment.";
    const std::size_t at = report.out.str().find(link);
    ASSERT_NE(at, std::string::npos) << report.out.str();
    EXPECT_EQ(report.out.str().rfind("[ RUN", at), report.out.str().find("[ RUN")) << "the link is in the first block";
    EXPECT_EQ(report.out.str().find(": error:", at + link.size()), std::string::npos) << "one link, for the failure shown";
}

TEST(ReportTask, AllShowsNoLinkAndNeitherDoesTheReference) {
    ReportKit all(1, "task1_stub.log");
    put(all.kit.exercise(taskNumber(1)), "Vec2 calculateAlignment(const Boid& self) {\n    return {};\n}\n");
    EXPECT_FALSE(reportTask(all.kit, all.console, 1, {5, 13}, ReportMode::Test, true, false));
    EXPECT_EQ(all.out.str().find(": error:"), std::string::npos) << all.out.str();
    ReportKit solved(1, "task1_stub.log", "1");
    put(solved.kit.exercise(taskNumber(1)), "Vec2 calculateAlignment(const Boid& self) {\n    return {};\n}\n");
    EXPECT_FALSE(reportTask(solved.kit, solved.console, 1, {5, 13}, ReportMode::Test, false, false));
    EXPECT_EQ(solved.out.str().find(": error:"), std::string::npos) << solved.out.str();
}

}  // namespace
}  // namespace boids::companion

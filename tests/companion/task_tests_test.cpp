// The report a learner reads after `./workshop test N` (task_tests.h), from records of real runs
// (tests/report/fixtures/README.md): the failures as the renderer writes them, the count, and what to do next.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <boids/render.h>

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

const fs::path kFixtures = BOIDS_REPORT_FIXTURES;

report::Records records(const std::string& name) { return report::readRecords(contentsOf(kFixtures / name)); }

// A task's result: its counts, and the records of the fixture `name`.
TaskResult result(int passed, int total, const std::string& name) { return {passed, total, records(name)}; }

// ---- The report ----

// A kit with a build folder, and a console that captures what is said.
struct ReportKit {
    ScratchFolder folder;
    Kit kit{folder.path()};
    std::ostringstream out, err;
    Console console{out, err, false, "./workshop"};
    explicit ReportKit(const std::string& solved = "") {
        put(kit.build() / "CMakeCache.txt", "BOIDS_SOLVED:STRING=" + solved + "\n");
        put(kit.root() / "framework" / "app" / "search_mode.h", "inline constexpr int kMaxBoids = 1000000;  // most\n");
    }
};

TEST(ReportTask, AFailingTaskShowsTheBestFailureTheCountAndWhatToDo) {
    ReportKit report;
    EXPECT_FALSE(reportTask(report.kit, report.console, 1, result(2, 5, "task1_stub.jsonl"), ReportMode::Test, false, false));
    const std::string expected = report::failuresReport(records("task1_stub.jsonl"), "Also failing:",
                                                        "(./workshop test 1 --all shows every failure)") +
                                 "\n"
                                 "Task 1 Alignment: 2/5 passing\n"
                                 "Edit exercises/01_alignment.cpp and run ./workshop test 1 again. Stuck? ./workshop "
                                 "hint 1, or ./workshop solve 1\n";
    EXPECT_EQ(report.out.str(), expected);
    EXPECT_EQ(report.err.str(), "");
}

TEST(ReportTask, AllShowsEveryFailure) {
    ReportKit report;
    reportTask(report.kit, report.console, 1, result(2, 5, "task1_stub.jsonl"), ReportMode::Test, true, false);
    EXPECT_TRUE(report.out.str().starts_with(contentsOf(kFixtures / "task1_stub.all.expected") +
                                             "\nTask 1 Alignment: 2/5 passing\n"))
        << report.out.str();
}

TEST(ReportTask, WatchSaysToSaveAgain) {
    BOIDS_SKIP_UNLESS_TASKS(2);
    ReportKit report;
    reportTask(report.kit, report.console, 2, result(2, 5, "task1_stub.jsonl"), ReportMode::Watch, false, true);
    EXPECT_TRUE(report.out.str().ends_with(
        "Task 2 Separation: 2/5 passing\n"
        "Edit exercises/02_separation.cpp and save: the tests run again. Stuck? ./workshop hint 2, in another "
        "terminal.\n"));
}

TEST(ReportTask, APassingTaskPraisesAndNamesTheNextTask) {
    BOIDS_SKIP_UNLESS_TASKS(2);
    ReportKit report;
    EXPECT_TRUE(reportTask(report.kit, report.console, 1, result(13, 13, "task1_solution.jsonl"), ReportMode::Test, false, false));
    EXPECT_EQ(report.out.str(),
              "\nTask 1 Alignment: 13/13 passing\n"
              "Well done. Next: Task 2 Separation, in exercises/02_separation.cpp (./workshop test 2).\n");
}

TEST(ReportTask, TheReferencesResultsAreNotPraised) {
    BOIDS_SKIP_UNLESS_TASKS(4, 5);
    ReportKit report("2;4");
    EXPECT_TRUE(reportTask(report.kit, report.console, 4, result(16, 16, "task1_solution.jsonl"), ReportMode::Test, false, false));
    EXPECT_EQ(report.out.str(),
              "\nTask 4 Flee: 16/16 passing (reference swapped in)\n"
              "These are the reference's results. ./workshop unsolve 4 puts your exercises/04_flee.cpp back.\n"
              "Next: Task 5 Obstacle avoidance, in exercises/05_obstacle_avoidance.cpp (./workshop test 5).\n");
}

TEST(ReportTask, TheFifthTaskCompletesTheFlockAndOffersTheBonus) {
    BOIDS_SKIP_UNLESS_TASKS(5, 6);
    ReportKit report;
    reportTask(report.kit, report.console, 5, result(24, 24, "task1_solution.jsonl"), ReportMode::Test, false, false);
    EXPECT_EQ(report.out.str(),
              "\nTask 5 Obstacle avoidance: 24/24 passing\n"
              "Well done. That was the last of the " + countWord(mainTaskCount()) +
                  " tasks (./workshop status shows them all). Bonus: Task 6 "
              "Spatial grid, in exercises/06_spatial_grid.cpp (./workshop test 6).\n");
}

TEST(ReportTask, TheBonusEndsWithWhatToTryInTheWindow) {
    BOIDS_SKIP_UNLESS_TASKS(6);
    ReportKit report;
    reportTask(report.kit, report.console, 6, result(24, 24, "task1_solution.jsonl"), ReportMode::Test, false, false);
    EXPECT_EQ(report.out.str(),
              "\nTask 6 Spatial grid: 24/24 passing\n"
              "Well done. The bonus passes too: that was the last task.\n"
              "What next, in the window (./workshop run): M runs the seeds' models (Reynolds, inverse-square, 3D, "
              "...),\n"
              "F then a click shows one boid's forces, and with G on a grid numBoids goes up to 1,000,000.\n");
}

TEST(ReportTask, NextIsTheLowestNumberedTaskThatDoesNotPassEvenBeforeTheOneThatPassed) {
    BOIDS_SKIP_UNLESS_TASKS(2, 3, 4, 5);
    // Tasks 2 and 3 are the untouched stubs when task 4 passes: status would say "Next: Task 2", and so does test.
    const Task& separation = taskNumber(2);
    ReportKit report;
    for (const int n : {2, 3}) {
        put(report.kit.stub(taskNumber(n)), "// the stub\n");
        put(report.kit.exercise(taskNumber(n)), "// the stub\n");
    }
    EXPECT_TRUE(reportTask(report.kit, report.console, 4, result(16, 16, "task1_solution.jsonl"), ReportMode::Test, false, false));
    EXPECT_EQ(report.out.str(), "\nTask 4 Flee: 16/16 passing\n"
                                "Well done. Next: Task 2 " + std::string(separation.name) +
                                    ", the lowest-numbered task that does not pass yet (still the untouched stub), in "
                                    "exercises/" + std::string(separation.stem) + ".cpp (./workshop test 2).\n");

    ReportKit solved("2;3");  // their references swapped in: they pass, and the next is the one after task 4
    for (const int n : {2, 3}) {
        put(solved.kit.stub(taskNumber(n)), "// the stub\n");
        put(solved.kit.exercise(taskNumber(n)), "// the stub\n");
    }
    reportTask(solved.kit, solved.console, 4, result(16, 16, "task1_solution.jsonl"), ReportMode::Test, false, false);
    EXPECT_TRUE(solved.out.str().ends_with("Well done. Next: Task 5 Obstacle avoidance, in "
                                           "exercises/05_obstacle_avoidance.cpp (./workshop test 5).\n"))
        << solved.out.str();
}

TEST(ReportTask, ATaskWhoseLastRunFailedAfterItsLastSaveComesNextAndOneThatPassedDoesNot) {
    BOIDS_SKIP_UNLESS_TASKS(1, 2, 3, 4);
    ReportKit report;
    const auto lastRun = [&](int n, const std::string& fixture) {  // the exercise saved, then its tests run
        put(report.kit.exercise(taskNumber(n)), "// mine\n");
        fs::last_write_time(report.kit.exercise(taskNumber(n)), fs::file_time_type::clock::now() - std::chrono::hours(1));
        put(report.kit.build() / ("task-" + std::to_string(n) + ".jsonl"), contentsOf(kFixtures / fixture));
    };
    lastRun(1, "task1_solution.jsonl");
    lastRun(2, "task1_stub.jsonl");
    EXPECT_EQ(standingOf(report.kit, taskNumber(1)), Standing::Passes);
    EXPECT_EQ(standingOf(report.kit, taskNumber(2)), Standing::Fails);
    EXPECT_EQ(standingOf(report.kit, taskNumber(3)), Standing::Unknown) << "never run";
    reportTask(report.kit, report.console, 4, result(16, 16, "task1_solution.jsonl"), ReportMode::Test, false, false);
    EXPECT_NE(report.out.str().find("Next: Task 2 "), std::string::npos) << report.out.str();
    // Saved again after that run: what it does now is not known until its tests run.
    put(report.kit.exercise(taskNumber(2)), "// mine, changed\n");
    EXPECT_EQ(standingOf(report.kit, taskNumber(2)), Standing::Unknown);
}

TEST(NextToDo, TakesTheMainLineByNumberThenTheBonusAndSkipsWhatIsUnknownBeforeTheOneThatPassed) {
    BOIDS_SKIP_UNLESS_TASKS(1, 2, 5, 6);
    const auto standing = [](std::vector<int> fails, std::vector<int> unknown) {
        return [=](const Task& t) {
            if (std::find(fails.begin(), fails.end(), t.number) != fails.end()) return Standing::Fails;
            if (std::find(unknown.begin(), unknown.end(), t.number) != unknown.end()) return Standing::Unknown;
            return Standing::Passes;
        };
    };
    EXPECT_EQ(nextToDo(nullptr, standing({6, 2}, {})), &taskNumber(2)) << "the main line before the bonus";
    EXPECT_EQ(nextToDo(nullptr, standing({6}, {})), &taskNumber(6));
    EXPECT_EQ(nextToDo(nullptr, standing({}, {})), nullptr);
    EXPECT_EQ(nextToDo(&taskNumber(1), standing({}, {2, 3})), &taskNumber(2)) << "the one after, not known to pass";
    EXPECT_EQ(nextToDo(&taskNumber(5), standing({}, {1, 6})), &taskNumber(6)) << "task 1 unknown, not known to fail";
    EXPECT_EQ(nextToDo(&taskNumber(5), standing({}, {1})), nullptr) << "only a task before it is unknown";
    EXPECT_EQ(nextToDo(&taskNumber(5), standing({1}, {})), &taskNumber(1)) << "known to fail comes first";
}

TEST(ReportTask, WatchOffersTheNextTaskByKeyOnlyWhenItCanReadKeys) {
    BOIDS_SKIP_UNLESS_TASKS(3, 4, 5, 6);
    for (const bool keys : {false, true}) {
        SCOPED_TRACE(keys);
        ReportKit report;
        reportTask(report.kit, report.console, 3, result(13, 13, "task1_solution.jsonl"), ReportMode::Watch, false, keys);
        EXPECT_EQ(report.out.str(), std::string("\nTask 3 Cohesion: 13/13 passing\n"
                                                "Task 3 passes. Next: Task 4 Flee: ./workshop watch 4") +
                                        (keys ? ", or press n then Enter" : "") + ".\n");
    }
    ReportKit report;
    reportTask(report.kit, report.console, 5, result(24, 24, "task1_solution.jsonl"), ReportMode::Watch, false, true);
    EXPECT_TRUE(report.out.str().ends_with(
        "Task 5 passes: the flock is complete. Bonus: Task 6 Spatial grid: ./workshop watch 6, or press n then Enter.\n"));
}

TEST(ReportTask, ColoursWrapTheCountOnATerminal) {
    ReportKit report;
    Console terminal(report.out, report.err, true, "./workshop");
    reportTask(report.kit, terminal, 1, result(13, 13, "task1_solution.jsonl"), ReportMode::Test, false, false);
    EXPECT_TRUE(report.out.str().starts_with("\n\x1b[1mTask 1 Alignment: \x1b[32m13/13 passing\x1b[0m\n"))
        << report.out.str();
}

TEST(ReportTask, CommandsAreNamedAsTheLearnerRunsThem) {
    ReportKit report;
    Console windows(report.out, report.err, false, "workshop");
    reportTask(report.kit, windows, 1, result(2, 5, "task1_stub.jsonl"), ReportMode::Test, false, false);
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


TEST(ReportTask, TheFirstFailureStartsWithALinkToTheFunctionsFirstLine) {
    ReportKit report;
    const int functionLine = 4;
    put(report.kit.exercise(taskNumber(1)),
        "// Task 1\n#include <boids/tasks.h>\nnamespace boids {\n"
        "Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {\n"
        "    return {};\n}\n}\n");
    EXPECT_FALSE(reportTask(report.kit, report.console, 1, result(2, 5, "task1_stub.jsonl"), ReportMode::Test, false, false));
    const std::string link = "exercises/01_alignment.cpp:" + std::to_string(functionLine) +
                             ": error: calculateAlignment fails Alignment.";
    const std::size_t at = report.out.str().find(link);
    ASSERT_NE(at, std::string::npos) << report.out.str();
    EXPECT_EQ(report.out.str().rfind("Failed check: ", at), 0u) << "the link is in the first block, after its name";
    EXPECT_EQ(report.out.str().find(": error:", at + link.size()), std::string::npos) << "one link, for the failure shown";
}

TEST(ReportTask, AllShowsNoLinkAndNeitherDoesTheReference) {
    ReportKit all;
    put(all.kit.exercise(taskNumber(1)), "Vec2 calculateAlignment(const Boid& self) {\n    return {};\n}\n");
    EXPECT_FALSE(reportTask(all.kit, all.console, 1, result(2, 5, "task1_stub.jsonl"), ReportMode::Test, true, false));
    EXPECT_EQ(all.out.str().find(": error:"), std::string::npos) << all.out.str();
    ReportKit solved("1");
    put(solved.kit.exercise(taskNumber(1)), "Vec2 calculateAlignment(const Boid& self) {\n    return {};\n}\n");
    EXPECT_FALSE(reportTask(solved.kit, solved.console, 1, result(2, 5, "task1_stub.jsonl"), ReportMode::Test, false, false));
    EXPECT_EQ(solved.out.str().find(": error:"), std::string::npos) << solved.out.str();
}

}  // namespace
}  // namespace boids::companion

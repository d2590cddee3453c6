// The report a learner reads after `./workshop test N` (task_tests.h), from records of real runs
// (tests/report/fixtures/README.md): the failures as the renderer writes them, the count, and what to do next.
#include <gtest/gtest.h>

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
    ReportKit report;
    for (const Task* task : {&first, &second}) {
        put(report.kit.stub(*task), untouched);
        put(report.kit.exercise(*task), untouched);
    }
    EXPECT_TRUE(reportTask(report.kit, report.console, last.number, result(9, 9, "task1_solution.jsonl"), ReportMode::Test, false, false));
    EXPECT_EQ(report.out.str(), expected);

    ReportKit solved(std::to_string(first.number) + ";" + std::to_string(second.number));
    for (const Task* task : {&first, &second}) {
        put(solved.kit.stub(*task), untouched);
        put(solved.kit.exercise(*task), untouched);
    }
    reportTask(solved.kit, solved.console, last.number, result(9, 9, "task1_solution.jsonl"), ReportMode::Test, false, false);
    EXPECT_EQ(solved.out.str().find("untouched"), std::string::npos)
        << "a task whose reference is swapped in is not the learner's to do:\n" << solved.out.str();
}

TEST(ReportTask, BeforeTheBonusTheUntouchedTasksAreNamedWithoutCallingItTheEnd) {
    BOIDS_SKIP_UNLESS_TASKS(1, 5, 6);
    ReportKit report;
    const Task& first = allTasks().front();
    put(report.kit.stub(first), "// the stub\n");
    put(report.kit.exercise(first), "// the stub\n");
    reportTask(report.kit, report.console, 5, result(24, 24, "task1_solution.jsonl"), ReportMode::Test, false, false);
    EXPECT_NE(report.out.str().find("Task 5 passes. It is the last task before the bonus, but task 1 is still the "
                                    "untouched stub"),
              std::string::npos)
        << report.out.str();
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

// What a joined kit tells the room of a task without running anything (task_status.h's lastStatus): the check of
// the exercise as saved, from its tests' last run or else the window's last checks, and nothing when neither is.
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "kit.h"
#include "scratch_folder.h"
#include "task_numbers.h"
#include "task_status.h"

namespace boids::companion {
namespace {

namespace fs = std::filesystem;
using testing::contentsOf;
using testing::put;
using testing::ScratchFolder;

const fs::path kFixtures = BOIDS_REPORT_FIXTURES;
constexpr int kTask = 1;
const auto kHourAgo = [] { return fs::file_time_type::clock::now() - std::chrono::hours(1); };
const auto kMinuteAgo = [] { return fs::file_time_type::clock::now() - std::chrono::minutes(1); };

// The window's checker's report on task kTask: `passed` of `total` cases, with these findings.
std::string windowReport(int passed, int total, const std::string& heldBack = "", const std::string& diagnosis = "") {
    return report::startLine({"boids_check", {kTask}, 0}) +
           report::taskLine({kTask, passed, total, false, "", heldBack, diagnosis}) + report::endLine();
}

struct StatusKit {
    ScratchFolder folder;
    Kit kit{folder.path()};
    const Task& task = taskNumber(kTask);
    StatusKit() {
        put(kit.build() / "CMakeCache.txt", "BOIDS_SOLVED:STRING=\n");
        put(kit.stub(task), "// the stub\n");
    }
    // The exercise, saved at `when`.
    void save(fs::file_time_type when) {
        put(kit.exercise(task), "// mine\n");
        fs::last_write_time(kit.exercise(task), when);
    }
    void testsRan(const std::string& fixture, fs::file_time_type when) {
        const fs::path file = kit.build() / ("task-" + std::to_string(kTask) + ".jsonl");
        put(file, contentsOf(kFixtures / fixture));
        fs::last_write_time(file, when);
    }
    void windowChecked(const std::string& text, fs::file_time_type builtFrom) {
        put(windowChecksFile(kit), text);
        fs::last_write_time(windowChecksFile(kit), builtFrom);
    }
};

TEST(LastStatus, TestsRunAfterTheLastSaveTellWithTheirFirstFailingCheck) {
    StatusKit k;
    k.save(kHourAgo());
    k.testsRan("task1_stub.jsonl", kMinuteAgo());
    const report::TaskStatus status = lastStatus(k.kit, k.task);
    EXPECT_EQ(status.state, "failing");
    EXPECT_EQ(status.from, "tests");
    EXPECT_LT(status.passed, status.total);
    EXPECT_FALSE(status.firstFailing.empty());
    EXPECT_FALSE(status.line.empty());
}

TEST(LastStatus, TheWindowsChecksTellWhenTheyAreNewerThanTheSaveAndTheTestsAreNot) {
    constexpr int kPassed = 5, kCases = 8;
    const std::string diagnosis = "Yours returns the sum of the headings, not its direction.";
    StatusKit k;
    k.testsRan("task1_solution.jsonl", kHourAgo() - std::chrono::hours(1));
    k.save(kHourAgo());
    k.windowChecked(windowReport(kPassed, kCases, "", diagnosis), kMinuteAgo());
    const report::TaskStatus status = lastStatus(k.kit, k.task);
    EXPECT_EQ(status.state, "failing") << "the tests' pass is older than the save";
    EXPECT_EQ(status.from, "window");
    EXPECT_EQ(status.passed, kPassed);
    EXPECT_EQ(status.total, kCases);
    EXPECT_EQ(status.firstFailing, "") << "the window's checks name no check";
    EXPECT_EQ(status.line, diagnosis);

    k.windowChecked(windowReport(kCases, kCases), kMinuteAgo());
    EXPECT_EQ(lastStatus(k.kit, k.task).state, "passing");
    EXPECT_EQ(lastStatus(k.kit, k.task).line, "");

    const std::string why = "your calculateAlignment never returned (check 3 of 8)";
    k.windowChecked(windowReport(kCases, kCases, why), kMinuteAgo());
    EXPECT_EQ(lastStatus(k.kit, k.task).state, "failing") << "held back, whatever its counts";
    EXPECT_EQ(lastStatus(k.kit, k.task).line, why);
}

TEST(LastStatus, TheTestsTellWhenBothAreNewerThanTheSave) {
    StatusKit k;
    k.save(kHourAgo());
    k.testsRan("task1_stub.jsonl", kMinuteAgo());
    k.windowChecked(windowReport(8, 8), kMinuteAgo());
    EXPECT_EQ(lastStatus(k.kit, k.task).from, "tests");
    EXPECT_EQ(lastStatus(k.kit, k.task).state, "failing");
}

TEST(LastStatus, ASaveAfterEveryCheckIsEditedAndSaysNothingOfTheCode) {
    StatusKit k;
    k.testsRan("task1_stub.jsonl", kHourAgo());
    k.windowChecked(windowReport(8, 8), kHourAgo());
    k.save(kMinuteAgo());
    const report::TaskStatus status = lastStatus(k.kit, k.task);
    EXPECT_EQ(status.state, "edited");
    EXPECT_EQ(status.from, "");
    EXPECT_EQ(status.passed, 0);
    EXPECT_EQ(status.total, 0);
    EXPECT_EQ(status.firstFailing, "");
    EXPECT_EQ(status.line, "");
}

TEST(LastStatus, AWindowReportCutShortOrFromAnotherProgramIsNotTaken) {
    StatusKit k;
    k.save(kHourAgo());
    const std::string whole = windowReport(8, 8);
    k.windowChecked(whole.substr(0, whole.rfind("{\"record\":\"end\"")), kMinuteAgo());
    EXPECT_EQ(lastStatus(k.kit, k.task).state, "edited") << "no end record";
    k.windowChecked(report::startLine({"boids_test_task1", {kTask}, 0}) + whole.substr(whole.find('\n') + 1),
                    kMinuteAgo());
    EXPECT_EQ(lastStatus(k.kit, k.task).state, "edited") << "not the window's checker";
}

TEST(LastStatus, TheUntouchedStubIsNotStartedAndTheReferenceSwappedInNeedsNoCheck) {
    StatusKit k;
    put(k.kit.exercise(k.task), "// the stub\n");
    EXPECT_EQ(lastStatus(k.kit, k.task).state, "not started");
    put(k.kit.build() / "CMakeCache.txt", "BOIDS_SOLVED:STRING=" + std::to_string(kTask) + "\n");
    k.save(kMinuteAgo());
    EXPECT_EQ(Kit(k.folder.path()).isSolved(kTask), true);
    EXPECT_EQ(lastStatus(Kit(k.folder.path()), k.task).state, "reference");
}

}  // namespace
}  // namespace boids::companion

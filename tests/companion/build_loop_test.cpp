// The loop's build (build_loop.cpp): which targets every command of the loop builds, what the first build says it
// builds and why, and which files a failed build names.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "build.h"
#include "file_io.h"
#include "kit.h"
#include "scratch_folder.h"

namespace boids::companion {
namespace {

std::vector<int> everyTask() {
    std::vector<int> numbers;
    for (const Task& task : allTasks()) numbers.push_back(task.number);
    return numbers;
}

std::string range(const std::vector<int>& numbers) {
    return "tasks " + std::to_string(numbers.front()) + " to " + std::to_string(numbers.back());
}

// ---- The loop's targets ----

TEST(LoopTargets, AreTheWindowItsPluginAndEveryTasksTestsWhenTheBuildHasAWindow) {
    testing::ScratchFolder folder;
    const Kit kit(folder.path());
    testing::put(kit.build() / "CMakeFiles" / "TargetDirectories.txt",
                 (kit.build() / "framework/app/CMakeFiles/boids.dir\n").generic_string() +
                     (kit.build() / "CMakeFiles/boids_learner_plugin.dir\n").generic_string());
    std::vector<std::string> expected{"boids", "boids_learner_plugin"};
    for (const int n : everyTask()) expected.push_back(testTarget(n));
    EXPECT_EQ(loopTargets(kit, true), expected) << "a build without trace programs";
}

// test N traces a failure that names no known mistake: with a debugger, the trace programs are the loop's too.
TEST(LoopTargets, HoldEveryTasksTraceProgramWhenADebuggerIsInstalled) {
    testing::ScratchFolder folder;
    const Kit kit(folder.path());
    testing::put(kit.build() / "CMakeFiles" / "TargetDirectories.txt",
                 (kit.build() / "framework/app/CMakeFiles/boids.dir\n").generic_string() +
                     (kit.build() / "framework/trace/CMakeFiles/boids_trace_text.dir\n").generic_string());
    std::vector<std::string> withoutTraces{"boids", "boids_learner_plugin"};
    for (const int n : everyTask()) withoutTraces.push_back(testTarget(n));
    std::vector<std::string> withTraces = withoutTraces;
    for (const int n : everyTask()) withTraces.push_back(traceTarget(n));
    withTraces.push_back("boids_trace_text");
    EXPECT_EQ(loopTargets(kit, true), withTraces);
    EXPECT_EQ(loopTargets(kit, false), withoutTraces);
}

TEST(LoopTargets, AreEveryTasksTestsAloneInABuildWithoutTheWindow) {
    testing::ScratchFolder folder;
    const Kit kit(folder.path());
    testing::put(kit.build() / "CMakeFiles" / "TargetDirectories.txt",
                 (kit.build() / "checker/CMakeFiles/boids_test_task1.dir\n").generic_string() +
                     (kit.build() / "framework/app/CMakeFiles/boids_check.dir\n").generic_string());
    std::vector<std::string> expected;
    for (const int n : everyTask()) expected.push_back(testTarget(n));
    EXPECT_EQ(loopTargets(kit, false), expected);
}

// What is missing is what the loop holds and is not built: here the window and task 1's tests are, and of the traces
// only task 2's.
TEST(LoopMissing, NamesTheLoopsProgramsThatAreNotBuiltYet) {
    testing::ScratchFolder folder;
    const Kit kit(folder.path());
    testing::put(kit.build() / "CMakeFiles" / "TargetDirectories.txt",
                 (kit.build() / "framework/app/CMakeFiles/boids.dir\n").generic_string() +
                     (kit.build() / "framework/trace/CMakeFiles/boids_trace_text.dir\n").generic_string());
    const std::vector<int> tasks = everyTask();
    testing::put(kit.built("boids"), "");
    testing::put(kit.built("checker/" + testTarget(tasks[0])), "");
    testing::put(kit.built("trace/" + traceTarget(tasks[1])), "");
    std::vector<int> otherTests(tasks.begin() + 1, tasks.end()), otherTraces = tasks;
    otherTraces.erase(otherTraces.begin() + 1);

    const LoopMissing withDebugger = loopMissing(kit, loopTargets(kit, true));
    EXPECT_FALSE(withDebugger.window);
    EXPECT_EQ(withDebugger.tests, otherTests);
    EXPECT_EQ(withDebugger.traces, otherTraces);
    EXPECT_TRUE(withDebugger.any());
    EXPECT_TRUE(loopMissing(kit, loopTargets(kit, false)).traces.empty()) << "without a debugger, traces are not the loop's";

    for (const int n : tasks) testing::put(kit.built("checker/" + testTarget(n)), "");
    EXPECT_FALSE(loopMissing(kit, loopTargets(kit, false)).any()) << "the window and every task's tests are built";
    EXPECT_TRUE(loopMissing(kit, loopTargets(kit, true)).any()) << "but not every trace";
}

// ---- What the first build says ----

// The line reads the numbers it is given, not tasks.txt: six tasks numbered in a row, as the kit ships them.
const std::vector<int> kSixTasks{1, 2, 3, 4, 5, 6};

LoopMissing missingOf(bool window, std::vector<int> tests, std::vector<int> traces) {
    LoopMissing missing;
    missing.window = window;
    missing.tests = std::move(tests);
    missing.traces = std::move(traces);
    return missing;
}

TEST(FirstBuildLine, ANewKitsBuildNamesWhatItBuildsThatItIsOnceAndHowLongItTakes) {
    const std::vector<int> tasks = kSixTasks;
    const std::string line = firstBuildLine(missingOf(true, tasks, tasks), true);
    EXPECT_TRUE(line.starts_with("The first build: the window, the tests of " + range(tasks) +
                                 " and their traces, once."))
        << line;
    EXPECT_NE(line.find("minutes on an idle 2-core laptop"), std::string::npos) << line;
    EXPECT_NE(line.find("every later command builds only what you change"), std::string::npos) << line;
    EXPECT_TRUE(firstBuildLine(missingOf(true, tasks, {}), true)
                    .starts_with("The first build: the window and the tests of " + range(tasks) + ", once."))
        << "without a debugger";
}

TEST(FirstBuildLine, AKitWithTheWindowBuiltNamesOnlyWhatItStillBuilds) {
    const std::vector<int> tasks = kSixTasks;
    const std::string later = ", once; every later command builds only what you change.";
    EXPECT_EQ(firstBuildLine(missingOf(false, tasks, {}), false), "Building the tests of " + range(tasks) + later);
    EXPECT_EQ(firstBuildLine(missingOf(false, {tasks[1], tasks[3]}, {}), false),
              "Building the tests of tasks " + std::to_string(tasks[1]) + " and " + std::to_string(tasks[3]) + later);
    EXPECT_EQ(firstBuildLine(missingOf(false, {tasks[0], tasks[2], tasks[4]}, {}), false),
              "Building the tests of tasks " + std::to_string(tasks[0]) + ", " + std::to_string(tasks[2]) + " and " +
                  std::to_string(tasks[4]) + later);
    EXPECT_EQ(firstBuildLine(missingOf(true, {tasks[2]}, {}), false),
              "Building the window and the tests of task " + std::to_string(tasks[2]) + later);
    EXPECT_EQ(firstBuildLine(missingOf(false, {}, tasks), false),
              "Building the trace programs of " + range(tasks) + later)
        << "a debugger installed after the first build";
}

TEST(FirstBuildLine, SaysNothingWhenTheLoopIsBuilt) { EXPECT_EQ(firstBuildLine(missingOf(false, {}, {}), false), ""); }

// ---- The files a failed build names ----

TEST(FilesWithErrors, NamesEachFileWithAnErrorOnceRelativeToTheKitAndNotTheLinker) {
    testing::ScratchFolder folder;
    const std::filesystem::path root = folder.path() / "kit";
    const std::string cohesion = "exercises/03_cohesion.cpp", flee = "exercises/04_flee.cpp";
    testing::put(root / cohesion, "// the learner's\n");
    testing::put(root / flee, "// the learner's\n");
    const std::string log = "[3/40] Building CXX object checker/CMakeFiles/x.dir/03_cohesion.cpp.o\n" +
                            (root / cohesion).generic_string() + ":12:5: error: expected ';' before '}' token\n" +
                            (root / cohesion).generic_string() + ":14: error: 'x' was not declared\n" +
                            "../" + flee + ":7:1: fatal error: missing.h: No such file or directory\n" +
                            "collect2: error: ld returned 1 exit status\n" + "ninja: build stopped.\n";
    EXPECT_EQ(filesWithErrors(log, root), (std::vector<std::string>{cohesion, flee}));
    EXPECT_EQ(filesWithErrors("ninja: build stopped: subcommand failed.\n", root), std::vector<std::string>{});
}

// ---- A list in words (file_io.h) ----

TEST(SpokenList, ReadsAsASentenceListsOneTwoOrMoreItems) {
    EXPECT_EQ(spokenList({}), "");
    EXPECT_EQ(spokenList({"the window"}), "the window");
    EXPECT_EQ(spokenList({"the window", "the tests"}), "the window and the tests");
    EXPECT_EQ(spokenList({"1", "2", "4", "5"}), "1, 2, 4 and 5");
}

}  // namespace
}  // namespace boids::companion

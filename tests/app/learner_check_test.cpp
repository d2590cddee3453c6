// The checks of the learner's code that the window runs apart from itself (learner_check.h): the report a checker
// writes and the window reads, and code that never returns or crashes held back by task.
#include <algorithm>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <boids/diagnosis.h>

#include "child_process.h"
#include "learner_check.h"
#include "panel_text.h"
#include "state_dump.h"
#include "utf8_path.h"

namespace boids::app {
namespace {

// A separation that multiplies its push by its own weight slider, which step() applies already; and an alignment
// that skips the first neighbour. Each fails some of its task's checks and flies.
Vec2 separationTimesItsWeight(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    return recipeTasks().separation(self, neighbors, params) * params.separationWeight;
}
Vec2 alignmentWithoutTheFirstNeighbour(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    return recipeTasks().alignment(self, neighbors.empty() ? neighbors : neighbors.subspan(1), params);
}

TEST(LearnerChecks, TheReferencePassesAndIsHeldBackNowhere) {
    const LearnerChecks checks = parseLearnerChecks(runLearnerChecks(linkedTasks()), 0);
    EXPECT_TRUE(checks.problem.empty()) << checks.problem;
    EXPECT_FALSE(checks.anyHeldBack());
    for (const LearnerTask& t : checks.tasks) {
        EXPECT_GT(t.total, 0);
        EXPECT_EQ(t.passed, t.total);
    }
    EXPECT_EQ(checks.grid.passed, checks.grid.total);
}

// Holding back needs child processes (fork). Without them (Windows) a hang or crash ends the checker, and the
// window flies the reference for every task: the e2e case checker_stopped_at_start tests that instead.
#if defined(__unix__) || defined(__APPLE__)

// An alignment that never returns (with a side effect, so that no optimiser may take the loop away).
Vec2 alignmentThatNeverReturns(const Boid&, std::span<const Boid>, const Params&) {
    volatile unsigned long turns = 0;
    while (true) turns = turns + 1;
}

// A cohesion that crashes as a null pointer read would.
Vec2 cohesionThatCrashes(const Boid&, std::span<const Boid>, const Params&) {
    std::raise(SIGSEGV);
    return {};
}

// A cohesion that passes every check on one thread, and keeps its scratch in a static vector that every thread
// shares: on several threads at once it gives other answers, or corrupts the heap.
Vec2 cohesionWithAStaticScratch(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    static std::vector<Vec2> positions;
    positions.clear();
    for (const Boid& other : neighbors) positions.push_back(other.position);
    if (positions.empty()) return {};
    Vec2 centre{};
    for (Vec2 p : positions) centre += p;
    return normalized(centre / float(positions.size()) - self.position);
}

TEST(LearnerChecks, HoldBackOnlyTheTasksThatNeverReturnOrCrash) {
    TaskTable table = linkedTasks();
    table.alignment = &alignmentThatNeverReturns;
    table.cohesion = &cohesionThatCrashes;
    const auto start = std::chrono::steady_clock::now();
    const LearnerChecks checks = parseLearnerChecks(runLearnerChecks(table, std::chrono::milliseconds(300)), 0);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_LT(seconds, 10.0) << "the checks must end by themselves";
    EXPECT_NE(checks.tasks[0].heldBack.find("your calculateAlignment never returned"), std::string::npos)
        << checks.tasks[0].heldBack;
    EXPECT_NE(checks.tasks[0].heldBack.find("(check "), std::string::npos) << "the check it was in is named";
    EXPECT_NE(checks.tasks[2].heldBack.find("your calculateCohesion crashed with a segmentation fault"),
              std::string::npos)
        << checks.tasks[2].heldBack;
    EXPECT_TRUE(checks.tasks[1].heldBack.empty()) << "separation is the reference's: " << checks.tasks[1].heldBack;
    EXPECT_EQ(checks.tasks[1].passed, checks.tasks[1].total);

    const TaskTable flying = withoutHeldBack(table, linkedTasks(), checks);
    EXPECT_EQ(flying.alignment, linkedTasks().alignment) << "a task held back flies the reference";
    EXPECT_EQ(flying.cohesion, linkedTasks().cohesion);
    EXPECT_EQ(flying.reference, &linkedTasks()) << "so the fused step knows the held-back force for the reference's";
}

TEST(LearnerChecks, HoldBackAForceThatKeepsAStaticVariableAndSaySo) {
    TaskTable table = linkedTasks();
    table.cohesion = &cohesionWithAStaticScratch;
    const LearnerChecks checks = parseLearnerChecks(runLearnerChecks(table, std::chrono::milliseconds(2000)), 0);
    const LearnerTask& cohesion = checks.tasks[index(Task::Cohesion)];
    EXPECT_EQ(cohesion.passed, cohesion.total) << "on one thread it is right";
    EXPECT_NE(cohesion.heldBack.find("several threads"), std::string::npos) << cohesion.heldBack;
    EXPECT_NE(cohesion.heldBack.find("static or global variable"), std::string::npos) << cohesion.heldBack;
    for (Task task : {Task::Alignment, Task::Separation, Task::Flee, Task::ObstacleAvoid}) {
        EXPECT_EQ(checks.tasks[index(task)].heldBack, "") << info(task).name;
    }
}
#endif

TEST(LearnerChecks, OnlyTheFirstTaskThatFailsGetsItsDiagnosisAndThePanelShowsIt) {
    TaskTable table = linkedTasks();
    table.alignment = &alignmentWithoutTheFirstNeighbour;
    table.separation = &separationTimesItsWeight;
    const LearnerChecks checks = parseLearnerChecks(runLearnerChecks(table, std::chrono::milliseconds(2000)), 0);
    const LearnerTask& alignment = checks.tasks[index(Task::Alignment)];
    const LearnerTask& separation = checks.tasks[index(Task::Separation)];
    ASSERT_LT(alignment.passed, alignment.total);
    ASSERT_LT(separation.passed, separation.total);
    const Diagnosis measured = diagnoseForce(Task::Alignment, table);
    ASSERT_FALSE(measured.empty());
    EXPECT_EQ(alignment.diagnosis, measured.findings.front().text)
        << "the window says what ./workshop test 1 begins with";
    EXPECT_EQ(separation.diagnosis, "") << "only the first task that fails: the one the learner is on";

    const AppState app = makeAppState(Params{}, 1, linkedTasks(), &table, 0, {1200, 800}, SearchMode::ReferenceGrid,
                                      &checks);
    const std::vector<Span> lines = messageLines(app);
    const std::vector<std::string> expected = {
        fmt::format("1 Alignment: {} of {} checks fail.", alignment.total - alignment.passed, alignment.total),
        alignment.diagnosis, "./workshop test 1 says more."};
    const auto at = std::search(lines.begin(), lines.end(), expected.begin(), expected.end(),
                                [](const Span& l, const std::string& e) { return l.text == e; });
    ASSERT_NE(at, lines.end()) << "the panel's messages hold the counts, the diagnosis and where to read more";
    EXPECT_EQ(at[1].maxLines, kDiagnosisLines) << "the diagnosis takes two lines of the panel at most";
    EXPECT_NE(formatStateDump(app).find("diagnosis.1=" + alignment.diagnosis + "\n"), std::string::npos)
        << formatStateDump(app);
}

TEST(LearnerChecks, SeparationGetsTheDiagnosisOnceAlignmentPasses) {
    TaskTable table = linkedTasks();
    table.separation = &separationTimesItsWeight;
    const LearnerChecks checks = parseLearnerChecks(runLearnerChecks(table, std::chrono::milliseconds(2000)), 0);
    const LearnerTask& separation = checks.tasks[index(Task::Separation)];
    EXPECT_NE(separation.diagnosis.find("separationWeight"), std::string::npos)
        << "the experiments find it reads its own weight: " << separation.diagnosis;
    for (Task task : {Task::Alignment, Task::Cohesion, Task::Flee, Task::ObstacleAvoid}) {
        EXPECT_EQ(checks.tasks[index(task)].diagnosis, "") << info(task).name << " passes";
    }
}

TEST(LearnerChecks, TheReferenceAndAStubGetNoDiagnosis) {
    for (const LearnerTask& t : parseLearnerChecks(runLearnerChecks(linkedTasks()), 0).tasks) {
        EXPECT_EQ(t.diagnosis, "");
    }
    TaskTable table = linkedTasks();
    table.alignment = [](const Boid&, std::span<const Boid>, const Params&) { return Vec2{}; };
    const LearnerTask alignment = parseLearnerChecks(runLearnerChecks(table), 0).tasks[index(Task::Alignment)];
    EXPECT_TRUE(alignment.stub);
    EXPECT_EQ(alignment.diagnosis, "") << "a stub is called a stub, and nothing more";
}

TEST(LearnerChecks, AReportCutShortOrGarbledIsAProblemNotAPass) {
    const std::string whole = runLearnerChecks(linkedTasks());
    EXPECT_FALSE(parseLearnerChecks(whole.substr(0, whole.size() / 2), -1).problem.empty()) << "cut in half";
    EXPECT_FALSE(parseLearnerChecks("", 139).problem.empty()) << "nothing at all";
    EXPECT_FALSE(parseLearnerChecks("boids-check 1\ntask\t1\t2\t2\t0\t\t\nend\n", 0).problem.empty())
        << "tasks 2 to 6 missing";
    EXPECT_FALSE(parseLearnerChecks("boids-check 1\ntask\tx\t2\t2\t0\t\t\nend\n", 0).problem.empty())
        << "a task that is not a number";
}

// The window starts the checker with runProcess (child_process.h): one that cannot start, or that a signal ends, is
// named with its path and what happened, never as an exit code the shell made up (127).
TEST(LearnerChecks, ACheckerThatCannotStartIsAProblemThatNamesItsPath) {
    const std::filesystem::path checker = std::filesystem::temp_directory_path() / "it's a $kit" / "boids_check";
    const ProcessResult result = runProcess(checker, checkerArguments("plugin.so"));
    const LearnerChecks checks = parseLearnerChecks(result.output, result.exitCode);
    EXPECT_TRUE(checks.problem.starts_with("the checker of your code gave no report: could not start " +
                                           utf8FromPath(checker) + ": "))
        << checks.problem;
    EXPECT_EQ(checks.problem.find("exit code"), std::string::npos) << checks.problem;
}

TEST(LearnerChecks, ALoadThatHangsHoldsBackTheWholePlugin) {
    const LearnerChecks checks = parseLearnerChecks(loadHeldBackReport("loading your code never returned"), 0);
    EXPECT_TRUE(checks.anyHeldBack());
    EXPECT_EQ(checks.loadHeldBack, "loading your code never returned");
}

}  // namespace
}  // namespace boids::app

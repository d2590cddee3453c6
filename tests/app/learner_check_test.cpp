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

#include "../support/listed.h"

#include <boids/diagnosis.h>
#include <boids/records.h>

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
    return recipeTasks()[Task::Separation].flock(self, neighbors, params) * params.separationWeight;
}
Vec2 alignmentWithoutTheFirstNeighbour(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    return recipeTasks()[Task::Alignment].flock(self, neighbors.empty() ? neighbors : neighbors.subspan(1), params);
}

// The forces of tasks.txt but `task`.
std::vector<Task> forcesBut(Task task) {
    std::vector<Task> out;
    for (Task t : forceTasks()) {
        if (t != task) out.push_back(t);
    }
    return out;
}

// What a force's checks found: LearnerChecks::tasks is by index() (the grid's slot unused: LearnerChecks::grid).
const LearnerTask& of(const LearnerChecks& checks, Task task) { return checks.tasks[std::size_t(index(task))]; }

TEST(LearnerChecks, TheReferencePassesAndIsHeldBackNowhere) {
    const LearnerChecks checks = parseLearnerChecks(runLearnerChecks(linkedTasks()), 0);
    EXPECT_TRUE(checks.problem.empty()) << checks.problem;
    EXPECT_FALSE(checks.anyHeldBack());
    for (Task task : forceTasks()) {
        const LearnerTask& t = of(checks, task);
        EXPECT_GT(t.total, 0) << info(task).name;
        EXPECT_EQ(t.passed, t.total) << info(task).name;
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
    BOIDS_SKIP_UNLESS_LISTED(Task::Alignment, Task::Cohesion);
    TaskTable table = linkedTasks();
    table[Task::Alignment].flock = &alignmentThatNeverReturns;
    table[Task::Cohesion].flock = &cohesionThatCrashes;
    // The window's own limit: the reference's checks take milliseconds, but a forked child's CPU time on a loaded
    // machine is not only its own work, and a shorter limit leaves a reference too little room.
    const auto start = std::chrono::steady_clock::now();
    const LearnerChecks checks = parseLearnerChecks(runLearnerChecks(table, kCheckLimit), 0);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    // The hang costs a limit, and its diagnosis 4 more; the rest takes milliseconds, and a busy machine the clock.
    const double most = 6 * 5 * std::chrono::duration<double>(kCheckLimit).count();
    EXPECT_LT(seconds, most) << "the checks must end by themselves";
    const LearnerTask& alignment = of(checks, Task::Alignment);
    const LearnerTask& cohesion = of(checks, Task::Cohesion);
    EXPECT_NE(alignment.heldBack.find("your calculateAlignment never returned"), std::string::npos)
        << alignment.heldBack;
    EXPECT_NE(alignment.heldBack.find("(check "), std::string::npos) << "the check it was in is named";
    EXPECT_NE(cohesion.heldBack.find("your calculateCohesion crashed with a segmentation fault"), std::string::npos)
        << cohesion.heldBack;
    for (Task task : forceTasks()) {
        if (task == Task::Alignment || task == Task::Cohesion) continue;
        const LearnerTask& t = of(checks, task);
        EXPECT_TRUE(t.heldBack.empty()) << info(task).name << " is the reference's: " << t.heldBack;
        EXPECT_EQ(t.passed, t.total) << info(task).name;
    }

    const TaskTable flying = withoutHeldBack(table, linkedTasks(), checks);
    EXPECT_TRUE(flying[Task::Alignment] == linkedTasks()[Task::Alignment]) << "a task held back flies the reference";
    EXPECT_TRUE(flying[Task::Cohesion] == linkedTasks()[Task::Cohesion]);
    EXPECT_EQ(flying.reference, &linkedTasks()) << "so the fused step knows the held-back force for the reference's";
}

TEST(LearnerChecks, HoldBackAForceThatKeepsAStaticVariableAndSaySo) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Cohesion);
    TaskTable table = linkedTasks();
    table[Task::Cohesion].flock = &cohesionWithAStaticScratch;
    const LearnerChecks checks = parseLearnerChecks(runLearnerChecks(table, std::chrono::milliseconds(2000)), 0);
    const LearnerTask& cohesion = of(checks, Task::Cohesion);
    EXPECT_EQ(cohesion.passed, cohesion.total) << "on one thread it is right";
    EXPECT_NE(cohesion.heldBack.find("several threads"), std::string::npos) << cohesion.heldBack;
    EXPECT_NE(cohesion.heldBack.find("static or global variable"), std::string::npos) << cohesion.heldBack;
    for (Task task : forcesBut(Task::Cohesion)) EXPECT_EQ(of(checks, task).heldBack, "") << info(task).name;
}
#endif

TEST(LearnerChecks, OnlyTheFirstTaskThatFailsGetsItsDiagnosisAndThePanelShowsIt) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Alignment, Task::Separation);
    TaskTable table = linkedTasks();
    table[Task::Alignment].flock = &alignmentWithoutTheFirstNeighbour;
    table[Task::Separation].flock = &separationTimesItsWeight;
    ASSERT_LT(index(Task::Alignment), index(Task::Separation)) << "alignment comes first in tasks.txt";
    const LearnerChecks checks = parseLearnerChecks(runLearnerChecks(table, std::chrono::milliseconds(2000)), 0);
    const LearnerTask& alignment = of(checks, Task::Alignment);
    const LearnerTask& separation = of(checks, Task::Separation);
    const int number = info(Task::Alignment).number;
    ASSERT_LT(alignment.passed, alignment.total);
    ASSERT_LT(separation.passed, separation.total);
    const Diagnosis measured = diagnoseForce(Task::Alignment, table);
    ASSERT_FALSE(measured.empty());
    EXPECT_EQ(alignment.diagnosis, measured.findings.front().text)
        << "the window says what ./workshop test " << number << " begins with";
    EXPECT_EQ(separation.diagnosis, "") << "only the first task that fails: the one the learner is on";

    const AppState app = makeAppState(Params{}, 1, linkedTasks(), &table, 0, {1200, 800}, SearchMode::ReferenceGrid,
                                      &checks);
    const std::vector<Span> lines = messageLines(app);
    const std::vector<std::string> expected = {
        fmt::format("{} {}: {} of {} checks fail.", number, info(Task::Alignment).name,
                    alignment.total - alignment.passed, alignment.total),
        alignment.diagnosis, fmt::format("./workshop test {} says more.", number)};
    const auto at = std::search(lines.begin(), lines.end(), expected.begin(), expected.end(),
                                [](const Span& l, const std::string& e) { return l.text == e; });
    ASSERT_NE(at, lines.end()) << "the panel's messages hold the counts, the diagnosis and where to read more";
    EXPECT_EQ(at[1].maxLines, kDiagnosisLines) << "the diagnosis takes two lines of the panel at most";
    EXPECT_NE(formatStateDump(app).find(fmt::format("diagnosis.{}={}\n", number, alignment.diagnosis)),
              std::string::npos)
        << formatStateDump(app);
}

TEST(LearnerChecks, SeparationGetsTheDiagnosisOnceAlignmentPasses) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Separation);
    TaskTable table = linkedTasks();
    table[Task::Separation].flock = &separationTimesItsWeight;
    const LearnerChecks checks = parseLearnerChecks(runLearnerChecks(table, std::chrono::milliseconds(2000)), 0);
    const LearnerTask& separation = of(checks, Task::Separation);
    EXPECT_NE(separation.diagnosis.find("separationWeight"), std::string::npos)
        << "the experiments find it reads its own weight: " << separation.diagnosis;
    for (Task task : forcesBut(Task::Separation)) {
        EXPECT_EQ(of(checks, task).diagnosis, "") << info(task).name << " passes";
    }
}

TEST(LearnerChecks, TheReferenceAndAStubGetNoDiagnosis) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Alignment);
    const LearnerChecks reference = parseLearnerChecks(runLearnerChecks(linkedTasks()), 0);
    for (Task task : forceTasks()) EXPECT_EQ(of(reference, task).diagnosis, "") << info(task).name;
    TaskTable table = linkedTasks();
    table[Task::Alignment].flock = [](const Boid&, std::span<const Boid>, const Params&) { return Vec2{}; };
    const LearnerTask alignment = of(parseLearnerChecks(runLearnerChecks(table), 0), Task::Alignment);
    EXPECT_TRUE(alignment.stub);
    EXPECT_EQ(alignment.diagnosis, "") << "a stub is called a stub, and nothing more";
}

TEST(LearnerChecks, AReportCutShortOrGarbledIsAProblemNotAPass) {
    const std::string whole = runLearnerChecks(linkedTasks());
    EXPECT_FALSE(parseLearnerChecks(whole.substr(0, whole.size() / 2), -1).problem.empty()) << "cut in half";
    EXPECT_FALSE(parseLearnerChecks("", 139).problem.empty()) << "nothing at all";
    ASSERT_GT(taskCount(), 1);
    const report::Start start{"boids_check", {}, 0};
    report::TaskSummary first;
    first.task = tasks()[0].number;
    first.passed = first.total = 2;
    const LearnerChecks onlyTheFirst =
        parseLearnerChecks(report::startLine(start) + report::taskLine(first) + report::endLine(), 0);
    EXPECT_NE(onlyTheFirst.problem.find(fmt::format("said nothing of task {}", tasks()[1].number)), std::string::npos)
        << "every task but the first of tasks.txt missing: " << onlyTheFirst.problem;
    const std::string notANumber = R"({"record":"task","task":"x","passed":2,"total":2})" "\n";
    EXPECT_FALSE(parseLearnerChecks(report::startLine(start) + notANumber + report::endLine(), 0).problem.empty())
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

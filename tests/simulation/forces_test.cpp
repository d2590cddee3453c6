// Evaluating the forces of one boid (evaluateForces): weights, each task given its items, and bad forces counted as
// zero and recorded; describe(), the words for what was rejected.
#include "fakes.h"

namespace boids {
namespace {
using namespace simulation_test;

// --- evaluateForces ---

TEST(EvaluateForces, MultipliesTheFlockingForcesByTheirWeightsAndAddsFleeAndAvoidanceUnweighted) {
    Params params;
    params.separationWeight = 2;
    params.alignmentWeight = 3;
    params.cohesionWeight = 0.5f;
    auto weightOf = [&](Task task) {
        switch (task) {
            case Task::Separation: return params.separationWeight;
            case Task::Alignment: return params.alignmentWeight;
            case Task::Cohesion: return params.cohesionWeight;
            case Task::Flee:
            case Task::ObstacleAvoid: return 1.0f;
            default: break;
        }
        return info(task).weight ? info(task).weight.of(params) : 1.0f;  // an added task's
    };
    const Boid self{{100, 100}, {1, 0}};
    for (Task task : forceTasks()) {
        SCOPED_TRACE(fmt::format("only task {} pushes right with (1, 0)", info(task).number));
        const TaskTable table = replacing(noForces(), task, &pushRight<Boid>, &pushRight<Vec2>, &pushRight<Obstacle>);
        const ForceBreakdown result = evaluateForces(self, {}, {}, {}, params, table);
        EXPECT_TRUE(Near(result.forces[index(task)], {1, 0}));
        EXPECT_TRUE(Near(result.total, Vec2{1, 0} * weightOf(task)));
    }
}

TEST(EvaluateForces, AddsAllFiveForcesTogether) {
    Params params;
    params.separationWeight = 2;
    params.alignmentWeight = 3;
    params.cohesionWeight = 0.5f;
    const TaskTable all =
        tableOf(&pushRight<Boid>, &pushRight<Boid>, &pushRight<Boid>, &pushUp<Vec2>, &pushUp<Obstacle>);
    const ForceBreakdown result = evaluateForces(Boid{{100, 100}, {1, 0}}, {}, {}, {}, params, all);
    // Three weighted pushes right, plus flee and avoidance pushing up at weight 1 each (of the tasks listed).
    auto listed = [](Task task, float weight) { return isListed(task) ? weight : 0.0f; };
    const float right = listed(Task::Separation, params.separationWeight) +
                        listed(Task::Alignment, params.alignmentWeight) + listed(Task::Cohesion, params.cohesionWeight);
    EXPECT_TRUE(Near(result.total, {right, listed(Task::Flee, 1) + listed(Task::ObstacleAvoid, 1)}));
}

TEST(EvaluateForces, PassesEachTaskItsOwnItems) {
    const TaskTable counting = tableOf(&countsItems<Boid>, &countsItems<Boid>, &countsItems<Boid>, &countsItems<Vec2>,
                             &countsItems<Obstacle>);
    const std::vector<Boid> neighbours{{{110, 100}, {}}, {{90, 100}, {}}};
    const std::vector<Vec2> predators{{0, 0}, {10, 0}, {20, 0}};
    const std::vector<Obstacle> obstacles{{{50, 50}, 20}};
    const ForceBreakdown result =
        evaluateForces(Boid{{100, 100}, {1, 0}}, neighbours, predators, obstacles, Params{}, counting);
    const std::pair<Task, Vec2> counts[] = {{Task::Alignment, {2, 0}}, {Task::Separation, {2, 0}},
                                            {Task::Cohesion, {2, 0}},  {Task::Flee, {3, 0}},
                                            {Task::ObstacleAvoid, {1, 0}}};
    for (const auto& [task, count] : counts) {
        if (isListed(task)) {
            EXPECT_TRUE(Near(result.forces[index(task)], count)) << info(task).name;
        }
    }
}

// evaluateForces with `task` replaced by a fake and the other four pushing right.
Evaluation evaluateWithOneBadTask(Task task, FlockForce flock, PredatorForce flee, ObstacleForce obstacle) {
    const TaskTable table = replacing(everyTaskPushesRight(), task, flock, flee, obstacle);
    Evaluation out;
    out.result = evaluateForces(Boid{{100, 100}, {1, 0}}, {}, {}, {}, Params{}, table, &out.report);
    return out;
}

TEST(EvaluateForces, CountsANanForceAsZeroAndRecordsItForItsTask) {
    for (Task task : forceTasks()) {
        SCOPED_TRACE(fmt::format("task {} returns NaN", info(task).number));
        const auto [result, report] =
            evaluateWithOneBadTask(task, &nanForce<Boid>, &nanForce<Vec2>, &nanForce<Obstacle>);
        EXPECT_TRUE(Near(result.forces[index(task)], {0, 0}));
        const float others = functionsBesides(everyTaskPushesRight(), task);  // each pushes right with weight 1
        EXPECT_TRUE(Near(result.total, {others, 0}));
        EXPECT_EQ(report.faults[index(task)].count, 1);
        EXPECT_EQ(report.faults[index(task)].first, ForceFault::NotANumber);
        EXPECT_EQ(report.total(), 1);
    }
}

TEST(EvaluateForces, CountsAnInfiniteForceAsZeroAndRecordsItForItsTask) {
    for (Task task : forceTasks()) {
        SCOPED_TRACE(fmt::format("task {} returns infinity", info(task).number));
        const auto [result, report] =
            evaluateWithOneBadTask(task, &infiniteForce<Boid>, &infiniteForce<Vec2>, &infiniteForce<Obstacle>);
        EXPECT_TRUE(Near(result.forces[index(task)], {0, 0}));
        const float others = functionsBesides(everyTaskPushesRight(), task);  // each pushes right with weight 1
        EXPECT_TRUE(Near(result.total, {others, 0}));
        EXPECT_EQ(report.faults[index(task)].count, 1);
        EXPECT_EQ(report.faults[index(task)].first, ForceFault::Infinite);
        EXPECT_EQ(report.total(), 1);
    }
}

TEST(EvaluateForces, CountsAThrowingTaskAsZeroAndKeepsTheExceptionsMessage) {
    for (Task task : forceTasks()) {
        SCOPED_TRACE(fmt::format("task {} throws", info(task).number));
        const auto [result, report] =
            evaluateWithOneBadTask(task, &throwsBoom<Boid>, &throwsBoom<Vec2>, &throwsBoom<Obstacle>);
        EXPECT_TRUE(Near(result.forces[index(task)], {0, 0}));
        const float others = functionsBesides(everyTaskPushesRight(), task);  // each pushes right with weight 1
        EXPECT_TRUE(Near(result.total, {others, 0}));
        EXPECT_EQ(report.faults[index(task)].count, 1);
        EXPECT_EQ(report.faults[index(task)].first, ForceFault::Threw);
        EXPECT_EQ(report.faults[index(task)].message, "boom");
    }
}

TEST(EvaluateForces, CountsSomethingThrownThatIsNotAStdExceptionAsZero) {
    const Task task = forceTasks().front();
    const auto [result, report] =
        evaluateWithOneBadTask(task, &throwsAnInt<Boid>, &throwsAnInt<Vec2>, &throwsAnInt<Obstacle>);
    EXPECT_TRUE(Near(result.forces[index(task)], {0, 0}));
    EXPECT_EQ(report.faults[index(task)].count, 1);
    EXPECT_EQ(report.faults[index(task)].first, ForceFault::Threw);
}

TEST(EvaluateForces, RejectsBadForcesWithoutAReportToRecordThemIn) {
    const TaskTable table = replacing(noForces(), flockTask(0), &nanForce<Boid>, nullptr, nullptr);
    const ForceBreakdown result = evaluateForces(Boid{{100, 100}, {1, 0}}, {}, {}, {}, Params{}, table, nullptr);
    EXPECT_TRUE(Near(result.total, {0, 0}));
}

TEST(EvaluateForces, DoesNotCountNegativeZeroAsAFault) {
    const TaskTable table = tableOf(&negativeZero<Boid>, &negativeZero<Boid>, &negativeZero<Boid>, &negativeZero<Vec2>,
                          &negativeZero<Obstacle>);
    StepReport report;
    const ForceBreakdown result = evaluateForces(Boid{{100, 100}, {1, 0}}, {}, {}, {}, Params{}, table, &report);
    EXPECT_EQ(report.total(), 0);
    EXPECT_TRUE(Near(result.total, {0, 0}));
}

TEST(EvaluateForces, KeepsTheTotalFiniteWhenFiniteForcesOverflowWhenAdded) {
    TaskTable table = noForces();
    table[flockTask(0)].flock = &nearlyTheLargestFloat<Boid>;
    table[flockTask(1)].flock = &nearlyTheLargestFloat<Boid>;
    const ForceBreakdown result = evaluateForces(Boid{{100, 100}, {1, 0}}, {}, {}, {}, Params{}, table);
    EXPECT_TRUE(isFinite(result.total)) << fmt::format("total {}", result.total);
    EXPECT_TRUE(isFinite(result.forces[index(flockTask(0))]));
}

// --- describe ---

TEST(Describe, NamesTheTaskAndCountsTheBoidsForNan) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Cohesion);
    const TaskFaults faults{12, ForceFault::NotANumber, ""};
    const std::string text = describe(Task::Cohesion, faults);
    EXPECT_EQ(text.rfind("Task 3 Cohesion returned NaN for 12 boids", 0), 0u) << text;
    EXPECT_NE(text.find("divide by zero"), std::string::npos) << text;
}

TEST(Describe, SaysOneBoidInTheSingular) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Separation);
    const std::string text = describe(Task::Separation, TaskFaults{1, ForceFault::Infinite, ""});
    EXPECT_EQ(text.rfind("Task 2 Separation returned infinity for 1 boid:", 0), 0u) << text;
}

TEST(Describe, QuotesTheMessageOfAThrownException) {
    BOIDS_SKIP_UNLESS_LISTED(Task::ObstacleAvoid);
    const std::string text = describe(Task::ObstacleAvoid, TaskFaults{2, ForceFault::Threw, "boom"});
    EXPECT_EQ(text, "Task 5 Obstacle avoidance threw for 2 boids: boom");
}

TEST(Describe, IsEmptyWhenNothingWasRejected) {
    for (Task task : forceTasks()) EXPECT_EQ(describe(task, TaskFaults{}), "") << "task " << info(task).number;
}

}  // namespace
}  // namespace boids

// The simulation's contracts: neighbour search, wrapping, force evaluation, step(), predators, spawning, describe().
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "support/listed.h"

#include <boids/format.h>
#include <boids/simulation.h>

namespace boids {
namespace {

// Prints both vectors when they differ, e.g. "expected (0, 1), got (1, 0)".
testing::AssertionResult Near(Vec2 actual, Vec2 expected, float tolerance = 1e-4f) {
    if (approxEqual(actual, expected, tolerance)) return testing::AssertionSuccess();
    return testing::AssertionFailure() << fmt::format("expected {}, got {}", expected, actual);
}

// Exact equality, for values that must be kept rather than recomputed; prints both vectors when they differ.
testing::AssertionResult Same(Vec2 actual, Vec2 expected) {
    if (actual == expected) return testing::AssertionSuccess();
    return testing::AssertionFailure() << fmt::format("expected exactly {}, got {}", expected, actual);
}

// Exact equality of two lists of points, printing both when they differ.
testing::AssertionResult SamePoints(const std::vector<Vec2>& actual, const std::vector<Vec2>& expected) {
    if (actual == expected) return testing::AssertionSuccess();
    std::string text = "expected";
    for (Vec2 p : expected) text += fmt::format(" {}", p);
    text += ", got";
    for (Vec2 p : actual) text += fmt::format(" {}", p);
    return testing::AssertionFailure() << text;
}

// Fake forces. Each is a template over what the task is given (Boid, Vec2 or Obstacle), so that one fake
// fits every entry of a TaskTable: &pushRight<Boid> is a FlockForce, &pushRight<Vec2> a PredatorForce.
template <class Item>
Vec2 noForce(const Boid&, std::span<const Item>, const Params&) {
    return {};
}

template <class Item>
Vec2 pushRight(const Boid&, std::span<const Item>, const Params&) {
    return {1, 0};
}

template <class Item>
Vec2 pushUp(const Boid&, std::span<const Item>, const Params&) {
    return {0, 1};
}

template <class Item>
Vec2 nanForce(const Boid&, std::span<const Item>, const Params&) {
    return {std::numeric_limits<float>::quiet_NaN(), 0};
}

template <class Item>
Vec2 infiniteForce(const Boid&, std::span<const Item>, const Params&) {
    return {0, std::numeric_limits<float>::infinity()};
}

template <class Item>
Vec2 throwsBoom(const Boid&, std::span<const Item>, const Params&) {
    throw std::runtime_error("boom");
}

template <class Item>
Vec2 throwsAnInt(const Boid&, std::span<const Item>, const Params&) {
    throw 42;
}

template <class Item>
Vec2 hugeForce(const Boid&, std::span<const Item>, const Params&) {
    return {1e30f, 1e30f};
}

// Finite on its own, but two of them added overflow a float.
template <class Item>
Vec2 nearlyTheLargestFloat(const Boid&, std::span<const Item>, const Params&) {
    return {3e38f, 0};
}

template <class Item>
Vec2 negativeZero(const Boid&, std::span<const Item>, const Params&) {
    return {-0.0f, -0.0f};
}

// Reports what it was given: x is the number of items (neighbours, predators or obstacles).
template <class Item>
Vec2 countsItems(const Boid&, std::span<const Item> items, const Params&) {
    return {float(items.size()), 0};
}

// NaN for boids left of x = 50, infinity for the others.
template <class Item>
Vec2 nanOnTheLeftInfinityOnTheRight(const Boid& self, std::span<const Item>, const Params&) {
    return self.position.x < 50 ? Vec2{std::numeric_limits<float>::quiet_NaN(), 0}
                                : Vec2{std::numeric_limits<float>::infinity(), 0};
}

// A tenth of the offsets from self to its neighbours, summed: depends on where the neighbours are.
Vec2 pullTowardNeighbours(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    Vec2 pull{};
    for (const Boid& other : neighbors) pull += (other.position - self.position) / 10.0f;
    return pull;
}

// The first predator flee is given, or zero when there is none.
Vec2 firstPredator(const Boid&, std::span<const Vec2> predators, const Params&) {
    return predators.empty() ? Vec2{} : predators.front();
}

// A table of the kit's five forces: those of them that tasks.txt lists (an added task's stays empty).
TaskTable tableOf(FlockForce alignment, FlockForce separation, FlockForce cohesion, PredatorForce flee,
                  ObstacleForce obstacleAvoid) {
    TaskTable table;
    const std::pair<Task, TaskFunction> given[] = {{Task::Alignment, {.flock = alignment}},
                                                   {Task::Separation, {.flock = separation}},
                                                   {Task::Cohesion, {.flock = cohesion}},
                                                   {Task::Flee, {.predators = flee}},
                                                   {Task::ObstacleAvoid, {.obstacles = obstacleAvoid}}};
    for (const auto& [task, function] : given) {
        if (isListed(task)) table[task] = function;
    }
    return table;
}

// The k-th flock force that tasks.txt lists (precondition: it lists more than k): for a test that needs some flock
// force, not a particular one, so that it runs in a kit that leaves a task out.
Task flockTask(std::size_t k = 0) {
    for (Task t : kForceTasks) {
        if (info(t).kind == TaskKind::Flock && k-- == 0) return t;
    }
    ADD_FAILURE() << "tasks.txt lists too few flock forces for this test";
    return kForceTasks.front();
}

// How many tasks of `table` have a function, `task` left out.
float functionsBesides(const TaskTable& table, Task task) {
    float n = 0;
    for (Task t : kForceTasks) n += t != task && table[t];
    return n;
}

// Every task returns zero.
TaskTable noForces() {
    return tableOf(&noForce<Boid>, &noForce<Boid>, &noForce<Boid>, &noForce<Vec2>, &noForce<Obstacle>);
}

// `table` with the entry of `task` replaced by whichever of the three fakes has the matching signature.
TaskTable replacing(TaskTable table, Task task, FlockForce flock, PredatorForce flee, ObstacleForce obstacle) {
    table[task] = functionFor(task, flock, flee, obstacle);
    return table;
}

// A world of the default size holding exactly these boids: no predators, no obstacles, no mouse.
World worldWith(std::vector<Boid> boids, Params params = {}) {
    params.numBoids = int(boids.size());
    params.numPredators = 0;
    params.numObstacles = 0;
    World world;
    world.params = params;
    world.boids = std::move(boids);
    return world;
}

// A world with one predator and nothing else.
World worldWithPredator(Predator predator, Params params = {}) {
    World world = worldWith({}, params);
    world.params.numPredators = 1;
    world.predators = {predator};
    return world;
}

std::vector<std::uint32_t> neighboursOf(const std::vector<Boid>& boids, std::size_t self, float radius) {
    std::vector<std::uint32_t> out;
    findNeighborsBrute(boids, self, radius, out);
    std::sort(out.begin(), out.end());
    return out;
}

std::string describeWorld(const World& world) {
    std::string text;
    for (const Boid& b : world.boids) text += fmt::format("  boid position {} velocity {}\n", b.position, b.velocity);
    return text;
}

// --- findNeighborsBrute ---

TEST(FindNeighbours, FindsEveryBoidWithinTheRadiusIncludingTheBoundary) {
    const float radius = 40;
    const std::vector<Boid> boids{
        {{100, 100}, {}},  // 0: self
        {{140, 100}, {}},  // 1: 40 to the right, on the boundary
        {{124, 132}, {}},  // 2: offset (24, 32), distance 40, on the boundary
        {{100, 60}, {}},   // 3: 40 below, on the boundary
        {{130, 100}, {}},  // 4: 30 away
        {{141, 100}, {}},  // 5: 41 away
        {{130, 130}, {}},  // 6: offset (30, 30), distance 42.4
    };
    EXPECT_EQ(neighboursOf(boids, 0, radius), (std::vector<std::uint32_t>{1, 2, 3, 4}));
}

TEST(FindNeighbours, ExcludesItselfButNotAnotherBoidOnTheSamePoint) {
    const std::vector<Boid> boids{{{100, 100}, {1, 0}}, {{100, 100}, {0, 1}}};
    EXPECT_EQ(neighboursOf(boids, 0, 40), (std::vector<std::uint32_t>{1}));
    EXPECT_EQ(neighboursOf(boids, 1, 40), (std::vector<std::uint32_t>{0}));
    EXPECT_EQ(neighboursOf(boids, 0, 0), (std::vector<std::uint32_t>{1}));  // distance 0 <= radius 0
}

TEST(FindNeighbours, DoesNotLookAcrossTheWrappedEdges) {
    const Vec2 size = Params{}.worldSize;
    const std::vector<Boid> boids{
        {{5, 450}, {}},             // 0: near the left edge
        {{size.x - 5, 450}, {}},    // 1: 10 away from 0 through the left edge
        {{600, 3}, {}},             // 2: near the bottom edge
        {{600, size.y - 3}, {}},    // 3: 6 away from 2 through the bottom edge
    };
    EXPECT_TRUE(neighboursOf(boids, 0, 40).empty());
    EXPECT_TRUE(neighboursOf(boids, 2, 40).empty());
}

TEST(FindNeighbours, AppendsToWhatIsAlreadyInTheOutput) {
    const std::vector<Boid> boids{{{100, 100}, {}}, {{110, 100}, {}}};
    std::vector<std::uint32_t> out{7};
    findNeighborsBrute(boids, 0, 40, out);
    EXPECT_EQ(out, (std::vector<std::uint32_t>{7, 1}));
}

TEST(FindNeighbours, UsesTheRadiusItIsGiven) {
    const std::vector<Boid> boids{{{100, 100}, {}}, {{150, 100}, {}}, {{180, 100}, {}}};
    EXPECT_TRUE(neighboursOf(boids, 0, 40).empty());
    EXPECT_EQ(neighboursOf(boids, 0, 50), (std::vector<std::uint32_t>{1}));
    EXPECT_EQ(neighboursOf(boids, 0, 80), (std::vector<std::uint32_t>{1, 2}));
}

// --- wrap ---

TEST(Wrap, LeavesAValueInsideTheWorldAlone) {
    EXPECT_EQ(wrap(0.0f, 1200.0f), 0.0f);
    EXPECT_EQ(wrap(599.5f, 1200.0f), 599.5f);
    EXPECT_EQ(wrap(1199.5f, 1200.0f), 1199.5f);
}

TEST(Wrap, PutsExactlyTheSizeBackToZero) { EXPECT_EQ(wrap(1200.0f, 1200.0f), 0.0f); }

TEST(Wrap, WrapsPastEitherEdgeAndAcrossSeveralWidths) {
    EXPECT_FLOAT_EQ(wrap(1201.0f, 1200.0f), 1);      // 1 past the right edge
    EXPECT_FLOAT_EQ(wrap(-1.0f, 1200.0f), 1199);     // 1 past the left edge
    EXPECT_FLOAT_EQ(wrap(2405.0f, 1200.0f), 5);      // 2405 - 2*1200
    EXPECT_FLOAT_EQ(wrap(-2405.0f, 1200.0f), 1195);  // -2405 + 3*1200
}

TEST(Wrap, NeverReturnsTheSizeItselfForATinyNegativeValue) {
    const float size = 1200;
    const float x = wrap(-1e-6f, size);  // -1e-6 + 1200 rounds to 1200 in float
    EXPECT_GE(x, 0);
    EXPECT_LT(x, size);
}

TEST(Wrap, ReturnsZeroInAWorldWithNoSize) {
    EXPECT_EQ(wrap(5.0f, 0.0f), 0);
    EXPECT_EQ(wrap(5.0f, -10.0f), 0);
}

TEST(Wrap, WrapsEachComponentOfAPointBySizeOfThatAxis) {
    const Vec2 size{1200, 900};
    EXPECT_TRUE(Near(wrap(Vec2{1201, 901}, size), {1, 1}));
    EXPECT_TRUE(Near(wrap(Vec2{-1, 950}, size), {1199, 50}));
    EXPECT_TRUE(Near(wrap(Vec2{1000, 800}, size), {1000, 800}));
}

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
        return info(task).weight ? params.*info(task).weight : 1.0f;  // an added task's
    };
    const Boid self{{100, 100}, {1, 0}};
    for (Task task : kForceTasks) {
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

// Every task pushes right with (1, 0).
TaskTable everyTaskPushesRight() {
    return tableOf(&pushRight<Boid>, &pushRight<Boid>, &pushRight<Boid>, &pushRight<Vec2>, &pushRight<Obstacle>);
}

struct Evaluation {
    ForceBreakdown result;
    StepReport report;
};

// evaluateForces with `task` replaced by a fake and the other four pushing right.
Evaluation evaluateWithOneBadTask(Task task, FlockForce flock, PredatorForce flee, ObstacleForce obstacle) {
    const TaskTable table = replacing(everyTaskPushesRight(), task, flock, flee, obstacle);
    Evaluation out;
    out.result = evaluateForces(Boid{{100, 100}, {1, 0}}, {}, {}, {}, Params{}, table, &out.report);
    return out;
}

TEST(EvaluateForces, CountsANanForceAsZeroAndRecordsItForItsTask) {
    for (Task task : kForceTasks) {
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
    for (Task task : kForceTasks) {
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
    for (Task task : kForceTasks) {
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
    const Task task = kForceTasks.front();
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
    for (Task task : kForceTasks) EXPECT_EQ(describe(task, TaskFaults{}), "") << "task " << info(task).number;
}

// --- step: moving boids ---

TEST(Step, MovesEveryBoidByItsVelocity) {
    World world = worldWith({{{100, 100}, {1, 2}}, {{300, 400}, {-3, 0.5f}}});
    StepBuffers buffers;
    step(world, noForces(), buffers);
    EXPECT_TRUE(Near(world.boids[0].position, {101, 102}));
    EXPECT_TRUE(Near(world.boids[1].position, {297, 400.5f}));
    EXPECT_TRUE(Near(world.boids[0].velocity, {1, 2}));
    EXPECT_TRUE(Near(world.boids[1].velocity, {-3, 0.5f}));
}

TEST(Step, AddsTheForceToTheVelocityAndMovesByTheNewVelocity) {
    World world = worldWith({{{100, 100}, {1, 1}}});
    const TaskTable table = replacing(noForces(), flockTask(), &pushRight<Boid>, nullptr, nullptr);
    StepBuffers buffers;
    step(world, table, buffers);
    // Velocity (1, 1) + force (1, 0) * alignmentWeight 1 = (2, 1); the boid moves by that.
    EXPECT_TRUE(Near(world.boids[0].velocity, {2, 1}));
    EXPECT_TRUE(Near(world.boids[0].position, {102, 101}));
}

TEST(Step, LimitsTheVelocityToMaxSpeedAfterAddingTheForce) {
    Params params;
    params.alignmentWeight = params.maxSpeed;  // the push up becomes (0, maxSpeed)
    World world = worldWith({{{100, 100}, {params.maxSpeed, 0}}}, params);
    const TaskTable table = replacing(noForces(), flockTask(), &pushUp<Boid>, nullptr, nullptr);
    StepBuffers buffers;
    step(world, table, buffers);
    // (max, 0) + (0, max) = (max, max), limited to length max: (1, 1) * max / sqrt(2).
    // Limiting before adding would leave (max, max), which is too fast.
    const Vec2 expected = Vec2{1, 1} * (params.maxSpeed / std::sqrt(2.0f));
    EXPECT_TRUE(Near(world.boids[0].velocity, expected));
    EXPECT_TRUE(Near(world.boids[0].position, Vec2{100, 100} + expected));
}

TEST(Step, SlowsABoidThatIsAlreadyTooFastToMaxSpeed) {
    Params params;
    params.maxSpeed = 5;
    World world = worldWith({{{100, 100}, {8, 6}}}, params);  // speed 10
    StepBuffers buffers;
    step(world, noForces(), buffers);
    EXPECT_TRUE(Near(world.boids[0].velocity, Vec2{8, 6} * (params.maxSpeed / 10)));  // (4, 3)
}

TEST(Step, WrapsBoidsAtAllFourEdges) {
    const Vec2 size = Params{}.worldSize;  // 1200 x 900
    World world = worldWith({
        {{size.x - 1, 450}, {2, 0}},    // 1 past the right edge
        {{0.5f, 450}, {-1, 0}},         // 0.5 past the left edge
        {{600, size.y - 1}, {0, 2}},    // 1 past the top edge
        {{600, 1}, {0, -3}},            // 2 past the bottom edge
    });
    StepBuffers buffers;
    step(world, noForces(), buffers);
    EXPECT_TRUE(Near(world.boids[0].position, {1, 450}));
    EXPECT_TRUE(Near(world.boids[1].position, {size.x - 0.5f, 450}));
    EXPECT_TRUE(Near(world.boids[2].position, {600, 1}));
    EXPECT_TRUE(Near(world.boids[3].position, {600, size.y - 2}));
}

TEST(Step, WrapsABoidLandingExactlyOnTheWidthOrHeightToZero) {
    const Vec2 size = Params{}.worldSize;
    World world = worldWith({{{size.x - 2, 450}, {2, 0}}, {{600, size.y - 3}, {0, 3}}});
    StepBuffers buffers;
    step(world, noForces(), buffers);
    EXPECT_EQ(world.boids[0].position.x, 0.0f);
    EXPECT_EQ(world.boids[1].position.y, 0.0f);
}

TEST(Step, PassesEachBoidItsNeighboursWithinTheRadius) {
    Params params;
    params.neighborRadius = 40;
    // Boids at x = 100, 130 and 200: only the first two are within 40 of each other.
    World world = worldWith({{{100, 100}, {}}, {{130, 100}, {}}, {{200, 100}, {}}}, params);
    const TaskTable table = replacing(noForces(), flockTask(), &countsItems<Boid>, nullptr, nullptr);
    StepBuffers buffers;
    step(world, table, buffers);
    // Each boid starts still, so its new velocity is (neighbour count, 0).
    EXPECT_TRUE(Near(world.boids[0].velocity, {1, 0}));
    EXPECT_TRUE(Near(world.boids[1].velocity, {1, 0}));
    EXPECT_TRUE(Near(world.boids[2].velocity, {0, 0}));
}

TEST(Step, ComputesEveryForceFromTheSameSnapshot) {
    // Two boids 10 apart fly toward each other; each is pulled by a tenth of its offset to the other.
    World world = worldWith({{{100, 100}, {1, 0}}, {{110, 100}, {-1, 0}}});
    const TaskTable table = replacing(noForces(), flockTask(), &pullTowardNeighbours, nullptr, nullptr);
    StepBuffers buffers;
    step(world, table, buffers);
    // Both see the other's old position, 10 away: pulls of (1, 0) and (-1, 0). Had the first boid moved
    // before the second was evaluated, the second would see it 8 away and be pulled by only 0.8.
    EXPECT_TRUE(Near(world.boids[0].velocity, {2, 0}));
    EXPECT_TRUE(Near(world.boids[1].velocity, {-2, 0}));
    EXPECT_TRUE(Near(world.boids[0].position, {102, 100}));
    EXPECT_TRUE(Near(world.boids[1].position, {108, 100}));
}

TEST(Step, GivesTheMirroredResultWhenTheBoidsAreListedInReverse) {
    const std::vector<Boid> boids{{{100, 100}, {1, 0}}, {{120, 110}, {-1, 0.5f}}, {{105, 130}, {0, -2}}};
    std::vector<Boid> reversed(boids.rbegin(), boids.rend());
    World forward = worldWith(boids);
    World backward = worldWith(reversed);
    const TaskTable table = replacing(noForces(), flockTask(), &pullTowardNeighbours, nullptr, nullptr);
    StepBuffers buffers;
    step(forward, table, buffers);
    step(backward, table, buffers);
    const std::size_t n = boids.size();
    for (std::size_t i = 0; i < n; ++i) {
        EXPECT_TRUE(Near(forward.boids[i].position, backward.boids[n - 1 - i].position)) << "boid " << i;
        EXPECT_TRUE(Near(forward.boids[i].velocity, backward.boids[n - 1 - i].velocity)) << "boid " << i;
    }
}

TEST(Step, AdvancesTheStepCountAndTheClock) {
    World world = worldWith({{{100, 100}, {1, 0}}});
    StepBuffers buffers;
    step(world, noForces(), buffers);
    step(world, noForces(), buffers);
    EXPECT_EQ(world.steps, 2u);
    EXPECT_NEAR(world.seconds, 2 * world.params.stepSeconds, 1e-9);
}

// --- step: rejected forces ---

TEST(Step, CountsRejectedForcesAsZeroPerTaskAndDescribesThem) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Alignment, Task::Separation, Task::Cohesion, Task::Flee, Task::ObstacleAvoid);
    World world = worldWith({{{100, 100}, {1, 0}}, {{300, 300}, {0, 1}}, {{500, 500}, {-1, 0}}});
    TaskTable table = noForces();
    table[Task::Cohesion].flock = &nanForce<Boid>;
    table[Task::Flee].predators = &throwsBoom<Vec2>;
    StepBuffers buffers;
    const StepReport report = step(world, table, buffers);

    EXPECT_EQ(report.faults[index(Task::Cohesion)].count, 3);
    EXPECT_EQ(report.faults[index(Task::Flee)].count, 3);
    EXPECT_EQ(report.faults[index(Task::Alignment)].count, 0);
    EXPECT_EQ(report.faults[index(Task::Separation)].count, 0);
    EXPECT_EQ(report.faults[index(Task::ObstacleAvoid)].count, 0);
    EXPECT_EQ(report.total(), 6);

    const std::string cohesion = describe(Task::Cohesion, report.faults[index(Task::Cohesion)]);
    EXPECT_EQ(cohesion.rfind("Task 3 Cohesion returned NaN for 3 boids", 0), 0u) << cohesion;
    const std::string flee = describe(Task::Flee, report.faults[index(Task::Flee)]);
    EXPECT_EQ(flee, "Task 4 Flee threw for 3 boids: boom");

    // The rejected forces counted as zero: every boid kept its velocity.
    EXPECT_TRUE(Near(world.boids[0].velocity, {1, 0}));
    EXPECT_TRUE(Near(world.boids[1].velocity, {0, 1}));
    EXPECT_TRUE(Near(world.boids[2].velocity, {-1, 0}));
}

TEST(Step, RecordsTheKindOfTheFirstRejectionOfEachTask) {
    const Boid left{{10, 100}, {1, 0}};    // gets NaN
    const Boid right{{500, 100}, {1, 0}};  // gets infinity
    const TaskTable table =
        replacing(noForces(), flockTask(), &nanOnTheLeftInfinityOnTheRight<Boid>, nullptr, nullptr);
    StepBuffers buffers;

    World leftFirst = worldWith({left, right});
    const StepReport a = step(leftFirst, table, buffers);
    EXPECT_EQ(a.faults[index(flockTask())].count, 2);
    EXPECT_EQ(a.faults[index(flockTask())].first, ForceFault::NotANumber);

    World rightFirst = worldWith({right, left});
    const StepReport b = step(rightFirst, table, buffers);
    EXPECT_EQ(b.faults[index(flockTask())].count, 2);
    EXPECT_EQ(b.faults[index(flockTask())].first, ForceFault::Infinite);
}

TEST(Step, KeepsTheFlockFiniteAndWithinMaxSpeedUnderAHugeForce) {
    Params params;
    params.numBoids = 50;
    params.numPredators = 2;
    params.numObstacles = 2;
    World world = makeWorld(params, 11);
    const TaskTable table = tableOf(&hugeForce<Boid>, &hugeForce<Boid>, &hugeForce<Boid>, &hugeForce<Vec2>,
                          &hugeForce<Obstacle>);
    StepBuffers buffers;
    for (int s = 0; s < 100; ++s) step(world, table, buffers);
    for (const Boid& b : world.boids) {
        ASSERT_TRUE(isFinite(b.position) && isFinite(b.velocity))
            << fmt::format("position {} velocity {}", b.position, b.velocity);
        EXPECT_LE(length(b.velocity), params.maxSpeed * (1 + 1e-5f)) << fmt::format("velocity {}", b.velocity);
        EXPECT_GE(b.position.x, 0);
        EXPECT_LT(b.position.x, params.worldSize.x);
        EXPECT_GE(b.position.y, 0);
        EXPECT_LT(b.position.y, params.worldSize.y);
    }
}

// --- step: predators ---

TEST(Predators, KeepTheirHeadingUntilTheTurnIntervalHasPassed) {
    Params params;
    params.stepSeconds = 0.25f;               // exact in binary: the interval is reached on the 4th step
    params.predatorTurnIntervalSeconds = 1;
    params.predatorTurnChance = 1;            // turn as soon as allowed
    const Vec2 velocity{3, 1};
    World world = worldWithPredator({{600, 450}, velocity, 0}, params);
    StepBuffers buffers;
    for (int s = 1; s <= 3; ++s) {
        step(world, noForces(), buffers);
        EXPECT_TRUE(Same(world.predators[0].velocity, velocity)) << "step " << s;
        EXPECT_FLOAT_EQ(world.predators[0].secondsSinceTurn, s * params.stepSeconds);
    }
    step(world, noForces(), buffers);
    EXPECT_EQ(world.predators[0].secondsSinceTurn, 0) << "a predator turns once 1 s (4 steps of 0.25 s) have passed";
}

TEST(Predators, NeverTurnWhenTheChanceIsZero) {
    Params params;
    params.predatorTurnIntervalSeconds = 0;
    params.predatorTurnChance = 0;
    const Vec2 velocity{3, 1};
    World world = worldWithPredator({{600, 450}, velocity, 0}, params);
    StepBuffers buffers;
    for (int s = 0; s < 100; ++s) step(world, noForces(), buffers);
    EXPECT_TRUE(Same(world.predators[0].velocity, velocity));
}

TEST(Predators, TurnWithinTheMaxTurnAndKeepASpeedBetweenAThirdOfTheMaxAndTheMax) {
    Params params;
    params.predatorTurnIntervalSeconds = 0;
    params.predatorTurnChance = 1;  // a turn on every step
    World world = worldWithPredator({{600, 450}, {params.predatorMaxSpeed, 0}, 0}, params);
    world.random = Random(5);
    StepBuffers buffers;
    const float slowest = params.predatorMaxSpeed / 3;
    for (int s = 0; s < 200; ++s) {
        const Vec2 before = world.predators[0].velocity;
        step(world, noForces(), buffers);
        const Vec2 after = world.predators[0].velocity;
        const float speed = length(after);
        ASSERT_GE(speed, slowest * (1 - 1e-5f)) << fmt::format("step {}: velocity {}", s, after);
        ASSERT_LE(speed, params.predatorMaxSpeed * (1 + 1e-5f)) << fmt::format("step {}: velocity {}", s, after);
        ASSERT_LE(std::fabs(signedAngle(before, after)), params.predatorMaxTurnDegrees + 1e-3f)
            << fmt::format("step {}: turned from {} to {}", s, before, after);
    }
}

TEST(Predators, AStillPredatorStillGetsAHeadingWhenItTurns) {
    Params params;
    params.predatorTurnIntervalSeconds = 0;
    params.predatorTurnChance = 1;
    World world = worldWithPredator({{600, 450}, {0, 0}, 0}, params);
    StepBuffers buffers;
    step(world, noForces(), buffers);
    EXPECT_GE(length(world.predators[0].velocity), params.predatorMaxSpeed / 3 * (1 - 1e-5f))
        << fmt::format("{}", world.predators[0].velocity);
}

TEST(Predators, MoveByTheirVelocityAndWrapAtTheEdges) {
    Params params;
    params.predatorTurnChance = 0;
    const Vec2 size = params.worldSize;
    World world = worldWithPredator({{size.x - 1, size.y - 1}, {3, 2}, 0}, params);
    StepBuffers buffers;
    step(world, noForces(), buffers);
    EXPECT_TRUE(Near(world.predators[0].position, {2, 1}));  // (1201, 901) wrapped
    world.predators[0].velocity = {-4, -3};
    step(world, noForces(), buffers);
    EXPECT_TRUE(Near(world.predators[0].position, {size.x - 2, size.y - 2}));  // (-2, -2) wrapped
}

TEST(Predators, TheMouseIsPassedToFleeAsAPredator) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Flee);
    World world = worldWith({{{100, 100}, {0, 0}}});
    world.mousePredator = Vec2{300, 200};
    const TaskTable table = replacing(noForces(), Task::Flee, nullptr, &firstPredator, nullptr);
    EXPECT_TRUE(Near(inspect(world, 0, table).forces.forces[index(Task::Flee)], {300, 200}));

    // In step() too: with one predator and the mouse, flee is given two points.
    world.params.numPredators = 1;
    world.params.predatorTurnChance = 0;
    world.predators = {Predator{{900, 700}, {1, 0}, 0}};
    const TaskTable counting = replacing(noForces(), Task::Flee, nullptr, &countsItems<Vec2>, nullptr);
    StepBuffers buffers;
    step(world, counting, buffers);
    EXPECT_TRUE(Near(world.boids[0].velocity, {2, 0}));

    world.mousePredator.reset();
    world.boids[0].velocity = {};
    step(world, counting, buffers);
    EXPECT_TRUE(Near(world.boids[0].velocity, {1, 0}));
}

TEST(Predators, PredatorPositionsListsEveryPredatorAndTheMouse) {
    World world = worldWith({});
    world.predators = {Predator{{10, 20}, {}, 0}, Predator{{30, 40}, {}, 0}};
    std::vector<Vec2> out{{99, 99}};
    predatorPositions(world, out);
    EXPECT_TRUE(SamePoints(out, {{10, 20}, {30, 40}}));
    world.mousePredator = Vec2{50, 60};
    predatorPositions(world, out);
    EXPECT_TRUE(SamePoints(out, {{10, 20}, {30, 40}, {50, 60}}));
}

// --- inspect ---

TEST(Inspect, ReportsTheNeighboursAndForcesThatStepWouldUse) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Alignment, Task::Separation, Task::Cohesion, Task::Flee, Task::ObstacleAvoid);
    World world = worldWith({{{100, 100}, {1, 0}}, {{120, 100}, {0, 1}}, {{400, 400}, {0, 1}}, {{90, 110}, {1, 1}}});
    world.predators = {Predator{{130, 100}, {}, 0}};
    world.obstacles = {Obstacle{{150, 100}, 20}, Obstacle{{50, 50}, 20}};
    const TaskTable counting = tableOf(&countsItems<Boid>, &countsItems<Boid>, &countsItems<Boid>, &countsItems<Vec2>,
                             &countsItems<Obstacle>);
    const Inspection result = inspect(world, 0, counting);
    std::vector<std::uint32_t> neighbours = result.neighbors;
    std::sort(neighbours.begin(), neighbours.end());
    EXPECT_EQ(neighbours, (std::vector<std::uint32_t>{1, 3}));
    EXPECT_TRUE(Near(result.forces.forces[index(Task::Alignment)], {2, 0}));
    EXPECT_TRUE(Near(result.forces.forces[index(Task::Flee)], {1, 0}));
    EXPECT_TRUE(Near(result.forces.forces[index(Task::ObstacleAvoid)], {2, 0}));
    // Three flocking forces of (2, 0) at weight 1, plus flee (1, 0) and avoidance (2, 0).
    EXPECT_TRUE(Near(result.forces.total, {9, 0}));
}

TEST(Inspect, ReturnsNothingForAnIndexPastTheEnd) {
    const World world = worldWith({{{100, 100}, {1, 0}}, {{110, 100}, {1, 0}}});
    const Inspection result = inspect(world, 2, everyTaskPushesRight());
    EXPECT_TRUE(result.neighbors.empty());
    EXPECT_TRUE(Near(result.forces.total, {0, 0}));
}

// --- makeWorld, syncPopulation, seeds ---

Params smallPopulation() {
    Params params;
    params.numBoids = 10;
    params.numPredators = 2;
    params.numObstacles = 3;
    return params;
}

TEST(MakeWorld, SpawnsThePopulationTheParamsAskForInsideTheWorld) {
    const Params params = smallPopulation();
    const World world = makeWorld(params, 3);
    EXPECT_EQ(world.boids.size(), std::size_t(params.numBoids));
    EXPECT_EQ(world.predators.size(), std::size_t(params.numPredators));
    EXPECT_EQ(world.obstacles.size(), std::size_t(params.numObstacles));
    EXPECT_EQ(world.steps, 0u);
    EXPECT_FALSE(world.mousePredator.has_value());
    auto inside = [&](Vec2 p) { return p.x >= 0 && p.x < params.worldSize.x && p.y >= 0 && p.y < params.worldSize.y; };
    for (const Boid& b : world.boids) EXPECT_TRUE(inside(b.position)) << fmt::format("{}", b.position);
    for (const Predator& p : world.predators) EXPECT_TRUE(inside(p.position)) << fmt::format("{}", p.position);
    for (const Obstacle& o : world.obstacles) EXPECT_TRUE(inside(o.center)) << fmt::format("{}", o.center);
}

TEST(MakeWorld, SpawnsBoidsWithSpeedsFromSpawnMinSpeedToThreeQuartersOfMaxSpeed) {
    Params params;
    params.numBoids = 2000;
    const World world = makeWorld(params, 4);
    const float slowest = params.spawnMinSpeed;
    const float fastest = params.spawnMaxSpeedFraction * params.maxSpeed;  // 0.75 * 5
    float lo = fastest, hi = slowest;
    for (const Boid& b : world.boids) {
        lo = std::min(lo, length(b.velocity));
        hi = std::max(hi, length(b.velocity));
    }
    EXPECT_GE(lo, slowest - 1e-4f);
    EXPECT_LE(hi, fastest + 1e-4f);
    // 2000 uniform draws cover the range: the extremes lie within a few percent of its ends.
    EXPECT_LT(lo, slowest + 0.05f * (fastest - slowest)) << "slowest spawned speed " << lo;
    EXPECT_GT(hi, fastest - 0.05f * (fastest - slowest)) << "fastest spawned speed " << hi;
}

TEST(MakeWorld, SpawnsObstaclesWithRadiiBetween15And40) {
    Params params;
    params.numObstacles = 500;
    const World world = makeWorld(params, 5);
    for (const Obstacle& o : world.obstacles) {
        EXPECT_GE(o.radius, params.obstacleMinRadius);  // 15
        EXPECT_LE(o.radius, params.obstacleMaxRadius);  // 40
    }
}

TEST(MakeWorld, SpawnsPredatorsWithSpeedsFromAThirdOfTheMaxToTheMax) {
    Params params;
    params.numPredators = 500;
    const World world = makeWorld(params, 6);
    for (const Predator& p : world.predators) {
        EXPECT_GE(length(p.velocity), params.predatorMaxSpeed / 3 - 1e-4f) << fmt::format("{}", p.velocity);
        EXPECT_LE(length(p.velocity), params.predatorMaxSpeed + 1e-4f) << fmt::format("{}", p.velocity);
    }
}

TEST(SyncPopulation, GrowsEachPopulationAndKeepsTheExistingMembers) {
    World world = makeWorld(smallPopulation(), 7);
    const World before = world;
    world.params.numBoids = 15;
    world.params.numPredators = 4;
    world.params.numObstacles = 6;
    syncPopulation(world);
    ASSERT_EQ(world.boids.size(), 15u);
    ASSERT_EQ(world.predators.size(), 4u);
    ASSERT_EQ(world.obstacles.size(), 6u);
    for (std::size_t i = 0; i < before.boids.size(); ++i) {
        EXPECT_TRUE(Same(world.boids[i].position, before.boids[i].position)) << "boid " << i;
        EXPECT_TRUE(Same(world.boids[i].velocity, before.boids[i].velocity)) << "boid " << i;
    }
    for (std::size_t i = 0; i < before.predators.size(); ++i) {
        EXPECT_TRUE(Same(world.predators[i].position, before.predators[i].position)) << "predator " << i;
        EXPECT_TRUE(Same(world.predators[i].velocity, before.predators[i].velocity)) << "predator " << i;
    }
    for (std::size_t i = 0; i < before.obstacles.size(); ++i) {
        EXPECT_TRUE(Same(world.obstacles[i].center, before.obstacles[i].center)) << "obstacle " << i;
        EXPECT_EQ(world.obstacles[i].radius, before.obstacles[i].radius) << "obstacle " << i;
    }
}

TEST(SyncPopulation, ShrinksPredatorsAndObstaclesFromTheEndAndKeepsTheRest) {
    World world = makeWorld(smallPopulation(), 8);
    const World before = world;
    world.params.numPredators = 1;
    world.params.numObstacles = 0;
    syncPopulation(world);
    ASSERT_EQ(world.predators.size(), 1u);
    EXPECT_TRUE(world.obstacles.empty());
    EXPECT_TRUE(Same(world.predators[0].position, before.predators[0].position));
}

// A flock in cell order (StepBuffers::keepCellOrder) has its top rows last: the boids removed must come from all of
// it, or the slider would empty a band of the world. Here the flock is in order of height.
TEST(SyncPopulation, KeepsBoidsDrawnFromTheWholeFlockInTheirOrder) {
    constexpr int kBoids = 1000, kKept = 250;
    World world = makeWorld(smallPopulation(), 8);
    world.boids.clear();
    for (int i = 0; i < kBoids; ++i) world.boids.push_back({{0, float(i)}, {1, 0}});
    world.params.numBoids = kKept;
    syncPopulation(world);
    ASSERT_EQ(world.boids.size(), std::size_t(kKept));
    for (std::size_t i = 1; i < world.boids.size(); ++i) {
        EXPECT_LT(world.boids[i - 1].position.y, world.boids[i].position.y) << "kept out of order, or twice: " << i;
    }
    // Drawn at random, each quarter of the flock keeps about a quarter of kKept (62.5; 40 would be 4 sigma off).
    int kept[4] = {};
    for (const Boid& b : world.boids) ++kept[int(b.position.y) * 4 / kBoids];
    for (int q = 0; q < 4; ++q) {
        EXPECT_GT(kept[q], 40) << "quarter " << q;
        EXPECT_LT(kept[q], 85) << "quarter " << q;
    }
}

TEST(SyncPopulation, TreatsANegativeCountAsZero) {
    World world = makeWorld(smallPopulation(), 9);
    world.params.numBoids = -3;
    syncPopulation(world);
    EXPECT_TRUE(world.boids.empty());
}

TEST(SyncPopulation, SlowsPredatorsToANewMaxSpeedAndKeepsTheirHeading) {
    World world = makeWorld(smallPopulation(), 10);
    const World before = world;
    world.params.predatorMaxSpeed = 1;
    syncPopulation(world);
    for (std::size_t i = 0; i < world.predators.size(); ++i) {
        const Vec2 v = world.predators[i].velocity;
        EXPECT_TRUE(Near(v, normalized(before.predators[i].velocity) * world.params.predatorMaxSpeed))
            << "predator " << i;
    }
}

// A flock with every kind of force and randomly turning predators, for comparing runs.
World runFor(int steps, std::uint64_t seed) {
    Params params;
    params.numBoids = 60;
    params.numPredators = 3;
    params.predatorTurnIntervalSeconds = 0;
    World world = makeWorld(params, seed);
    TaskTable table = noForces();
    table[flockTask()].flock = &pullTowardNeighbours;
    for (Task task : kForceTasks) {
        if (info(task).kind == TaskKind::Predators) table[task].predators = &countsItems<Vec2>;
    }
    StepBuffers buffers;
    for (int s = 0; s < steps; ++s) step(world, table, buffers);
    return world;
}

bool identical(const World& a, const World& b) {
    if (a.boids.size() != b.boids.size() || a.predators.size() != b.predators.size()) return false;
    for (std::size_t i = 0; i < a.boids.size(); ++i) {
        if (a.boids[i].position != b.boids[i].position || a.boids[i].velocity != b.boids[i].velocity) return false;
    }
    for (std::size_t i = 0; i < a.predators.size(); ++i) {
        if (a.predators[i].position != b.predators[i].position || a.predators[i].velocity != b.predators[i].velocity) {
            return false;
        }
    }
    return true;
}

TEST(Seeds, TwoWorldsWithTheSameSeedStayIdenticalFor300Steps) {
    const World a = runFor(300, 42);
    const World b = runFor(300, 42);
    EXPECT_EQ(a.steps, 300u);
    EXPECT_TRUE(identical(a, b)) << "first run:\n" << describeWorld(a) << "second run:\n" << describeWorld(b);
}

TEST(Seeds, DifferentSeedsGiveDifferentWorlds) {
    EXPECT_FALSE(identical(runFor(0, 1), runFor(0, 2)));
    EXPECT_FALSE(identical(runFor(300, 1), runFor(300, 2)));
}

}  // namespace
}  // namespace boids

// step(): boids moved by their velocity and the forces, limited to the maximum speed and wrapped; rejected forces
// counted as zero; inspect(), what step() would use for one boid.
#include "fakes.h"

namespace boids {
namespace {
using namespace simulation_test;

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

}  // namespace
}  // namespace boids

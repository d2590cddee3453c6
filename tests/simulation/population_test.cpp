// Spawning a world (makeWorld), changing its population (syncPopulation), and runs that the seed decides.
#include "fakes.h"

namespace boids {
namespace {
using namespace simulation_test;

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
    for (Task task : forceTasks()) {
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

// A learner's force gone bad (NaN, infinity, 1e30, -0.0, an exception) in every task and under every neighbour
// search: step() completes, the flock stays finite, inside the world and within maxSpeed, and the report names the
// task. (simulation/forces_test.cpp checks evaluateForces() and one brute-force step of each kind; this is the whole matrix,
// over many steps.)
#include <cmath>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>

#include <gtest/gtest.h>

#include <fmt/format.h>

#include <boids/simulation.h>

namespace boids {
namespace {

// One kind of bad force, as a template over what the task is given, so that one fits every entry of a table.
enum class Bad { NaN, Infinity, Huge, NegativeZero, Throws };

template <Bad kind, class Item>
Vec2 badForce(const Boid&, std::span<const Item>, const Params&) {
    switch (kind) {
        case Bad::NaN: return {std::numeric_limits<float>::quiet_NaN(), 1};
        case Bad::Infinity: return {1, -std::numeric_limits<float>::infinity()};
        case Bad::Huge: return {1e30f, -1e30f};
        case Bad::NegativeZero: return {-0.0f, -0.0f};
        case Bad::Throws: throw std::runtime_error("a learner's bug");
    }
    return {};
}

const char* nameOf(Bad kind) {
    switch (kind) {
        case Bad::NaN: return "NaN";
        case Bad::Infinity: return "infinity";
        case Bad::Huge: return "1e30";
        case Bad::NegativeZero: return "-0.0";
        case Bad::Throws: return "an exception";
    }
    return "?";
}

const char* nameOf(NeighborSearch search) {
    switch (search) {
        case NeighborSearch::BruteForce: return "brute force";
        case NeighborSearch::Grid: return "grid";
        case NeighborSearch::CellList: return "cell list";
        case NeighborSearch::FastReference: return "fast reference";
    }
    return "?";
}

// The reference table (with the grid task's grid) with `task` replaced by the bad force of `kind`.
template <Bad kind>
TaskTable withBad(Task task) {
    TaskTable t = linkedTasks();
    t[task] = functionFor(task, &badForce<kind, Boid>, &badForce<kind, Vec2>, &badForce<kind, Obstacle>);
    return t;
}

TaskTable tableFor(Bad kind, Task task) {
    switch (kind) {
        case Bad::NaN: return withBad<Bad::NaN>(task);
        case Bad::Infinity: return withBad<Bad::Infinity>(task);
        case Bad::Huge: return withBad<Bad::Huge>(task);
        case Bad::NegativeZero: return withBad<Bad::NegativeZero>(task);
        case Bad::Throws: return withBad<Bad::Throws>(task);
    }
    return linkedTasks();
}

// A busy world: a flock close enough to have neighbours, predators and obstacles everywhere, the mouse in it.
World busyWorld() {
    Params params;
    params.numBoids = 200;
    params.numPredators = 30;
    params.numObstacles = 30;
    params.fleeRadius = 200;          // every boid sees a predator...
    params.obstacleLookAhead = 400;   // ...and an obstacle, so that flee and avoidance are called with some
    World world = makeWorld(params, 5);
    world.mousePredator = Vec2{600, 450};
    for (std::size_t i = 0; i < 20; ++i) world.boids[i].position = world.boids[20].position;  // stacked
    return world;
}

constexpr Bad kAllBad[] = {Bad::NaN, Bad::Infinity, Bad::Huge, Bad::NegativeZero, Bad::Throws};
constexpr NeighborSearch kAllSearches[] = {NeighborSearch::BruteForce, NeighborSearch::Grid, NeighborSearch::CellList,
                                           NeighborSearch::FastReference};

// FastReference adds up tasks 1-3 itself (the fused reference), so only flee and avoidance reach the table there.
bool tableIsCalled(Task task, NeighborSearch search) {
    return search != NeighborSearch::FastReference || task == Task::Flee || task == Task::ObstacleAvoid;
}

TEST(BadForces, EveryKindInEveryTaskUnderEverySearchLeavesTheFlockFiniteInsideAndWithinMaxSpeed) {
    for (NeighborSearch search : kAllSearches) {
        for (Task task : forceTasks()) {
            if (!tableIsCalled(task, search)) continue;
            for (Bad kind : kAllBad) {
                SCOPED_TRACE(fmt::format("Task {} returns {}, search {}", info(task).number, nameOf(kind),
                                         nameOf(search)));
                const TaskTable table = tableFor(kind, task);
                World world = busyWorld();
                StepBuffers buffers;
                StepReport report;
                for (int s = 0; s < 10; ++s) report = step(world, table, buffers, search);
                const WorldParams& p = world.params;
                for (std::size_t i = 0; i < world.boids.size(); ++i) {
                    const Boid& b = world.boids[i];
                    ASSERT_TRUE(isFinite(b.position) && isFinite(b.velocity)) << "boid " << i;
                    ASSERT_TRUE(b.position.x >= 0 && b.position.x < p.worldSize.x && b.position.y >= 0 &&
                                b.position.y < p.worldSize.y)
                        << "boid " << i << " at " << b.position.x << ", " << b.position.y;
                    ASSERT_LE(length(b.velocity), p.maxSpeed * 1.0001f) << "boid " << i;
                }
                EXPECT_EQ(world.steps, 10u);
            }
        }
    }
}

TEST(BadForces, NanInfinityAndExceptionsAreRejectedAndTheReportNamesTheTask) {
    for (NeighborSearch search : kAllSearches) {
        for (Task task : forceTasks()) {
            if (!tableIsCalled(task, search)) continue;
            for (Bad kind : {Bad::NaN, Bad::Infinity, Bad::Throws}) {
                SCOPED_TRACE(fmt::format("Task {} returns {}, search {}", info(task).number, nameOf(kind),
                                         nameOf(search)));
                World world = busyWorld();
                StepBuffers buffers;
                const StepReport report = step(world, tableFor(kind, task), buffers, search);
                const TaskFaults& faults = report.faults[std::size_t(index(task))];
                // Every boid calls every task once a step; the framework counts each rejection.
                EXPECT_EQ(faults.count, int(world.boids.size()));
                EXPECT_EQ(report.total(), faults.count) << "only the bad task is blamed";
                const std::string text = describe(task, faults);
                const std::string who = fmt::format("Task {} {}", info(task).number, info(task).name);
                EXPECT_NE(text.find(who), std::string::npos) << text;
                const char* what = kind == Bad::NaN ? "NaN" : kind == Bad::Infinity ? "infinity" : "a learner's bug";
                EXPECT_NE(text.find(what), std::string::npos) << text;
            }
        }
    }
}

TEST(BadForces, HugeAndNegativeZeroAreFiniteSoTheyAreNotFaults) {
    for (NeighborSearch search : kAllSearches) {
        for (Task task : forceTasks()) {
            if (!tableIsCalled(task, search)) continue;
            for (Bad kind : {Bad::Huge, Bad::NegativeZero}) {
                SCOPED_TRACE(fmt::format("Task {} returns {}, search {}", info(task).number, nameOf(kind),
                                         nameOf(search)));
                World world = busyWorld();
                StepBuffers buffers;
                EXPECT_EQ(step(world, tableFor(kind, task), buffers, search).total(), 0);
            }
        }
    }
}

TEST(BadForces, AHugeForceLeavesEveryBoidAtExactlyMaxSpeedInItsDirection) {
    // 1e30 in x and -1e30 in y outweighs everything else: the velocity is limited to maxSpeed along (1, -1).
    for (Task task : forceTasks()) {
        SCOPED_TRACE(fmt::format("Task {} returns 1e30", info(task).number));
        World world = busyWorld();
        StepBuffers buffers;
        step(world, tableFor(Bad::Huge, task), buffers, NeighborSearch::BruteForce);
        const float weight = task == Task::Alignment    ? world.params.alignmentWeight
                             : task == Task::Separation ? world.params.separationWeight
                             : task == Task::Cohesion   ? world.params.cohesionWeight
                                                        : 1.0f;
        ASSERT_GT(weight, 0);
        const float s = world.params.maxSpeed / std::sqrt(2.0f);
        for (const Boid& b : world.boids) {
            ASSERT_NEAR(b.velocity.x, s, 1e-3f);
            ASSERT_NEAR(b.velocity.y, -s, 1e-3f);
        }
    }
}

TEST(BadForces, ABoidWhoseForceIsRejectedKeepsItsVelocity) {
    // Every force NaN: each boid moves on as it was, as if no force acted.
    TaskTable table = linkedTasks();
    for (Task task : forceTasks()) {
        table[task] = functionFor(task, &badForce<Bad::NaN, Boid>, &badForce<Bad::NaN, Vec2>,
                                  &badForce<Bad::NaN, Obstacle>);
    }
    World world = busyWorld();
    const World before = world;
    StepBuffers buffers;
    const StepReport report = step(world, table, buffers, NeighborSearch::CellList);
    EXPECT_EQ(report.total(), int(forceTasks().size() * world.boids.size()));
    for (std::size_t i = 0; i < world.boids.size(); ++i) {
        const Vec2 v = before.boids[i].velocity;
        EXPECT_EQ(world.boids[i].velocity.x, v.x) << "boid " << i;
        EXPECT_EQ(world.boids[i].velocity.y, v.y) << "boid " << i;
    }
}

// A learner's grid (task 6) that throws, in the build or in a query: the step still completes, as brute force, and
// the report says why.
void gridThatThrowsWhenBuilt(Grid&, std::span<const Boid>, float, Vec2) { throw std::out_of_range("cell -1"); }
void gridThatThrowsWhenAsked(const Grid&, std::span<const Boid>, std::size_t self, float, std::vector<std::uint32_t>&) {
    if (self == 7) throw std::out_of_range("cell 99");
}

TEST(BadGrids, AGridThatThrowsGivesTheBruteForceStepAndAReportThatSaysWhy) {
    const GridBuild throwingBuild = &gridThatThrowsWhenBuilt;
    const GridQuery throwingQuery = &gridThatThrowsWhenAsked;
    for (const bool throwsWhenBuilt : {true, false}) {
        SCOPED_TRACE(throwsWhenBuilt ? "buildGrid throws" : "findNeighborsInGrid throws for boid 7");
        TaskTable table = linkedTasks();
        if (throwsWhenBuilt) table.buildGrid = throwingBuild;
        else table.findNeighborsInGrid = throwingQuery;
        World viaGrid = busyWorld();
        World viaBrute = viaGrid;
        StepBuffers buffers;
        const StepReport report = step(viaGrid, table, buffers, NeighborSearch::Grid);
        step(viaBrute, linkedTasks(), buffers, NeighborSearch::BruteForce);

        EXPECT_NE(report.gridFault.find("Task 6 Spatial grid threw an exception: cell"), std::string::npos)
            << report.gridFault;
        EXPECT_NE(report.gridFault.find("brute force"), std::string::npos) << report.gridFault;
        EXPECT_EQ(report.total(), 0);
        for (std::size_t i = 0; i < viaGrid.boids.size(); ++i) {
            EXPECT_EQ(viaGrid.boids[i].position, viaBrute.boids[i].position) << "boid " << i;
            EXPECT_EQ(viaGrid.boids[i].velocity, viaBrute.boids[i].velocity) << "boid " << i;
        }
    }
}

TEST(BadGrids, AGridThatWorksLeavesTheReportEmpty) {
    ASSERT_NE(linkedTasks().buildGrid, nullptr) << "this program should link the reference grid";
    World world = busyWorld();
    StepBuffers buffers;
    EXPECT_EQ(step(world, linkedTasks(), buffers, NeighborSearch::Grid).gridFault, "");
}

// Found by fuzz/step.cpp: a world size of -6.4e31 made CellList::build() convert a float beyond int's range to int
// (undefined behaviour, reported by UBSan in the asan preset). Params outside the sliders' ranges give a meaningless
// flock, but never undefined behaviour or a crash.
TEST(BadParams, AnyWorldSizeOrRadiusStepsUnderEverySearchWithoutUndefinedBehaviour) {
    constexpr float inf = std::numeric_limits<float>::infinity();
    const float sizes[] = {-6.4e31f, -1, 0, 1e-30f, 1e30f, inf, -inf, std::numeric_limits<float>::quiet_NaN()};
    const float radii[] = {0, 40, -5, 1e30f, inf, std::numeric_limits<float>::quiet_NaN()};
    for (NeighborSearch search : kAllSearches) {
        for (float size : sizes) {
            for (float radius : radii) {
                SCOPED_TRACE(fmt::format("world {} x 900, radius {}, search {}", size, radius, nameOf(search)));
                World world = makeWorld(Params{}, 3);
                world.params.worldSize.x = size;
                world.params.neighborRadius = radius;
                StepBuffers buffers;
                step(world, linkedTasks(), buffers, search);
                EXPECT_EQ(world.steps, 1u);
            }
        }
    }
}

TEST(BadParams, ACellListOfAnyWorldSizeHasEveryBoidOnce) {
    const World world = makeWorld(Params{}, 4);
    for (float size : {-6.4e31f, 0.0f, 1e30f, std::numeric_limits<float>::quiet_NaN()}) {
        SCOPED_TRACE(fmt::format("world {} x {}", size, size));
        CellList cells;
        const Vec2 worldSize{size, size};
        cells.build(world.boids, chooseCellSize(40, worldSize, maxGridCells(world.boids.size())), worldSize);
        EXPECT_EQ(cells.size(), world.boids.size());
    }
}

}  // namespace
}  // namespace boids

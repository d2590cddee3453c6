// The four neighbour searches of step() agree: brute force, the task 6 grid, the cell list, and the fused fast path.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include <gtest/gtest.h>

#include <boids/format.h>
#include <boids/simulation.h>

namespace boids {
namespace {

// The workshop's defaults with a denser flock, several predators and obstacles: every force has work to do.
World busyWorld(std::uint64_t seed, int boids = 600) {
    Params params;
    params.numBoids = boids;
    params.numPredators = 3;
    params.numObstacles = 5;
    return makeWorld(params, seed);
}

testing::AssertionResult SameFlock(const World& a, const World& b, float tolerance) {
    if (a.boids.size() != b.boids.size()) return testing::AssertionFailure() << "different numbers of boids";
    for (std::size_t i = 0; i < a.boids.size(); ++i) {
        const Boid &x = a.boids[i], &y = b.boids[i];
        const bool same = tolerance == 0 ? (x.position == y.position && x.velocity == y.velocity)
                                         : (approxEqual(x.position, y.position, tolerance) &&
                                            approxEqual(x.velocity, y.velocity, tolerance));
        if (!same) {
            return testing::AssertionFailure()
                   << fmt::format("boid {} differs: position {} vs {}, velocity {} vs {}", i, x.position, y.position,
                                  x.velocity, y.velocity);
        }
    }
    return testing::AssertionSuccess();
}

World afterSteps(World world, NeighborSearch search, int steps) {
    StepBuffers buffers;
    for (int s = 0; s < steps; ++s) step(world, linkedTasks(), buffers, search);
    return world;
}

TEST(NeighborSearch, CellListGivesTheSameStepAsBruteForce) {
    // One step: the same neighbours, summed in another order, so equal up to rounding.
    for (std::uint64_t seed : {1u, 2u, 3u}) {
        const World start = busyWorld(seed);
        EXPECT_TRUE(SameFlock(afterSteps(start, NeighborSearch::BruteForce, 1),
                              afterSteps(start, NeighborSearch::CellList, 1), 1e-4f))
            << "seed " << seed;
    }
}

TEST(NeighborSearch, TheReferenceGridGivesTheSameStepAsBruteForce) {
    const World start = busyWorld(4);
    EXPECT_TRUE(SameFlock(afterSteps(start, NeighborSearch::BruteForce, 1), afterSteps(start, NeighborSearch::Grid, 1),
                          1e-4f));
}

TEST(NeighborSearch, FastReferenceGivesTheForcesOfCallingTheReferenceFunctions) {
    // The fused loop adds each pair's terms in another order than the functions do: equal up to float rounding. A
    // position near 1200 is a float with steps of 2^-13 (1.2e-4); a velocity that differs in its fifth digit can move
    // it by two of those steps.
    const float twoSteps = 2 * std::ldexp(1.0f, -13);
    for (std::uint64_t seed : {5u, 6u, 8u}) {
        const World start = busyWorld(seed);
        EXPECT_TRUE(SameFlock(afterSteps(start, NeighborSearch::CellList, 1),
                              afterSteps(start, NeighborSearch::FastReference, 1), twoSteps))
            << "seed " << seed;
        EXPECT_TRUE(SameFlock(afterSteps(start, NeighborSearch::CellList, 10),
                              afterSteps(start, NeighborSearch::FastReference, 10), 1e-2f))
            << "seed " << seed << ", after 10 steps";
    }
}

TEST(NeighborSearch, FastReferenceHandlesARadiusOfZeroAndBoidsOnOnePoint) {
    World world = busyWorld(7, 50);
    world.params.neighborRadius = 0;
    // Ten boids on one point whose multiples are exact floats, so that their centre is that point in any order of
    // adding: elsewhere the reference's cohesion there is normalized() of a rounding error, a direction at random.
    for (std::size_t i = 0; i < 10; ++i) world.boids[i].position = {600, 450};
    EXPECT_TRUE(SameFlock(afterSteps(world, NeighborSearch::CellList, 5),
                          afterSteps(world, NeighborSearch::FastReference, 5), 1e-4f));
    for (const Boid& b : afterSteps(world, NeighborSearch::FastReference, 5).boids) {
        ASSERT_TRUE(isFinite(b.position) && isFinite(b.velocity));
    }
}

TEST(NeighborSearch, CellListVisitsEveryPairOfNeighboursExactlyOnce) {
    const float radius = 40;
    const Vec2 worldSize = Params{}.worldSize;
    std::vector<Boid> boids = busyWorld(9, 800).boids;
    for (int x = 0; x < 8; ++x) boids.push_back({{radius * float(x), 0}, {1, 0}});  // on the radius, on cell edges
    boids.push_back({{0, 0}, {0, 1}});                                             // on top of another boid

    CellList cells;
    cells.build(boids, chooseCellSize(radius, worldSize, maxGridCells(boids.size())), worldSize);
    std::vector<std::pair<std::uint32_t, std::uint32_t>> visited;
    cells.forEachPairWithin(radius, [&](std::uint32_t a, std::uint32_t b, Vec2 offset, float d2) {
        ASSERT_EQ(offset, cells.positionAt(a) - cells.positionAt(b));
        ASSERT_EQ(d2, lengthSquared(offset));
        const std::uint32_t i = cells.boidAt(a), j = cells.boidAt(b);
        visited.emplace_back(std::min(i, j), std::max(i, j));
    });
    std::sort(visited.begin(), visited.end());
    std::vector<std::pair<std::uint32_t, std::uint32_t>> expected;
    std::vector<std::uint32_t> neighbours;
    for (std::uint32_t i = 0; i < boids.size(); ++i) {
        neighbours.clear();
        findNeighborsBrute(boids, i, radius, neighbours);
        for (std::uint32_t j : neighbours) {
            if (i < j) expected.emplace_back(i, j);
        }
    }
    EXPECT_EQ(visited, expected);  // sorted both: no pair missing, none twice, no boid with itself
}

// Every boid's neighbours in a cell list over `worldSize` with cells of `cellSize` are brute force's.
void expectBruteForceNeighbours(const std::vector<Boid>& boids, float radius, float cellSize, Vec2 worldSize) {
    CellList cells;
    cells.build(boids, cellSize, worldSize);
    std::vector<std::uint32_t> slots;
    for (std::size_t slot = 0; slot < cells.size(); ++slot) {
        const std::size_t count = cells.neighborSlots(slot, radius, slots);
        std::vector<std::uint32_t> found;
        for (std::size_t j = 0; j < count; ++j) found.push_back(cells.boidAt(slots[j]));
        std::sort(found.begin(), found.end());
        std::vector<std::uint32_t> expected;
        findNeighborsBrute(boids, cells.boidAt(slot), radius, expected);
        ASSERT_EQ(found, expected) << "boid " << cells.boidAt(slot) << " at " << fmt::format("{}", cells.positionAt(slot));
    }
}

TEST(NeighborSearch, CellListFindsExactlyTheBruteForceNeighbours) {
    // A lattice with spacing exactly the radius from the world's corner: neighbours on the radius and on cell edges.
    const float radius = 40;
    const Vec2 worldSize = Params{}.worldSize;
    std::vector<Boid> boids;
    for (int x = 0; x < 8; ++x)
        for (int y = 0; y < 8; ++y) boids.push_back({{radius * float(x), radius * float(y)}, {1, 0}});
    boids.push_back({{0, 0}, {0, 1}});  // on top of another boid
    boids.push_back({{std::nextafter(worldSize.x, 0.0f), std::nextafter(worldSize.y, 0.0f)}, {1, 0}});
    expectBruteForceNeighbours(boids, radius, chooseCellSize(radius, worldSize, maxGridCells(boids.size())),
                               worldSize);
}

TEST(NeighborSearch, CellListKeepsItsCellCountWithinTheCapWhateverTheSizes) {
    // 65,536 x 65,536 cells would be 2^32: more than an int can number, and 16 GB of cell starts.
    const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
    const struct {
        Vec2 world;
        float cellSize;
    } cases[] = {{{65536, 65536}, 1},     {{1e6f, 1e6f}, 1}, {{1e30f, 10}, 1},     {{10, 1e30f}, 1e-30f},
                 {{inf, inf}, 1},         {{nan, nan}, 1},   {{1200, 900}, nan},   {{1200, 900}, 0},
                 {{3000, 1e9f}, 0.5f},    {{-5, -5}, 1},     {{1200, 900}, 40.04f}};
    for (const auto& c : cases) {
        SCOPED_TRACE(fmt::format("world {} x {}, cells of {}", c.world.x, c.world.y, c.cellSize));
        const CellGridShape shape = cellGridShape(c.world, c.cellSize);
        EXPECT_GE(shape.columns, 1);
        EXPECT_GE(shape.rows, 1);
        EXPECT_LE(std::int64_t(shape.columns) * shape.rows, kMaxCells) << shape.columns << " x " << shape.rows;
    }
    EXPECT_EQ(cellGridShape({1200, 900}, 40.04f).columns, 30) << "an ordinary world keeps its cells";
    EXPECT_EQ(cellGridShape({1200, 900}, 40.04f).rows, 23);
}

TEST(NeighborSearch, CellListOverAWorldOfTooManyCellsStillFindsTheBruteForceNeighbours) {
    // 1e6 x 1e6 in cells of 1: the grid is capped, and the boids beyond its last cells share the edge cells.
    std::vector<Boid> boids;
    for (float x : {0.0f, 0.5f, 1.5f, 5000.0f, 5000.9f, 999999.0f, 999999.5f})
        for (float y : {0.0f, 0.9f, 70000.0f, 999999.0f}) boids.push_back({{x, y}, {1, 0}});
    expectBruteForceNeighbours(boids, 1, 1.001f, {1e6f, 1e6f});
}

}  // namespace
}  // namespace boids

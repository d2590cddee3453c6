// Task 6 tests: the grid's neighbour sets must equal brute force exactly, boundary included, self excluded.
#include <algorithm>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <boids/format.h>
#include <boids/grid.h>
#include <boids/random.h>
#include <boids/simulation.h>

namespace boids {
namespace {

constexpr std::size_t kMaxCells = 1 << 16;

std::vector<std::uint32_t> sorted(std::vector<std::uint32_t> v) {
    std::sort(v.begin(), v.end());
    return v;
}

// Compares the grid's answer with brute force for every boid, and says which boid is missing or extra.
testing::AssertionResult SameNeighboursAsBruteForce(std::span<const Boid> boids, float radius, Vec2 worldSize) {
    Grid grid;
    buildGrid(grid, boids, chooseCellSize(radius, worldSize, kMaxCells), worldSize);
    std::vector<std::uint32_t> viaGrid, viaBrute;
    for (std::size_t i = 0; i < boids.size(); ++i) {
        viaGrid.clear();
        viaBrute.clear();
        findNeighborsInGrid(grid, boids, i, radius, viaGrid);
        findNeighborsBrute(boids, i, radius, viaBrute);
        viaGrid = sorted(viaGrid);
        if (viaGrid == viaBrute) continue;

        std::string text = fmt::format("\nboid {} at {}, radius {:g}, cell size {:g} ({} x {} cells):\n", i,
                                       boids[i].position, radius, grid.cellSize, grid.columns, grid.rows);
        for (std::uint32_t n : viaBrute) {
            if (!std::binary_search(viaGrid.begin(), viaGrid.end(), n))
                text += fmt::format("  missing neighbour {} at {}, distance {:g}\n", n, boids[n].position,
                                    distance(boids[i].position, boids[n].position));
        }
        for (std::size_t k = 0; k < viaGrid.size(); ++k) {
            const std::uint32_t n = viaGrid[k];
            if (k > 0 && viaGrid[k - 1] == n) {
                text += fmt::format("  neighbour {} listed twice\n", n);
            } else if (n == i) {
                text += fmt::format("  extra neighbour {}: that is the boid itself\n", n);
            } else if (!std::binary_search(viaBrute.begin(), viaBrute.end(), n)) {
                text += fmt::format("  extra neighbour {} at {}, distance {:g} > radius\n", n,
                                    n < boids.size() ? boids[n].position : Vec2{},
                                    n < boids.size() ? distance(boids[i].position, boids[n].position) : -1.0f);
            }
        }
        return testing::AssertionFailure() << text;
    }
    return testing::AssertionSuccess();
}

std::vector<Boid> randomBoids(std::size_t n, Vec2 worldSize, Random& random) {
    std::vector<Boid> boids;
    for (std::size_t i = 0; i < n; ++i) boids.push_back({{random.uniform(0, worldSize.x), random.uniform(0, worldSize.y)}, {1, 0}});
    return boids;
}

const Vec2 kWorld = Params{}.worldSize;

TEST(SpatialGrid, FindsNothingWhenThereAreNoBoids) {
    EXPECT_TRUE(SameNeighboursAsBruteForce({}, 40, kWorld));
}

TEST(SpatialGrid, FindsNoNeighboursForALoneBoid) {
    const std::vector<Boid> one{{{600, 450}, {1, 0}}};
    EXPECT_TRUE(SameNeighboursAsBruteForce(one, 40, kWorld));
}

TEST(SpatialGrid, PutsEveryBoidInExactlyOneCell) {
    Random random(6);
    const auto boids = randomBoids(500, kWorld, random);
    Grid grid;
    buildGrid(grid, boids, 40, kWorld);
    EXPECT_EQ(grid.columns, 30);  // 1200 / 40
    EXPECT_EQ(grid.rows, 23);     // ceil(900 / 40)
    ASSERT_EQ(grid.cells.size(), std::size_t(grid.columns * grid.rows));
    std::vector<int> seen(boids.size(), 0);
    for (const auto& cell : grid.cells) {
        for (std::uint32_t i : cell) {
            ASSERT_LT(i, boids.size()) << "a cell holds index " << i << ", but there are only " << boids.size() << " boids";
            ++seen[i];
        }
    }
    for (std::size_t i = 0; i < boids.size(); ++i) EXPECT_EQ(seen[i], 1) << "boid " << i << " is in " << seen[i] << " cells";
}

TEST(SpatialGrid, MatchesBruteForceOnManyRandomWorlds) {
    Random random(42);
    for (int world = 0; world < 40; ++world) {
        SCOPED_TRACE(fmt::format("random world {}", world));
        const float radius = random.uniform(5, 100);
        const auto boids = randomBoids(std::size_t(random.uniform(2, 400)), kWorld, random);
        ASSERT_TRUE(SameNeighboursAsBruteForce(boids, radius, kWorld));
    }
}

TEST(SpatialGrid, CountsNeighboursExactlyOnTheRadiusAndOnCellEdges) {
    const float radius = 40;
    std::vector<Boid> boids;
    // A lattice with spacing exactly the radius, starting on a cell edge: every boid has neighbours on the radius.
    for (int x = 0; x < 6; ++x)
        for (int y = 0; y < 6; ++y) boids.push_back({{radius * float(x), radius * float(y)}, {1, 0}});
    EXPECT_TRUE(SameNeighboursAsBruteForce(boids, radius, kWorld));
}

TEST(SpatialGrid, HandlesBoidsOnTheWorldsEdges) {
    const float almostX = std::nextafter(kWorld.x, 0.0f), almostY = std::nextafter(kWorld.y, 0.0f);
    const std::vector<Boid> boids{{{0, 0}, {1, 0}},       {{almostX, 0}, {1, 0}},      {{0, almostY}, {1, 0}},
                                  {{almostX, almostY}, {1, 0}}, {{20, 0}, {1, 0}}, {{almostX - 20, almostY}, {1, 0}},
                                  {{0, 30}, {1, 0}}};
    EXPECT_TRUE(SameNeighboursAsBruteForce(boids, 40, kWorld));
}

TEST(SpatialGrid, FollowsARadiusThatChangesBetweenSteps) {
    Random random(7);
    const auto boids = randomBoids(300, kWorld, random);
    Grid grid;  // one grid, rebuilt with a new cell size each step, as the framework does
    for (float radius : {40.0f, 100.0f, 5.0f, 60.0f}) {
        SCOPED_TRACE(fmt::format("radius {:g}", radius));
        buildGrid(grid, boids, chooseCellSize(radius, kWorld, kMaxCells), kWorld);
        std::vector<std::uint32_t> viaGrid, viaBrute;
        for (std::size_t i = 0; i < boids.size(); ++i) {
            viaGrid.clear();
            viaBrute.clear();
            findNeighborsInGrid(grid, boids, i, radius, viaGrid);
            findNeighborsBrute(boids, i, radius, viaBrute);
            ASSERT_EQ(sorted(viaGrid), viaBrute) << "boid " << i << " after rebuilding for radius " << radius;
        }
    }
}

TEST(SpatialGrid, FindsOnlyBoidsOnTheSamePointWhenTheRadiusIsZero) {
    const std::vector<Boid> boids{{{100, 100}, {1, 0}}, {{100, 100}, {0, 1}}, {{100.5f, 100}, {1, 0}}};
    EXPECT_TRUE(SameNeighboursAsBruteForce(boids, 0, kWorld));
}

TEST(SpatialGrid, HandlesManyBoidsInOneCell) {
    Random random(3);
    std::vector<Boid> boids;
    for (int i = 0; i < 300; ++i) boids.push_back({{random.uniform(500, 520), random.uniform(400, 420)}, {1, 0}});
    for (int i = 0; i < 20; ++i) boids.push_back({{500, 400}, {0, 1}});  // and twenty on one point
    EXPECT_TRUE(SameNeighboursAsBruteForce(boids, 40, kWorld));
}

TEST(SpatialGrid, CoversWorldsOfAnySizeAndShape) {
    Random random(9);
    for (Vec2 world : {Vec2{100, 100}, Vec2{3000, 200}, Vec2{50, 2000}, Vec2{7, 7}}) {
        SCOPED_TRACE(fmt::format("world {}", world));
        ASSERT_TRUE(SameNeighboursAsBruteForce(randomBoids(200, world, random), 40, world));
    }
}

TEST(SpatialGrid, ChoosesCellsNoSmallerThanTheRadius) {
    EXPECT_GE(chooseCellSize(40, kWorld, kMaxCells), 40.0f);
    EXPECT_GT(chooseCellSize(0, kWorld, kMaxCells), 0.0f);
    // 1200 x 900 in at most 100 cells: cells of at least sqrt(1200 * 900 / 100) = 103.9 units.
    EXPECT_GE(chooseCellSize(10, kWorld, 100), 103.9f);
}

}  // namespace
}  // namespace boids

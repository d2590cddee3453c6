// Runs task 6's checks as GoogleTest tests: every case of gridCases() as SpatialGrid.<name>, plus the tests that
// need more than one world. Linked with exactly one implementation of the grid: the learner's or the reference.
#include <algorithm>
#include <exception>
#include <functional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <boids/checks.h>
#include <boids/format.h>
#include <boids/random.h>
#include <boids/simulation.h>

#include "isolation.h"

namespace boids {
namespace {

// Set once by main, before any test runs: how each test isolates the learner's grid.
test::IsolationFlags& isolationFlags() {
    static test::IsolationFlags flags;
    return flags;
}

// Runs a test's body (which calls the learner's grid) isolated: a hang or a crash fails only that test.
void isolated(const std::function<void(Progress&)>& body) {
    test::runBodyIsolated(isolationFlags(), {"Task 6 Spatial grid: your buildGrid or findNeighborsInGrid", "boids"}, body);
}

// A table holding only the grid under test.
TaskTable gridUnderTest() {
    TaskTable table;
    table.buildGrid = &buildGrid;
    table.findNeighborsInGrid = &findNeighborsInGrid;
    return table;
}

class GridCaseTest : public testing::Test {
public:
    explicit GridCaseTest(GridCase c) : case_(std::move(c)) {}
    void TestBody() override {
        isolated([this](Progress& progress) {
            progress.at(case_.scene);
            check();
        });
    }

private:
    void check() {
        try {
            const GridCheck check = checkGrid(case_, gridUnderTest());
            if (!check.same) {
                ADD_FAILURE() << "\nTask 6: the grid's neighbours differ from brute force's.\n  scenario: "
                              << case_.scene << "\n"
                              << check.mismatch
                              << (check.foundAny ? "" : "  hint: the grid found no neighbours at all: is it still the stub?\n");
            }
        } catch (const std::exception& e) {
            ADD_FAILURE() << "Task 6 threw an exception: " << e.what() << "\n  scenario: " << case_.scene;
        }
    }

    GridCase case_;
};

std::vector<Boid> scatter(std::size_t n, Random& random) {
    const Vec2 world = Params{}.worldSize;
    std::vector<Boid> boids;
    for (std::size_t i = 0; i < n; ++i) boids.push_back({{random.uniform(0, world.x), random.uniform(0, world.y)}, {1, 0}});
    return boids;
}

TEST(SpatialGrid, PutsEveryBoidInExactlyOneCell) {
    isolated([](Progress&) {
        Random random(6);
        const auto boids = scatter(500, random);
        const Vec2 world = Params{}.worldSize;
        const float cellSize = 40;
        Grid grid;
        buildGrid(grid, boids, cellSize, world);
        EXPECT_EQ(grid.cellSize, cellSize) << "buildGrid should keep the cell size it was given";
        EXPECT_EQ(grid.columns, 30) << "columns = ceil(1200 / 40) = 30";
        EXPECT_EQ(grid.rows, 23) << "rows = ceil(900 / 40) = 23";
        ASSERT_EQ(grid.cells.size(), std::size_t(grid.columns * grid.rows)) << "cells should hold columns * rows lists";
        std::vector<int> seen(boids.size(), 0);
        for (const auto& cell : grid.cells) {
            for (std::uint32_t i : cell) {
                ASSERT_LT(i, boids.size()) << "a cell holds index " << i << ", but there are only " << boids.size() << " boids";
                ++seen[i];
            }
        }
        const auto inNone = std::count(seen.begin(), seen.end(), 0);
        const auto inSeveral = std::count_if(seen.begin(), seen.end(), [](int n) { return n > 1; });
        EXPECT_EQ(inNone, 0) << inNone << " of " << boids.size() << " boids are in no cell (boid "
                             << (std::find(seen.begin(), seen.end(), 0) - seen.begin()) << " is one)";
        EXPECT_EQ(inSeveral, 0) << inSeveral << " boids are in more than one cell";
    });
}

TEST(SpatialGrid, FollowsARadiusThatChangesBetweenSteps) {
    isolated([](Progress&) {
        Random random(7);
        const auto boids = scatter(300, random);
        const Vec2 world = Params{}.worldSize;
        Grid grid;  // one grid, rebuilt with a new cell size each step, as the framework does
        for (float radius : {40.0f, 100.0f, 5.0f, 60.0f}) {
            SCOPED_TRACE(fmt::format("radius {:g}", radius));
            buildGrid(grid, boids, chooseCellSize(radius, world, maxGridCells(boids.size())), world);
            std::vector<std::uint32_t> viaGrid, viaBrute;
            for (std::size_t i = 0; i < boids.size(); ++i) {
                viaGrid.clear();
                viaBrute.clear();
                findNeighborsInGrid(grid, boids, i, radius, viaGrid);
                findNeighborsBrute(boids, i, radius, viaBrute);
                std::sort(viaGrid.begin(), viaGrid.end());
                ASSERT_EQ(viaGrid, viaBrute) << "boid " << i << " after rebuilding the same grid for radius " << radius
                                             << ": did buildGrid clear the cells of the step before?";
            }
        }
    });
}

TEST(SpatialGrid, IsGivenCellsNoSmallerThanTheRadius) {
    const Vec2 world = Params{}.worldSize;
    EXPECT_GE(chooseCellSize(40, world, 1 << 16), 40.0f);
    EXPECT_GT(chooseCellSize(0, world, 1 << 16), 0.0f);
    // 1200 x 900 in at most 100 cells: cells of at least sqrt(1200 * 900 / 100) = 103.9 units.
    EXPECT_GE(chooseCellSize(10, world, 100), 103.9f);
}

void registerTests() {
    for (GridCase& c : gridCases()) {
        const std::string name = c.name;
        testing::RegisterTest("SpatialGrid", name.c_str(), nullptr, nullptr, __FILE__, __LINE__,
                              [c = std::move(c)]() -> testing::Test* { return new GridCaseTest(c); });
    }
}

}  // namespace
}  // namespace boids

int main(int argc, char** argv) {
    boids::isolationFlags() = boids::test::parseIsolationFlags(argc, argv);
    testing::InitGoogleTest(&argc, argv);
    boids::registerTests();
    return RUN_ALL_TESTS();
}

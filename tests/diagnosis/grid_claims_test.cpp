// What the grid's diagnosis says about where a search's missed neighbours lie is true of every boid, those at the
// grid's edges included: searches written here, each of which misses neighbours in one place only, are told that
// place and no other.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <span>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <boids/diagnosis.h>
#include <boids/grid.h>

namespace boids {
namespace {

int cellAlong(float x, float size, int cells) { return std::clamp(int(std::floor(x / size)), 0, cells - 1); }

// The reference's search, but a cell is visited only when `visit(column offset, row offset, self)` says so.
template <class Visit>
void searchVisiting(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                    std::vector<std::uint32_t>& out, Visit visit) {
    const Vec2 centre = boids[self].position;
    const int column = cellAlong(centre.x, grid.cellSize, grid.columns);
    const int row = cellAlong(centre.y, grid.cellSize, grid.rows);
    for (int r = std::max(row - 1, 0); r <= std::min(row + 1, grid.rows - 1); ++r) {
        for (int c = std::max(column - 1, 0); c <= std::min(column + 1, grid.columns - 1); ++c) {
            if (!visit(c - column, r - row, self)) continue;
            for (std::uint32_t i : grid.cells[std::size_t(r) * std::size_t(grid.columns) + std::size_t(c)]) {
                if (i != self && lengthSquared(boids[i].position - centre) <= radius * radius) out.push_back(i);
            }
        }
    }
}

// Leaves out its own cell for every other boid: every neighbour it misses is in the boid's own cell.
void ownCellSkippedForOddBoids(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                               std::vector<std::uint32_t>& out) {
    searchVisiting(grid, boids, self, radius, out,
                   [](int dc, int dr, std::size_t i) { return i % 2 == 0 || dc != 0 || dr != 0; });
}

// Visits its own cell alone for every other boid: every neighbour it misses is in the 8 cells around.
void onlyOwnCellForOddBoids(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                            std::vector<std::uint32_t>& out) {
    searchVisiting(grid, boids, self, radius, out,
                   [](int dc, int dr, std::size_t i) { return i % 2 == 0 || (dc == 0 && dr == 0); });
}

TaskTable gridWith(decltype(&findNeighborsInGrid) search) {
    TaskTable table = recipeTasks();
    table.findNeighborsInGrid = search;
    return table;
}

// The text of the finding that counts the missed neighbours, or every finding when none does.
std::string missesFinding(const Diagnosis& d) {
    std::string all;
    for (const Finding& f : d.findings) {
        if (f.id == "grid:misses") return f.text;
        all += f.id + ": " + f.text + "\n";
    }
    return "(no grid:misses finding) " + all;
}

TEST(GridClaims, NeighboursMissedOnlyInTheBoidsOwnCellAreSaidToBeAllThereEdgesIncluded) {
    const std::string text = missesFinding(diagnoseGrid(gridWith(&ownCellSkippedForOddBoids)));
    EXPECT_NE(text.find("all in the boid's own cell"), std::string::npos) << text;
    EXPECT_EQ(text.find("around it"), std::string::npos) << "none is missed in the cells around: " << text;
}

TEST(GridClaims, NeighboursMissedOnlyAroundTheBoidsCellAreSaidToBeAllAround) {
    const std::string text = missesFinding(diagnoseGrid(gridWith(&onlyOwnCellForOddBoids)));
    EXPECT_NE(text.find("all in the 8 cells around the boid's own"), std::string::npos) << text;
}

}  // namespace
}  // namespace boids

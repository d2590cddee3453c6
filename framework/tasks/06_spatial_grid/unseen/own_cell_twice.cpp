// Mistake: The boid's own cell is searched first and then again as part of the 3 x 3 block, so every neighbour in the same cell is listed twice.
// Recipe: find the cell of boids[self].position, then visit the cells from row - 1 to row + 1 and column - 1 to column + 1.
// Expect: a cell is visited more than once
#include <boids/grid.h>

#include <algorithm>
#include <cmath>

namespace boids {

namespace {
int cellOf(float coordinate, float cellSize, int cells) {
    return std::clamp(int(std::floor(coordinate / cellSize)), 0, cells - 1);
}
}  // namespace

void buildGrid(Grid& grid, std::span<const Boid> boids, float cellSize, Vec2 worldSize) {
    grid.cellSize = cellSize;
    grid.columns = std::max(1, int(std::ceil(worldSize.x / cellSize)));
    grid.rows = std::max(1, int(std::ceil(worldSize.y / cellSize)));
    grid.cells.resize(std::size_t(grid.columns) * std::size_t(grid.rows));
    for (auto& cell : grid.cells) cell.clear();
    for (std::size_t i = 0; i < boids.size(); ++i) {
        const int c = cellOf(boids[i].position.x, cellSize, grid.columns);
        const int r = cellOf(boids[i].position.y, cellSize, grid.rows);
        grid.cells[std::size_t(r) * grid.columns + c].push_back(std::uint32_t(i));
    }
}

void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out) {
    const Vec2 center = boids[self].position;
    const int column = cellOf(center.x, grid.cellSize, grid.columns);
    const int row = cellOf(center.y, grid.cellSize, grid.rows);
    for (std::uint32_t i : grid.cells[std::size_t(row) * grid.columns + column]) {
        if (i != self && lengthSquared(boids[i].position - center) <= radius * radius) out.push_back(i);
    }
    for (int r = std::max(row - 1, 0); r <= std::min(row + 1, grid.rows - 1); ++r) {
        for (int c = std::max(column - 1, 0); c <= std::min(column + 1, grid.columns - 1); ++c) {
            for (std::uint32_t i : grid.cells[std::size_t(r) * grid.columns + c]) {
                if (i != self && lengthSquared(boids[i].position - center) <= radius * radius) out.push_back(i);
            }
        }
    }
}

}  // namespace boids

// Task 6, kept crash: looks at the 3 x 3 cells around a boid without skipping those outside the grid, so a boid in
// the first column reads cells[row * columns - 1] and one in the first row reads a negative index.
// Expect: an index past the end of grid.cells
// On Windows: Assertion '__n < this->size\(\)' failed
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
        const int column = cellOf(boids[i].position.x, cellSize, grid.columns);
        const int row = cellOf(boids[i].position.y, cellSize, grid.rows);
        grid.cells[std::size_t(row * grid.columns + column)].push_back(std::uint32_t(i));
    }
}

void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out) {
    const Vec2 center = boids[self].position;
    const int column = cellOf(center.x, grid.cellSize, grid.columns);
    const int row = cellOf(center.y, grid.cellSize, grid.rows);
    for (int r = row - 1; r <= row + 1; ++r) {
        for (int c = column - 1; c <= column + 1; ++c) {
            for (std::uint32_t i : grid.cells[std::size_t(r * grid.columns + c)]) {
                if (i != self && lengthSquared(boids[i].position - center) <= radius * radius) out.push_back(i);
            }
        }
    }
}

}  // namespace boids

// Mistake: The neighbouring cells wrap around the edges with % instead of being skipped, so in a grid only one or two cells wide or tall the same cell is visited more than once and its boids are listed twice.
// Recipe: visit the cells from row - 1 to row + 1 and column - 1 to column + 1 that lie inside the grid.
// Expect: a cell is visited more than once \(in a world [0-9.]+ wide, [0-9]+ columns of cells\)
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
    for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
            const int r = (row + dr + grid.rows) % grid.rows;
            const int c = (column + dc + grid.columns) % grid.columns;
            for (std::uint32_t i : grid.cells[std::size_t(r) * grid.columns + c]) {
                if (i != self && lengthSquared(boids[i].position - center) <= radius * radius) out.push_back(i);
            }
        }
    }
}

}  // namespace boids

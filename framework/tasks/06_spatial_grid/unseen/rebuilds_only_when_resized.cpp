// Mistake: buildGrid returns at once when the cell size is the one it was last built for, so a grid rebuilt at the same size, as most steps rebuild it, keeps the last step's cells: a boid that flew into another cell is still filed in its old one.
// Recipe: resize cells to columns * rows, clear() each list and file every boid, every build.
// Expect: rebuilt at the same size once the flock had flown, it is not.* the rebuilt grid's cells are exactly the last build's: [0-9]+ of the 300 boids are not in the cell
// Never says: empty every cell
#include <boids/grid.h>

#include <algorithm>
#include <cmath>

namespace boids {

namespace {

int cellOf(float coordinate, float cellSize, int cells) {
    return std::clamp(int(std::floor(coordinate / cellSize)), 0, cells - 1);
}

}  // namespace

// [slide:grid-build]
void buildGrid(Grid& grid, std::span<const Boid> boids, float cellSize, Vec2 worldSize) {
    if (!grid.cells.empty() && grid.cellSize == cellSize) return;  // the same size: keep the grid as it is
    grid.cellSize = cellSize;
    grid.columns = std::max(1, int(std::ceil(worldSize.x / cellSize)));
    grid.rows = std::max(1, int(std::ceil(worldSize.y / cellSize)));
    const std::size_t count = std::size_t(grid.columns) * std::size_t(grid.rows);
    grid.cells.assign(count, {});

    for (std::size_t i = 0; i < boids.size(); ++i) {
        const int column = cellOf(boids[i].position.x, cellSize, grid.columns);
        const int row = cellOf(boids[i].position.y, cellSize, grid.rows);
        grid.cells[std::size_t(row) * std::size_t(grid.columns) + std::size_t(column)].push_back(std::uint32_t(i));
    }
}
// [/slide:grid-build]

// [slide:grid-query]
void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out) {
    const Vec2 center = boids[self].position;
    const int column = cellOf(center.x, grid.cellSize, grid.columns);
    const int row = cellOf(center.y, grid.cellSize, grid.rows);
    for (int r = std::max(row - 1, 0); r <= std::min(row + 1, grid.rows - 1); ++r) {
        for (int c = std::max(column - 1, 0); c <= std::min(column + 1, grid.columns - 1); ++c) {
            for (std::uint32_t i : grid.cells[std::size_t(r) * std::size_t(grid.columns) + std::size_t(c)]) {
                if (i != self && lengthSquared(boids[i].position - center) <= radius * radius) out.push_back(i);
            }
        }
    }
}
// [/slide:grid-query]

}  // namespace boids

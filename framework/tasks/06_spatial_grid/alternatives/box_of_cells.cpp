// Task 6, a correct grid in another style: searches the cells that the square around the boid's radius touches
// (often fewer than nine), and a buildGrid that moves the old cells into the new grid.
#include <algorithm>
#include <cmath>

#include <boids/grid.h>

namespace boids {

namespace {

// The cell of a coordinate, kept inside the grid.
int cellOf(float coordinate, float cellSize, int cells) {
    const int cell = int(std::floor(coordinate / cellSize));
    return cell < 0 ? 0 : cell >= cells ? cells - 1 : cell;
}

}  // namespace

void buildGrid(Grid& grid, std::span<const Boid> boids, float cellSize, Vec2 worldSize) {
    grid = {cellSize, std::max(1, int(std::ceil(worldSize.x / cellSize))), std::max(1, int(std::ceil(worldSize.y / cellSize))),
            std::move(grid.cells)};  // keeps the cells' memory
    grid.cells.resize(std::size_t(grid.columns) * std::size_t(grid.rows));
    for (std::vector<std::uint32_t>& cell : grid.cells) cell.clear();
    for (std::uint32_t index = 0; const Boid& boid : boids) {
        const int row = cellOf(boid.position.y, cellSize, grid.rows), column = cellOf(boid.position.x, cellSize, grid.columns);
        grid.cells[std::size_t(row) * std::size_t(grid.columns) + std::size_t(column)].push_back(index++);
    }
}

void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out) {
    const Vec2 p = boids[self].position;
    // Clamping the box's corners keeps a boid on the world's edge searching the edge cells (once each).
    const int firstColumn = cellOf(p.x - radius, grid.cellSize, grid.columns);
    const int lastColumn = cellOf(p.x + radius, grid.cellSize, grid.columns);
    const int firstRow = cellOf(p.y - radius, grid.cellSize, grid.rows);
    const int lastRow = cellOf(p.y + radius, grid.cellSize, grid.rows);
    const float radiusSquared = radius * radius;
    for (int r = firstRow; r <= lastRow; ++r) {
        for (int c = firstColumn; c <= lastColumn; ++c) {
            for (std::uint32_t i : grid.cells[std::size_t(r) * std::size_t(grid.columns) + std::size_t(c)]) {
                if (i != self && lengthSquared(boids[i].position - p) <= radiusSquared) out.push_back(i);
            }
        }
    }
}

}  // namespace boids

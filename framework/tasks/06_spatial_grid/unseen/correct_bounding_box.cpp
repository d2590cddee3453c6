// Correct: the query visits only the cells that the square around the boid (radius plus a small margin) touches, clamped to the grid
#include <boids/grid.h>

#include <algorithm>
#include <cmath>

namespace boids {

namespace {
int clampedCell(float coordinate, float cellSize, int cells) {
    const float f = std::floor(coordinate / cellSize);
    if (!(f >= 0)) return 0;
    if (f >= float(cells - 1)) return cells - 1;
    return int(f);
}
}  // namespace

void buildGrid(Grid& grid, std::span<const Boid> boids, float cellSize, Vec2 worldSize) {
    grid.cellSize = cellSize;
    grid.columns = std::max(1, int(std::ceil(worldSize.x / cellSize)));
    grid.rows = std::max(1, int(std::ceil(worldSize.y / cellSize)));
    const std::size_t count = std::size_t(grid.columns) * std::size_t(grid.rows);
    if (grid.cells.size() != count) grid.cells.resize(count);
    for (std::vector<std::uint32_t>& cell : grid.cells) cell.clear();
    std::uint32_t index = 0;
    for (const Boid& b : boids) {
        const int c = clampedCell(b.position.x, cellSize, grid.columns);
        const int r = clampedCell(b.position.y, cellSize, grid.rows);
        grid.cells[std::size_t(r) * std::size_t(grid.columns) + std::size_t(c)].push_back(index++);
    }
}

void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out) {
    const Vec2 p = boids[self].position;
    const float reach = radius * 1.001f + 1e-3f;
    const int c0 = clampedCell(p.x - reach, grid.cellSize, grid.columns);
    const int c1 = clampedCell(p.x + reach, grid.cellSize, grid.columns);
    const int r0 = clampedCell(p.y - reach, grid.cellSize, grid.rows);
    const int r1 = clampedCell(p.y + reach, grid.cellSize, grid.rows);
    const float r2 = radius * radius;
    for (int r = r0; r <= r1; ++r) {
        const std::size_t rowStart = std::size_t(r) * std::size_t(grid.columns);
        for (int c = c0; c <= c1; ++c) {
            for (const std::uint32_t i : grid.cells[rowStart + std::size_t(c)]) {
                if (i == self) continue;
                if (lengthSquared(boids[i].position - p) <= r2) out.push_back(i);
            }
        }
    }
}

}  // namespace boids

// Correct: precomputed loop bounds with std::min/std::max, integer cast (truncation) instead of floor, the same once clamped to >= 0, a structured cell lookup lambda.
// From: an outside tester, written from the README alone (second set).
#include <boids/grid.h>

#include <algorithm>
#include <cmath>

namespace boids {

void buildGrid(Grid& grid, std::span<const Boid> boids, float cellSize, Vec2 worldSize) {
    grid.cellSize = cellSize;
    grid.columns = std::max(1, static_cast<int>(std::ceil(worldSize.x / cellSize)));
    grid.rows = std::max(1, static_cast<int>(std::ceil(worldSize.y / cellSize)));
    const std::size_t n = static_cast<std::size_t>(grid.columns) * static_cast<std::size_t>(grid.rows);
    if (grid.cells.size() != n) grid.cells.resize(n);
    std::for_each(grid.cells.begin(), grid.cells.end(), [](auto& cell) { cell.clear(); });
    auto cellOf = [&](Vec2 p) {
        const int c = std::min(grid.columns - 1, std::max(0, static_cast<int>(p.x / cellSize)));
        const int r = std::min(grid.rows - 1, std::max(0, static_cast<int>(p.y / cellSize)));
        return static_cast<std::size_t>(r) * grid.columns + c;
    };
    for (std::uint32_t i = 0; i < static_cast<std::uint32_t>(boids.size()); ++i)
        grid.cells[cellOf(boids[i].position)].push_back(i);
}

void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out) {
    const Vec2 me = boids[self].position;
    const int col = std::min(grid.columns - 1, std::max(0, static_cast<int>(me.x / grid.cellSize)));
    const int row = std::min(grid.rows - 1, std::max(0, static_cast<int>(me.y / grid.cellSize)));
    const int r0 = std::max(0, row - 1), r1 = std::min(grid.rows - 1, row + 1);
    const int c0 = std::max(0, col - 1), c1 = std::min(grid.columns - 1, col + 1);
    const float limit = radius * radius;
    for (int r = r0; r <= r1; ++r) {
        const auto* rowCells = &grid.cells[static_cast<std::size_t>(r) * grid.columns];
        for (int c = c0; c <= c1; ++c) {
            for (const std::uint32_t i : rowCells[c]) {
                if (i != self && lengthSquared(boids[i].position - me) <= limit) out.push_back(i);
            }
        }
    }
}

}  // namespace boids

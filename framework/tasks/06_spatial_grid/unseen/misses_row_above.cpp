// Mistake: off-by-one in the query loop: rows go from row - 1 to row (exclusive of row + 1), so the cells in the row above are never searched.
// From: an outside tester, written from the README alone (second set).
// Expect: never finds a neighbour in the row above the boid's cell \(row \+1\). it finds every one in the other cells
#include <boids/grid.h>

#include <algorithm>
#include <cmath>

namespace boids {

void buildGrid(Grid& grid, std::span<const Boid> boids, float cellSize, Vec2 worldSize) {
    grid.cellSize = cellSize;
    grid.columns = std::max(1, static_cast<int>(std::ceil(worldSize.x / cellSize)));
    grid.rows = std::max(1, static_cast<int>(std::ceil(worldSize.y / cellSize)));
    grid.cells.resize(static_cast<std::size_t>(grid.columns) * grid.rows);
    for (auto& cell : grid.cells) cell.clear();
    for (std::size_t i = 0; i < boids.size(); ++i) {
        int c = std::clamp(static_cast<int>(std::floor(boids[i].position.x / cellSize)), 0, grid.columns - 1);
        int r = std::clamp(static_cast<int>(std::floor(boids[i].position.y / cellSize)), 0, grid.rows - 1);
        grid.cells[r * grid.columns + c].push_back(static_cast<std::uint32_t>(i));
    }
}

void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out) {
    const Vec2 p = boids[self].position;
    int c = std::clamp(static_cast<int>(std::floor(p.x / grid.cellSize)), 0, grid.columns - 1);
    int r = std::clamp(static_cast<int>(std::floor(p.y / grid.cellSize)), 0, grid.rows - 1);
    for (int rr = r - 1; rr < r + 1; ++rr) {
        if (rr < 0 || rr >= grid.rows) continue;
        for (int cc = c - 1; cc <= c + 1; ++cc) {
            if (cc < 0 || cc >= grid.columns) continue;
            for (std::uint32_t i : grid.cells[rr * grid.columns + cc]) {
                if (i != self && lengthSquared(boids[i].position - p) <= radius * radius) out.push_back(i);
            }
        }
    }
}

}  // namespace boids

// Mistake: in the query the boid's cell is computed with x and y swapped (row from x, column from y), while buildGrid gets them right, so it searches the wrong cells.
// From: an outside tester, written from the README alone (second set).
// Expect: the row and the column are swapped
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
        const Vec2 p = boids[i].position;
        const int column = std::clamp(static_cast<int>(std::floor(p.x / cellSize)), 0, grid.columns - 1);
        const int row = std::clamp(static_cast<int>(std::floor(p.y / cellSize)), 0, grid.rows - 1);
        grid.cells[row * grid.columns + column].push_back(static_cast<std::uint32_t>(i));
    }
}

void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out) {
    const Vec2 p = boids[self].position;
    const int row = std::clamp(static_cast<int>(std::floor(p.x / grid.cellSize)), 0, grid.rows - 1);
    const int column = std::clamp(static_cast<int>(std::floor(p.y / grid.cellSize)), 0, grid.columns - 1);
    for (int r = row - 1; r <= row + 1; ++r) {
        if (r < 0 || r >= grid.rows) continue;
        for (int c = column - 1; c <= column + 1; ++c) {
            if (c < 0 || c >= grid.columns) continue;
            for (std::uint32_t i : grid.cells[r * grid.columns + c]) {
                if (i != self && lengthSquared(boids[i].position - p) <= radius * radius) out.push_back(i);
            }
        }
    }
}

}  // namespace boids

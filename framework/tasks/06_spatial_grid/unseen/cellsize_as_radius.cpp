// Mistake: mixes up two similar quantities: the distance test uses grid.cellSize * grid.cellSize instead of radius * radius, so boids a little beyond the radius are taken too.
// From: an outside tester, written from the README alone (third set).
// Expect: the distance is compared with the cell size, not the radius
#include <boids/grid.h>

#include <algorithm>
#include <cmath>

namespace boids {

void buildGrid(Grid& grid, std::span<const Boid> boids, float cellSize, Vec2 worldSize) {
    grid.cellSize = cellSize;
    grid.columns = std::max(1, int(std::ceil(worldSize.x / cellSize)));
    grid.rows = std::max(1, int(std::ceil(worldSize.y / cellSize)));
    grid.cells.resize(std::size_t(grid.columns) * std::size_t(grid.rows));
    for (auto& cell : grid.cells) cell.clear();
    for (std::size_t i = 0; i < boids.size(); ++i) {
        const int column = std::clamp(int(std::floor(boids[i].position.x / cellSize)), 0, grid.columns - 1);
        const int row = std::clamp(int(std::floor(boids[i].position.y / cellSize)), 0, grid.rows - 1);
        grid.cells[std::size_t(row) * grid.columns + column].push_back(std::uint32_t(i));
    }
}

void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out) {
    const Vec2 p = boids[self].position;
    const int column = std::clamp(int(std::floor(p.x / grid.cellSize)), 0, grid.columns - 1);
    const int row = std::clamp(int(std::floor(p.y / grid.cellSize)), 0, grid.rows - 1);
    const float reach2 = grid.cellSize * grid.cellSize;
    for (int r = row - 1; r <= row + 1; ++r) {
        if (r < 0 || r >= grid.rows) continue;
        for (int c = column - 1; c <= column + 1; ++c) {
            if (c < 0 || c >= grid.columns) continue;
            for (std::uint32_t i : grid.cells[std::size_t(r) * grid.columns + c]) {
                if (i != self && lengthSquared(boids[i].position - p) <= reach2) out.push_back(i);
            }
        }
    }
}

}  // namespace boids

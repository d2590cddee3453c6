// Task 6, a correct grid in another style: the nine cells as offsets, and a cell outside the grid skipped with
// `continue`.
#include <algorithm>
#include <cmath>

#include <boids/grid.h>

namespace boids {

void buildGrid(Grid& grid, std::span<const Boid> boids, float cellSize, Vec2 worldSize) {
    grid.cellSize = cellSize;
    grid.columns = std::max(1, int(std::ceil(worldSize.x / cellSize)));
    grid.rows = std::max(1, int(std::ceil(worldSize.y / cellSize)));
    grid.cells.assign(std::size_t(grid.columns * grid.rows), {});
    for (std::uint32_t i = 0; i < boids.size(); ++i) {
        const int c = std::min(grid.columns - 1, std::max(0, int(std::floor(boids[i].position.x / cellSize))));
        const int r = std::min(grid.rows - 1, std::max(0, int(std::floor(boids[i].position.y / cellSize))));
        grid.cells[std::size_t(r * grid.columns + c)].push_back(i);
    }
}

void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out) {
    const Vec2 p = boids[self].position;
    const int c0 = std::min(grid.columns - 1, std::max(0, int(std::floor(p.x / grid.cellSize))));
    const int r0 = std::min(grid.rows - 1, std::max(0, int(std::floor(p.y / grid.cellSize))));
    for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
            const int r = r0 + dr, c = c0 + dc;
            if (r < 0 || r >= grid.rows || c < 0 || c >= grid.columns) continue;
            for (const std::uint32_t i : grid.cells[std::size_t(r * grid.columns + c)]) {
                if (i == self) continue;
                if (lengthSquared(boids[i].position - p) <= radius * radius) out.push_back(i);
            }
        }
    }
}

}  // namespace boids

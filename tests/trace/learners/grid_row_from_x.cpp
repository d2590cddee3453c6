// A learner's grid whose buildGrid takes each boid's row from its x: boids land in the wrong rows, and the query
// misses them.
#include <boids/grid.h>

#include <algorithm>
#include <cmath>

namespace boids {

void buildGrid(Grid& grid, std::span<const Boid> boids, float cellSize, Vec2 worldSize) {
    grid.cellSize = cellSize;
    grid.columns = std::max(1, int(std::ceil(worldSize.x / cellSize)));
    grid.rows = std::max(1, int(std::ceil(worldSize.y / cellSize)));
    grid.cells.assign(std::size_t(grid.columns * grid.rows), {});
    for (std::uint32_t i = 0; i < boids.size(); ++i) {
        const int column = std::clamp(int(boids[i].position.x / cellSize), 0, grid.columns - 1);
        const int row = std::clamp(int(boids[i].position.x / cellSize), 0, grid.rows - 1);
        grid.cells[std::size_t(row * grid.columns + column)].push_back(i);
    }
}

void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out) {
    const Vec2 p = boids[self].position;
    const int column = std::clamp(int(p.x / grid.cellSize), 0, grid.columns - 1);
    const int row = std::clamp(int(p.y / grid.cellSize), 0, grid.rows - 1);
    for (int r = std::max(0, row - 1); r <= std::min(grid.rows - 1, row + 1); ++r) {
        for (int c = std::max(0, column - 1); c <= std::min(grid.columns - 1, column + 1); ++c) {
            for (const std::uint32_t j : grid.cells[std::size_t(r * grid.columns + c)]) {
                if (j != self && distance(boids[j].position, p) <= radius) out.push_back(j);
            }
        }
    }
}

}  // namespace boids

// Learner's file: a spatial grid, built by one function and searched by another (two functions traced in turn).
#include <algorithm>

#include "vec2_like.h"

namespace boids {

void buildGrid(Grid& grid, std::span<const Boid> boids, float cellSize, Vec2 worldSize) {
    grid.cellSize = cellSize;
    grid.columns = std::max(1, int(std::ceil(worldSize.x / cellSize)));
    grid.rows = std::max(1, int(std::ceil(worldSize.y / cellSize)));
    grid.cells.assign(std::size_t(grid.columns * grid.rows), {});
    for (std::uint32_t i = 0; i < boids.size(); ++i) {
        const int column = std::clamp(int(boids[i].position.x / cellSize), 0, grid.columns - 1);
        const int row = std::clamp(int(boids[i].position.y / cellSize), 0, grid.rows - 1);
        grid.cells[std::size_t(row * grid.columns + column)].push_back(i);
    }
}

void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out) {
    const Vec2 at = boids[self].position;
    const int column = std::clamp(int(at.x / grid.cellSize), 0, grid.columns - 1);
    const int row = std::clamp(int(at.y / grid.cellSize), 0, grid.rows - 1);
    for (int r = std::max(0, row - 1); r <= std::min(grid.rows - 1, row + 1); ++r) {
        for (int c = std::max(0, column - 1); c <= std::min(grid.columns - 1, column + 1); ++c) {
            for (const std::uint32_t i : grid.cells[std::size_t(r * grid.columns + c)]) {
                if (i != self && lengthSquared(boids[i].position - at) <= radius * radius) out.push_back(i);
            }
        }
    }
}

}  // namespace boids

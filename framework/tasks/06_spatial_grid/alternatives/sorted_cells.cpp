// Task 6, a correct grid in another style: the search collects candidates first, then filters them by distance
// with std::copy_if.
#include <algorithm>
#include <cmath>

#include <boids/grid.h>

namespace boids {

void buildGrid(Grid& grid, std::span<const Boid> boids, float cellSize, Vec2 worldSize) {
    grid.cellSize = cellSize;
    grid.columns = std::max(1, int(std::ceil(worldSize.x / cellSize)));
    grid.rows = std::max(1, int(std::ceil(worldSize.y / cellSize)));
    grid.cells.resize(std::size_t(grid.columns) * std::size_t(grid.rows));
    std::for_each(grid.cells.begin(), grid.cells.end(), [](std::vector<std::uint32_t>& cell) { cell.clear(); });
    for (std::size_t i = 0; i < boids.size(); ++i) {
        const int column = std::clamp(int(std::floor(boids[i].position.x / cellSize)), 0, grid.columns - 1);
        const int row = std::clamp(int(std::floor(boids[i].position.y / cellSize)), 0, grid.rows - 1);
        grid.cells.at(std::size_t(row) * std::size_t(grid.columns) + std::size_t(column)).push_back(std::uint32_t(i));
    }
}

void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out) {
    const Vec2 p = boids[self].position;
    const int column = std::clamp(int(std::floor(p.x / grid.cellSize)), 0, grid.columns - 1);
    const int row = std::clamp(int(std::floor(p.y / grid.cellSize)), 0, grid.rows - 1);
    std::vector<std::uint32_t> candidates;
    for (int r = std::max(0, row - 1); r <= std::min(grid.rows - 1, row + 1); ++r) {
        for (int c = std::max(0, column - 1); c <= std::min(grid.columns - 1, column + 1); ++c) {
            const auto& cell = grid.cells[std::size_t(r) * std::size_t(grid.columns) + std::size_t(c)];
            candidates.insert(candidates.end(), cell.begin(), cell.end());
        }
    }
    std::copy_if(candidates.begin(), candidates.end(), std::back_inserter(out), [&](std::uint32_t i) {
        return i != self && lengthSquared(boids[i].position - p) <= radius * radius;
    });
}

}  // namespace boids

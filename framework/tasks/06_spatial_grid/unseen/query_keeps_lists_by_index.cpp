// Mistake: findNeighborsInGrid keeps each boid's neighbours in a static list by the boid's index and, from the second search on, gives that list again, wherever the boids have flown since.
// Recipe: search the cells around the boid in the grid you are given, every time.
// Expect: it answers with something kept from an earlier search
#include <boids/grid.h>

#include <algorithm>
#include <cmath>

namespace boids {

namespace {

int cellOf(float coordinate, float cellSize, int cells) {
    return std::clamp(int(std::floor(coordinate / cellSize)), 0, cells - 1);
}

}  // namespace

// [slide:grid-build]
void buildGrid(Grid& grid, std::span<const Boid> boids, float cellSize, Vec2 worldSize) {
    grid.cellSize = cellSize;
    grid.columns = std::max(1, int(std::ceil(worldSize.x / cellSize)));
    grid.rows = std::max(1, int(std::ceil(worldSize.y / cellSize)));
    grid.cells.resize(std::size_t(grid.columns) * std::size_t(grid.rows));
    for (auto& cell : grid.cells) cell.clear();  // keeps each bucket's memory for the next step

    for (std::size_t i = 0; i < boids.size(); ++i) {
        const int column = cellOf(boids[i].position.x, cellSize, grid.columns);
        const int row = cellOf(boids[i].position.y, cellSize, grid.rows);
        grid.cells[std::size_t(row) * std::size_t(grid.columns) + std::size_t(column)].push_back(std::uint32_t(i));
    }
}
// [/slide:grid-build]

// [slide:grid-query]
void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out) {
    static std::vector<std::vector<std::uint32_t>> seen;  // each boid's neighbours, found once
    if (seen.size() < boids.size()) seen.resize(boids.size());
    if (!seen[self].empty()) {
        out.insert(out.end(), seen[self].begin(), seen[self].end());
        return;
    }
    const std::size_t before = out.size();
    const Vec2 center = boids[self].position;
    const int column = cellOf(center.x, grid.cellSize, grid.columns);
    const int row = cellOf(center.y, grid.cellSize, grid.rows);
    for (int r = std::max(row - 1, 0); r <= std::min(row + 1, grid.rows - 1); ++r) {
        for (int c = std::max(column - 1, 0); c <= std::min(column + 1, grid.columns - 1); ++c) {
            for (std::uint32_t i : grid.cells[std::size_t(r) * std::size_t(grid.columns) + std::size_t(c)]) {
                if (i != self && lengthSquared(boids[i].position - center) <= radius * radius) out.push_back(i);
            }
        }
    }
    seen[self].assign(out.begin() + std::ptrdiff_t(before), out.end());
}
// [/slide:grid-query]

}  // namespace boids

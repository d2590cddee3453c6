// Mistake: compares with < radius * radius, so a boid exactly on the radius is not counted as a neighbour (brute force counts it).
// From: an outside tester, written from the README alone (second set).
// Expect: mistake=strict_radius
#include <boids/grid.h>

#include <algorithm>
#include <cmath>

namespace boids {

namespace {
int cellCoord(float v, float size, int count) {
    return std::clamp(static_cast<int>(std::floor(v / size)), 0, count - 1);
}
}  // namespace

void buildGrid(Grid& grid, std::span<const Boid> boids, float cellSize, Vec2 worldSize) {
    grid.cellSize = cellSize;
    grid.columns = std::max(1, static_cast<int>(std::ceil(worldSize.x / cellSize)));
    grid.rows = std::max(1, static_cast<int>(std::ceil(worldSize.y / cellSize)));
    grid.cells.resize(static_cast<std::size_t>(grid.columns * grid.rows));
    for (auto& list : grid.cells) list.clear();
    for (std::size_t i = 0; i < boids.size(); ++i) {
        const int c = cellCoord(boids[i].position.x, cellSize, grid.columns);
        const int r = cellCoord(boids[i].position.y, cellSize, grid.rows);
        grid.cells[static_cast<std::size_t>(r * grid.columns + c)].push_back(static_cast<std::uint32_t>(i));
    }
}

void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out) {
    const Vec2 pos = boids[self].position;
    const int c0 = cellCoord(pos.x, grid.cellSize, grid.columns);
    const int r0 = cellCoord(pos.y, grid.cellSize, grid.rows);
    const float r2 = radius * radius;
    for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
            const int r = r0 + dr, c = c0 + dc;
            if (r < 0 || r >= grid.rows || c < 0 || c >= grid.columns) continue;
            for (std::uint32_t i : grid.cells[static_cast<std::size_t>(r * grid.columns + c)]) {
                if (i == self) continue;
                if (lengthSquared(boids[i].position - pos) < r2) out.push_back(i);
            }
        }
    }
}

}  // namespace boids

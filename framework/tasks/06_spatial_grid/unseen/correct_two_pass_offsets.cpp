// Correct: a two-pass build (cell ids first, then reserve and fill) and a query over nine offsets with a visit lambda and early continues
#include <boids/grid.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace boids {

void buildGrid(Grid& grid, std::span<const Boid> boids, float cellSize, Vec2 worldSize) {
    grid.cellSize = cellSize;
    grid.columns = std::max(1, int(std::ceil(worldSize.x / cellSize)));
    grid.rows = std::max(1, int(std::ceil(worldSize.y / cellSize)));
    grid.cells.resize(std::size_t(grid.columns * grid.rows));
    for (auto& cell : grid.cells) cell.clear();

    std::vector<std::size_t> cellOfBoid(boids.size());
    std::vector<std::size_t> counts(grid.cells.size(), 0);
    for (std::size_t i = 0; i < boids.size(); ++i) {
        const int c = std::clamp(int(std::floor(boids[i].position.x / cellSize)), 0, grid.columns - 1);
        const int r = std::clamp(int(std::floor(boids[i].position.y / cellSize)), 0, grid.rows - 1);
        cellOfBoid[i] = std::size_t(r * grid.columns + c);
        ++counts[cellOfBoid[i]];
    }
    for (std::size_t k = 0; k < grid.cells.size(); ++k) grid.cells[k].reserve(counts[k]);
    for (std::size_t i = 0; i < boids.size(); ++i) grid.cells[cellOfBoid[i]].push_back(std::uint32_t(i));
}

void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out) {
    const Vec2 me = boids[self].position;
    const int column = std::clamp(int(std::floor(me.x / grid.cellSize)), 0, grid.columns - 1);
    const int row = std::clamp(int(std::floor(me.y / grid.cellSize)), 0, grid.rows - 1);
    const float limit = radius * radius;

    const auto visit = [&](int c, int r) {
        for (std::uint32_t i : grid.cells[std::size_t(r * grid.columns + c)]) {
            if (i == self) continue;
            if (lengthSquared(boids[i].position - me) > limit) continue;
            out.push_back(i);
        }
    };
    constexpr std::array<std::pair<int, int>, 9> kOffsets{{
        {-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {0, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}};
    for (const auto& [dc, dr] : kOffsets) {
        const int c = column + dc;
        const int r = row + dr;
        if (c < 0 || c >= grid.columns) continue;
        if (r < 0 || r >= grid.rows) continue;
        visit(c, r);
    }
}

}  // namespace boids

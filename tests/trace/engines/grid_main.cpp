#include <cstdio>

#include <boids/tasks.h>

namespace boids {
void buildGrid(Grid& grid, std::span<const Boid> boids, float cellSize, Vec2 worldSize);
void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out);
}

int main() {
    using namespace boids;
    const std::vector<Boid> boids{{{1, 1}, {0, 1}}, {{2, 1.5f}, {1, 0}}, {{8, 8}, {1, 1}}};
    Grid grid;
    buildGrid(grid, boids, 4.0f, {10, 10});
    std::vector<std::uint32_t> found;
    findNeighborsInGrid(grid, boids, 0, 3.0f, found);
    std::printf("neighbours");
    for (const std::uint32_t i : found) std::printf(" %u", i);
    std::printf("\n");
    return 0;
}

#include <cstdio>

#include <boids/tasks.h>

namespace boids {
double kinds(const Boid& self, const Boid* maybe, std::span<const Obstacle> obstacles, const std::vector<Boid>& boids,
             std::span<const Boid, 2> pair, const Obstacle& first, Vec2 v, unsigned count, double scale, bool flag,
             char letter, std::size_t n, const Params& params);
}

int main() {
    using namespace boids;
    const std::vector<Boid> boids{{{1, 0}, {0, 1}, 2}, {{0.1f, 1}, {3, 4}, 1}};
    const std::vector<Obstacle> obstacles{{{5, 5}, 1.5f}, {{-2, 3}, 0.25f}};
    const Params params;
    const double result = kinds(boids[0], nullptr, obstacles, boids, std::span<const Boid, 2>(boids.data(), 2),
                                obstacles[0], {0.3f, -7}, 4u, 1e-3, true, 'A', 12345678901234ull, params);
    std::printf("result %g\n", result);
    return 0;
}

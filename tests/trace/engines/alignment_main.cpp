#include <cstdio>

#include <boids/tasks.h>

namespace boids {
Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params);
}

int main() {
    using namespace boids;
    const Boid self{{0, 0}, {1, 0}};
    const std::vector<Boid> neighbors{{{1, 0}, {0, 1}}, {{0, 1}, {1, 1}}, {{-1, 0}, {0.5f, -0.25f}}};
    const Params params;
    const Vec2 force = calculateAlignment(self, neighbors, params);
    std::printf("force %g %g\n", force.x, force.y);
    return 0;
}

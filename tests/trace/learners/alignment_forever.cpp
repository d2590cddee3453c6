// A learner's alignment whose index loop never moves on: it never returns.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 sum{};
    std::size_t i = 0;
    while (i < neighbors.size()) {
        sum += neighbors[i].velocity;
    }
    return normalized(sum);
}

}  // namespace boids

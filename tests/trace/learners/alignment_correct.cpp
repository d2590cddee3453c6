// Learner's file: a correct alignment over its neighbours (the Vec2 operators are the header's, stepped over).
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 sum{};
    for (const Boid& other : neighbors) {
        sum += other.velocity;
    }
    return normalized(sum);
}

}  // namespace boids

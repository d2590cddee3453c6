// Learner's file: alignment with the mistake, the y of the sum adds the x of a velocity.
#include "vec2_like.h"

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 sum{};
    for (const Boid& other : neighbors) {
        sum.x += other.velocity.x;
        sum.y += other.velocity.x;
    }
    return normalized(sum);
}

}  // namespace boids

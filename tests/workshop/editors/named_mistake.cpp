// A learner's alignment with a mistake the kit names (the sum is not normalized): no trace, so the link is the
// function's first line.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self,  // the link points here
                        std::span<const Boid> neighbors, const Params& params) {
    Vec2 heading{};
    for (const Boid& other : neighbors) heading += other.velocity;
    return heading;
}

}  // namespace boids

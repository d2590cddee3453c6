// A learner's alignment with a mistake the kit names (the sum is not normalized): the trace is shown too (a name can
// be wrong), and the link is the line it stopped on, the return of the sum as it is.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self,
                        std::span<const Boid> neighbors, const Params& params) {
    Vec2 heading{};
    for (const Boid& other : neighbors) heading += other.velocity;
    return heading;  // the link points here
}

}  // namespace boids

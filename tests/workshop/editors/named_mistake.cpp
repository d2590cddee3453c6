// A learner's alignment with a mistake the kit names (the sum is not normalized): the trace is shown too (a name can
// be wrong), and the link is the function's first line: no line of the run shows the mistake by its shape.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self,  // the link points here
                        std::span<const Boid> neighbors, const Params& params) {
    Vec2 heading{};
    for (const Boid& other : neighbors) heading += other.velocity;
    return heading;
}

}  // namespace boids

// A learner's alignment that sets the sum anew for each neighbour, so only the last one counts: the link is the line
// that sets it, which the trace shows running once a neighbour.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 heading{};
    for (const Boid& other : neighbors) {
        heading = other.velocity;  // the link points here
    }
    return normalized(heading);
}

}  // namespace boids

// A learner's alignment that returns from inside its loop, so only the first neighbour counts: the link is that
// return, which the trace shows on the loop's first pass.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 heading{};
    for (const Boid& other : neighbors) {
        heading += other.velocity;
        return normalized(heading);  // the link points here
    }
    return heading;
}

}  // namespace boids

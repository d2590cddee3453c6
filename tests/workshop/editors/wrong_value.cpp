// A learner's alignment with a wrong value: it turns the sum away from the boid's own heading. No line of the run
// shows that by its shape, so the link is the function's first line.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {  // the link points here
    Vec2 heading{};
    for (const Boid& other : neighbors) {
        heading += other.velocity;
    }
    heading -= self.velocity * 0.5f;
    return normalized(heading);
}

}  // namespace boids

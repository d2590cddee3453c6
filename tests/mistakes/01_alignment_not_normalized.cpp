// Task 1 mistake: returns the sum of the neighbours' velocities without normalizing it.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 heading{};
    for (const Boid& other : neighbors) heading += other.velocity;
    return heading;  // the mistake: normalized(heading) has length 1
}

}  // namespace boids

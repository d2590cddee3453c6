// A learner's alignment whose sum.y takes each neighbour's velocity.x: its output does not move with the velocities'
// y at all (the trace shows sum.y following x).
#include <boids/tasks.h>

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

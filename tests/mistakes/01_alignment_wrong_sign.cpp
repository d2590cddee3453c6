// Task 1 mistake: steers against the neighbours' common heading (a minus sign too many).
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 heading{};
    for (const Boid& other : neighbors) heading += other.velocity;
    return -normalized(heading);  // the mistake: the sign
}

}  // namespace boids

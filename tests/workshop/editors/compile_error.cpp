// A learner's alignment that does not compile: a name misspelt.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 heading{};
    for (const Boid& other : neighbors) heading += other.velocty;  // the link points here
    return normalized(heading);
}

}  // namespace boids

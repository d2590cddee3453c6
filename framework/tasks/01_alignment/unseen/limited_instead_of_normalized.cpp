// Mistake: limited(sum, 1) only shortens a sum longer than 1, so a slow neighbour's heading comes out shorter than length 1.
// Recipe: Add up the neighbours' velocities and return the sum normalized to length 1.
// Expect: which is what limited\(\) gives
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 sum{};
    for (const Boid& other : neighbors) sum += other.velocity;
    return limited(sum, 1.0f);
}

}  // namespace boids

// Mistake: The loop adds the boid's own velocity once per neighbour instead of each neighbour's velocity, so the force just repeats the boid's own heading.
// Recipe: Add up the neighbours' velocities and return the sum normalized to length 1.
// Expect: mistake=adds_own_velocity
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 sum{};
    for (const Boid& other : neighbors) sum += self.velocity;
    return normalized(sum);
}

}  // namespace boids

// Mistake: Each neighbour's velocity is normalized before it is added, so a fast neighbour counts no more than a slow one.
// Recipe: Add up the neighbours' velocities and return the sum normalized to length 1.
// Expect: mistake=sums_unit_headings
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 sum{};
    for (const Boid& other : neighbors) sum += normalized(other.velocity);
    return normalized(sum);
}

}  // namespace boids

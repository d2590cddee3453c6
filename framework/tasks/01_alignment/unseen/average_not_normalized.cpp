// Mistake: The velocities are averaged (divided by the number of neighbours) and never normalized, so the force's length is the neighbours' average speed instead of 1.
// Recipe: Add up the neighbours' velocities and return the sum normalized to length 1.
// Expect: mistake=averages_instead_of_normalizing
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 sum{};
    for (const Boid& other : neighbors) sum += other.velocity;
    return sum / float(neighbors.size());
}

}  // namespace boids

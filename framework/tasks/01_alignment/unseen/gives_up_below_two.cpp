// Mistake: The function returns zero unless there are at least two neighbours, so a boid with a single neighbour does not align with it.
// Recipe: With no neighbours the sum is zero, and normalized keeps a zero vector zero, so there is no special case.
// Expect: With one neighbour yours returns \(0, 0\).*look for a condition on how many there are
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.size() < 2) return {};
    Vec2 sum{};
    for (const Boid& other : neighbors) sum += other.velocity;
    return normalized(sum);
}

}  // namespace boids

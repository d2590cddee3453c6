// Mistake: The index loop reads neighbors[0] on every pass instead of neighbors[i], so only the first neighbour's heading counts.
// Recipe: Add up the neighbours' velocities and return the sum normalized to length 1.
// Expect: Only the first neighbour counts in yours
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 sum{};
    for (std::size_t i = 0; i < neighbors.size(); ++i) {
        sum += neighbors[0].velocity;
    }
    return normalized(sum);
}

}  // namespace boids

// Mistake: The centre is updated as (center + position) / 2 for each neighbour, which halves the earlier neighbours' share every time instead of giving all of them equal weight.
// Recipe: add up their positions, divide by how many there are.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 center = neighbors[0].position;
    for (const Boid& other : neighbors) center = (center + other.position) / 2.0f;
    return normalized(center - self.position);
}

}  // namespace boids

// Mistake: The index loop starts at 1, so the first neighbour's position is never added, yet the sum is still divided by all of them.
// Recipe: add up their positions, divide by how many there are.
// Expect: mistake=skips_the_first_neighbour
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 center{};
    for (std::size_t i = 1; i < neighbors.size(); ++i) center += neighbors[i].position;
    center /= float(neighbors.size());
    return normalized(center - self.position);
}

}  // namespace boids

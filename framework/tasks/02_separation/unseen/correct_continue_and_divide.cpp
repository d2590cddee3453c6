// Correct: an early continue for a neighbour on the same point, and the unit vector taken by dividing by d
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float radius = params.neighborRadius;
    if (!(radius > 0)) return {};
    Vec2 total{};
    for (std::size_t k = 0; k < neighbors.size(); ++k) {
        const Vec2 offset = self.position - neighbors[k].position;
        const float d = length(offset);
        if (d == 0) continue;
        const float strength = (radius - d) / radius;
        total += offset / d * strength;
    }
    return total;
}

}  // namespace boids

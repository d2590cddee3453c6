// Mistake: The summed push is normalized at the end, so the force always has length 1 and no longer grows as neighbours get closer.
// Recipe: Return the sum as it is: no averaging, no normalizing.
// Expect: mistake=normalizes_the_sum
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d = length(away);
        push += normalized(away) * ((R - d) / R);
    }
    return normalized(push);
}

}  // namespace boids

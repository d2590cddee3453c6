// Mistake: R is read from params.fleeRadius instead of params.neighborRadius, so the weight is measured against the wrong radius.
// Recipe: with R = params.neighborRadius ... add normalized(away) * ((R - d) / R).
// Expect: Your separation changes when fleeRadius changes and not when neighborRadius does
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.fleeRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d = length(away);
        push += normalized(away) * ((R - d) / R);
    }
    return push;
}

}  // namespace boids

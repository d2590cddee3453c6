// Mistake: The weight is R - d without the division by R, so a touching neighbour pushes with strength R (40) instead of 1.
// Recipe: add normalized(away) * ((R - d) / R). The weight is 1 when touching and 0 at the radius.
// Expect: every length is the recipe's times neighborRadius
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d = length(away);
        push += normalized(away) * (R - d);
    }
    return push;
}

}  // namespace boids

// Mistake: The weight is d / R, which is 0 when touching and 1 at the radius, so far neighbours push hardest and close ones hardly at all.
// Recipe: add normalized(away) * ((R - d) / R). The weight is 1 when touching and 0 at the radius.
// Expect: mistake=weight_grows_with_distance
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d = length(away);
        push += normalized(away) * (d / R);
    }
    return push;
}

}  // namespace boids

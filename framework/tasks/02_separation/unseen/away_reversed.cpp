// Mistake: The direction is other.position - self.position, which points from you toward the neighbour, so the boid is pulled in instead of pushed away.
// Recipe: For each neighbour: away = self.position - other.position.
// Expect: mistake=wrong_sign
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = other.position - self.position;
        const float d = length(away);
        push += normalized(away) * ((R - d) / R);
    }
    return push;
}

}  // namespace boids

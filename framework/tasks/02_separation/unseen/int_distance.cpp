// Mistake: The distance is stored in an int, which drops its fractional part, so the weight is slightly too large for every neighbour at a non-whole distance.
// Recipe: d = length(away), and add normalized(away) * ((R - d) / R).
// Expect: Yours moves in whole steps
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const int d = length(away);
        push += normalized(away) * ((R - d) / R);
    }
    return push;
}

}  // namespace boids

// Mistake: forgets the R <= 0 case: with neighborRadius 0 the weight (R - d) / R divides by zero (inf/NaN) instead of returning zero.
// From: an outside tester, written from the README alone (second set).
// Expect: mistake=no_zero_radius_guard
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    Vec2 push{};
    for (const Boid& other : neighbors) {
        Vec2 away = self.position - other.position;
        float d = length(away);
        push += normalized(away) * ((R - d) / R);
    }
    return push;
}

}  // namespace boids

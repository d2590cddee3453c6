// Mistake: multiplies the raw away vector (not its unit vector) by the weight, so the push also grows with the distance.
// From: an outside tester, written from the README alone (second set).
// Expect: the offset itself weighted, not made length 1 first
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 force{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float w = (R - length(away)) / R;
        force += away * w;
    }
    return force;
}

}  // namespace boids

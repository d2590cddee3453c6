// Mistake: the push is computed in the loop into a variable, but added to the sum after the loop ends, so only the last neighbour's push counts.
// From: an outside tester, written from the README alone (third set).
// Expect: Only the last neighbour counts in yours
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 sum{};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d = length(away);
        push = normalized(away) * ((R - d) / R);
    }
    sum += push;
    return sum;
}

}  // namespace boids

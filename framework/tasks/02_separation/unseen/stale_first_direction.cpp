// Mistake: the push direction is computed once, before the loop, from the first neighbour, and reused for every neighbour (only the weight is per neighbour).
// From: an outside tester, written from the README alone (third set).
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0 || neighbors.empty()) return {};
    const Vec2 dir = normalized(self.position - neighbors.front().position);
    Vec2 sum{};
    for (const Boid& other : neighbors) {
        const float d = distance(self.position, other.position);
        sum += dir * ((R - d) / R);
    }
    return sum;
}

}  // namespace boids

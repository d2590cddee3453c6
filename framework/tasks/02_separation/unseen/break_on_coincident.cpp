// Mistake: a neighbour on the boid's own point ends the loop (break instead of continue), so every neighbour after it is dropped.
// From: an outside tester, written from the README alone (third set).
// Expect: yours loses the neighbours after it.*a return or a break ends the loop
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 sum{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d = length(away);
        if (d == 0) break;  // no direction to push in
        sum += normalized(away) * ((R - d) / R);
    }
    return sum;
}

}  // namespace boids

// Mistake: a guard that is too broad: also returns zero when params.separationWeight is 0 or less ("the force is switched off anyway").
// From: an outside tester, written from the README alone (third set).
// Expect: Your separation changes with separationWeight.*leave params.separationWeight out of your function
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0 || params.separationWeight <= 0) return {};
    Vec2 sum{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d = length(away);
        sum += normalized(away) * ((R - d) / R);
    }
    return sum;
}

}  // namespace boids

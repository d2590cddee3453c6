// Task 2 mistake: weights a neighbour by d / R, pushing harder the farther it is, instead of (R - d) / R.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d = length(away);
        push += normalized(away) * (d / R);  // the mistake: (R - d) / R
    }
    return push;
}

}  // namespace boids

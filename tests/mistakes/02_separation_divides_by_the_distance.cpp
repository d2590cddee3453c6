// Task 2 mistake: normalizes by dividing by the distance itself, which is NaN for a neighbour on the same point.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d = length(away);
        push += away / d * ((R - d) / R);  // the mistake: normalized(away)
    }
    return push;
}

}  // namespace boids

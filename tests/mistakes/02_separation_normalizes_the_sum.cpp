// Task 2 mistake: normalizes the summed push, which the recipe keeps at its length.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d = length(away);
        push += normalized(away) * ((R - d) / R);
    }
    return normalized(push);  // the mistake: return push
}

}  // namespace boids

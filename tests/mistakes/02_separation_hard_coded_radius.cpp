// Task 2 mistake: uses the default radius 40 instead of params.neighborRadius, which a slider changes.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = 40;  // the mistake: params.neighborRadius
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d = length(away);
        push += normalized(away) * ((R - d) / R);
    }
    return push;
}

}  // namespace boids

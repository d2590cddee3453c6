// Task 2 mistake: divides by params.neighborRadius without returning zero first when it is 0.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;  // the mistake: no `if (R <= 0) return {};`
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d = length(away);
        push += normalized(away) * ((R - d) / R);
    }
    return push;
}

}  // namespace boids

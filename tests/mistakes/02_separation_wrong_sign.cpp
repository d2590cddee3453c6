// Task 2 mistake: pushes toward each neighbour (other - self) instead of away from it.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = other.position - self.position;  // the mistake: self.position - other.position
        const float d = length(away);
        push += normalized(away) * ((R - d) / R);
    }
    return push;
}

}  // namespace boids

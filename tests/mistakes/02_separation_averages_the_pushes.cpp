// Task 2 mistake: averages the pushes over the neighbours, where the recipe sums them.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0 || neighbors.empty()) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d = length(away);
        push += normalized(away) * ((R - d) / R);
    }
    return push / float(neighbors.size());  // the mistake: return push
}

}  // namespace boids

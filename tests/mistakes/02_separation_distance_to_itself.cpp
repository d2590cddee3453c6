// Task 2 mistake: measures the distance from self to self (always 0), so every neighbour pushes at full weight.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d = distance(self.position, self.position);  // the mistake: other.position
        push += normalized(away) * ((R - d) / R);
    }
    return push;
}

}  // namespace boids

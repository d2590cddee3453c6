// Mistake: The sum of pushes is divided by the number of neighbours, so two close neighbours on the same side push no harder than one.
// Recipe: Return the sum as it is: no averaging, no normalizing.
// Expect: mistake=averages_the_pushes
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
    return push / float(neighbors.size());
}

}  // namespace boids

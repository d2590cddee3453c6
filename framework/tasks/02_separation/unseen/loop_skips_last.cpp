// Mistake: The index loop stops at size() - 1, so the last neighbour in the list never pushes.
// Recipe: For each neighbour: away = self.position - other.position, d = length(away), and add normalized(away) * ((R - d) / R).
// Expect: Moving the last neighbour changes nothing in yours
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (int i = 0; i < int(neighbors.size()) - 1; ++i) {
        const Vec2 away = self.position - neighbors[i].position;
        const float d = length(away);
        push += normalized(away) * ((R - d) / R);
    }
    return push;
}

}  // namespace boids

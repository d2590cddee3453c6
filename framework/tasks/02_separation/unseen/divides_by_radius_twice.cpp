// Mistake: the push is divided by the radius once more at the end, after each weight was already (R - d) / R.
// From: issue 51's reading of first failures: it was told "the recipe multiplies by params.neighborRadius once, at
// the end", which the recipe never does.
// Never says: the recipe multiplies by params.neighborRadius
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        push += normalized(away) * ((R - length(away)) / R);
    }
    return push / R;
}

}  // namespace boids

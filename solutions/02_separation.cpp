// Task 2, reference: separation pushes a boid away from each neighbour, harder the closer it is.
#include <boids/tasks.h>

namespace boids {

// [slide:separation]
Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};  // (R - d) / R has no meaning without a radius
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d = length(away);
        push += normalized(away) * ((R - d) / R);  // a neighbour on the very same point adds nothing
    }
    return push;
}
// [/slide:separation]

}  // namespace boids

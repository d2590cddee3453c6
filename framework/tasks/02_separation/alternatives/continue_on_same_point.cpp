// Task 2, a correct separation in another style: skips a neighbour on the same point with `continue`, and has no
// radius guard: step() passes a neighbour only within the radius, so with R = 0 every neighbour is on the boid's
// own point and is skipped before the division.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d = length(away);
        if (d == 0) continue;
        push += away / d * ((R - d) / R);
    }
    return push;
}

}  // namespace boids

// Mistake: The vector added is predator - self.position, which points at the predator, so the boid runs toward it instead of away.
// Recipe: add the vector from the predator to you, self.position - predator.
// Expect: mistake=wrong_sign
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= params.fleeRadius) away += predator - self.position;
    }
    return normalized(away) * params.fleeStrength;
}

}  // namespace boids

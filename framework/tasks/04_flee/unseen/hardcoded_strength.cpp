// Mistake: The force is scaled by a hard-coded 10 instead of params.fleeStrength, so a test that sets another strength sees no change (the window has no slider for it).
// Recipe: Return normalized(sum) * params.fleeStrength.
// Expect: Yours does not follow fleeStrength
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= params.fleeRadius) away += self.position - predator;
    }
    return normalized(away) * 10.0f;
}

}  // namespace boids

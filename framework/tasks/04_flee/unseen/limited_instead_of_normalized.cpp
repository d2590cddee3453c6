// Mistake: limited(sum, fleeStrength) only shortens a long sum, so a predator close by (a short vector) gives a weak push instead of full strength.
// Recipe: Return normalized(sum) * params.fleeStrength: a boid flees at full strength however close the predator is.
// Expect: which is what limited\(\) gives
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= params.fleeRadius) away += self.position - predator;
    }
    return limited(away, params.fleeStrength);
}

}  // namespace boids

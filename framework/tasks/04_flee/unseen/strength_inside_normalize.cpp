// Mistake: the strength is applied at the wrong place, inside the normalize: normalized(sum * fleeStrength) has length 1, not fleeStrength.
// From: an outside tester, written from the README alone (third set).
// Expect: mistake=forgets_the_strength
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 sum{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= params.fleeRadius) sum += self.position - predator;
    }
    return normalized(sum * params.fleeStrength);
}

}  // namespace boids

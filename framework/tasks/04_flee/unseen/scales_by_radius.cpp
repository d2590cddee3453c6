// Mistake: wrong parameter: scales the unit flee direction by params.fleeRadius instead of params.fleeStrength.
// From: an outside tester, written from the README alone (second set).
// Expect: scaled by fleeRadius where the recipe scales by fleeStrength
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 sum{};
    for (const auto& pred : predators) {
        if (distance(self.position, pred) <= params.fleeRadius) sum += self.position - pred;
    }
    return normalized(sum) * params.fleeRadius;
}

}  // namespace boids

// Mistake: each predator's push fades with its distance, 1 at the predator and 0 on fleeRadius, and the sum is
// scaled by fleeStrength without being made length 1. The comparison is the recipe's (<=): the push is zero on the
// radius because of the weight, so the first failure must speak of the weight, not of the comparison.
// From: written for the review of the diagnosis as a table, apart from the catalog.
// Expect: beside the recipe: - With two predators at right angles, .* as if each counted by \(R - d\) / R
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        const float d = distance(self.position, predator);
        if (d <= params.fleeRadius) away += normalized(self.position - predator) * (1 - d / params.fleeRadius);
    }
    return away * params.fleeStrength;
}

}  // namespace boids

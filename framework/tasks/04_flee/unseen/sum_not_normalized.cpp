// Mistake: forgets to normalize: returns the raw sum of the vectors times fleeStrength, so the force grows with the predators' distances.
// From: an outside tester, written from the README alone (second set).
// Expect: mistake=not_normalized
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (std::size_t i = 0; i < predators.size(); ++i) {
        if (distance(self.position, predators[i]) <= params.fleeRadius) {
            away += self.position - predators[i];
        }
    }
    return away * params.fleeStrength;
}

}  // namespace boids

// Mistake: Predators are filtered with params.neighborRadius instead of params.fleeRadius, so the boid reacts at the flocking radius, not the flee radius.
// Recipe: For each predator within params.fleeRadius (distance <= radius counts), add the vector from the predator to you.
// Expect: neighborRadius = 40; this force reads fleeRadius
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= params.neighborRadius) away += self.position - predator;
    }
    return normalized(away) * params.fleeStrength;
}

}  // namespace boids

// Mistake: The radius test uses <, so a predator exactly on params.fleeRadius is ignored although the boundary counts.
// Recipe: For each predator within params.fleeRadius (distance <= radius counts), add the vector from the predator to you.
// Expect: mistake=strict_radius
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) < params.fleeRadius) away += self.position - predator;
    }
    return normalized(away) * params.fleeStrength;
}

}  // namespace boids

// Mistake: The squared distance is compared with the plain radius (not the radius squared), so only predators within about 7 units (sqrt 50) are fled from.
// Recipe: For each predator within params.fleeRadius (distance <= radius counts), add the vector from the predator to you.
// Expect: mistake=squared_distance_against_the_radius
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        const Vec2 fromPredator = self.position - predator;
        if (lengthSquared(fromPredator) <= params.fleeRadius) away += fromPredator;
    }
    return normalized(away) * params.fleeStrength;
}

}  // namespace boids

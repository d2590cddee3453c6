// Mistake: Only the nearest predator within fleeRadius is fled from: the loop keeps the smallest distance and the others are never added.
// Recipe: For each predator within params.fleeRadius, add the vector from the predator to you. Return normalized(sum) * params.fleeStrength.
// Expect: Only the nearest predator counts in yours
#include <boids/tasks.h>

#include <limits>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    float closest = std::numeric_limits<float>::max();
    Vec2 away{};
    for (Vec2 predator : predators) {
        const float d = distance(self.position, predator);
        if (d <= params.fleeRadius && d < closest) {
            closest = d;
            away = self.position - predator;
        }
    }
    return normalized(away) * params.fleeStrength;
}

}  // namespace boids

// Mistake: The function returns as soon as it finds one predator in range, so only the first close predator in the list is fled from.
// Recipe: For each predator within params.fleeRadius, add the vector from the predator to you. Return normalized(sum) * params.fleeStrength.
// Expect: Only the first predator counts in yours
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= params.fleeRadius) {
            return normalized(self.position - predator) * params.fleeStrength;
        }
    }
    return {};
}

}  // namespace boids

// Mistake: Each predator's vector is normalized before it is added, so a far predator counts as much as a near one instead of by its own length.
// Recipe: add the vector from the predator to you, self.position - predator. Return normalized(sum) * params.fleeStrength.
// Expect: mistake=normalizes_each_predator
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= params.fleeRadius) away += normalized(self.position - predator);
    }
    return normalized(away) * params.fleeStrength;
}

}  // namespace boids

// Task 4 mistake: scales the summed vector by fleeStrength without normalizing it first.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= params.fleeRadius) away += self.position - predator;
    }
    return away * params.fleeStrength;  // the mistake: normalized(away) * params.fleeStrength
}

}  // namespace boids

// Task 4 mistake: runs toward the predators (predator - self) instead of away from them.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= params.fleeRadius) away += predator - self.position;  // the mistake
    }
    return normalized(away) * params.fleeStrength;
}

}  // namespace boids

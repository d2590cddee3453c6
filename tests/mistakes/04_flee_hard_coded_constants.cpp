// Task 4 mistake: uses the defaults 50 and 10 instead of params.fleeRadius and params.fleeStrength.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= 50) away += self.position - predator;  // the mistake: 50
    }
    return normalized(away) * 10;  // the mistake: 10
}

}  // namespace boids

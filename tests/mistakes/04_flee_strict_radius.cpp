// Task 4 mistake: ignores a predator exactly on the flee radius (< where the recipe says <=).
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) < params.fleeRadius) away += self.position - predator;  // the mistake: <
    }
    return normalized(away) * params.fleeStrength;
}

}  // namespace boids

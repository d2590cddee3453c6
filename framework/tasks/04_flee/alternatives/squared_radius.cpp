// Task 4, a correct flee in another style: compares squared distances, and skips a predator on the boid's point.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    const float r2 = params.fleeRadius * params.fleeRadius;
    Vec2 away{};
    for (const Vec2& predator : predators) {
        const Vec2 offset = self.position - predator;
        if (lengthSquared(offset) > r2) continue;
        away += offset;
    }
    return normalized(away) * params.fleeStrength;
}

}  // namespace boids

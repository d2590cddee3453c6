// Task 4 mistake: normalizes each predator's vector before summing, so near and far predators count the same.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= params.fleeRadius) {
            away += normalized(self.position - predator);  // the mistake: self.position - predator
        }
    }
    return normalized(away) * params.fleeStrength;
}

}  // namespace boids

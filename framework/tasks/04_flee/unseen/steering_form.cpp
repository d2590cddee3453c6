// Mistake: Reynolds' steering form for flee: desired = away at params.maxSpeed, minus the boid's velocity.
// From: issue 51's conventions: it was told to use another parameter where it uses params.maxSpeed.
// Never says: where you use params.maxSpeed
// Expect: steering form
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= params.fleeRadius) away += self.position - predator;
    }
    if (length(away) == 0) return {};
    const Vec2 desired = normalized(away) * params.maxSpeed;
    return (desired - self.velocity) * params.fleeStrength;
}

}  // namespace boids

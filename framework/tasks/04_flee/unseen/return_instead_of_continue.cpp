// Mistake: a predator out of range returns zero from the whole function (return instead of continue), so predators after it are never seen.
// From: an outside tester, written from the README alone (third set).
// Expect: yours is \(0, 0\); without it.*a return ends the whole function
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 sum{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) > params.fleeRadius) return {};  // too far: ignore it
        sum += self.position - predator;
    }
    return normalized(sum) * params.fleeStrength;
}

}  // namespace boids

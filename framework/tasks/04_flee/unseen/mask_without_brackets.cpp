// Mistake: a mask of 1 within params.fleeRadius and 0 beyond multiplies only the predator, not the whole offset:
// `self.position - predator * mask` leaves self.position in the sum for every far predator.
// From: issue 51's reading of first failures: it was told to compare the distance with params.fleeRadius, which it does.
// Never says: try: compare the distance between the centres with params.fleeRadius
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        const float mask = distance(self.position, predator) <= params.fleeRadius ? 1.0f : 0.0f;
        away += self.position - predator * mask;
    }
    return normalized(away) * params.fleeStrength;
}

}  // namespace boids

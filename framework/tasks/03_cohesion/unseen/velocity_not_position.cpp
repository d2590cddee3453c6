// Mistake: correct centre, but subtracts the boid's own velocity instead of its position: normalized(center - self.velocity).
// From: an outside tester, written from the README alone (third set).
// Expect: Your cohesion depends on the boid's own velocity.*leave self.velocity out of this force
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 sum{};
    for (const Boid& other : neighbors) sum += other.position;
    const Vec2 center = sum / float(neighbors.size());
    return normalized(center - self.velocity);
}

}  // namespace boids

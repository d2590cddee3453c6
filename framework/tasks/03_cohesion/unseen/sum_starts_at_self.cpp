// Mistake: stale initial value: the sum starts at the boid's own position (Vec2 sum = self.position;) but is still divided by the number of neighbours only.
// From: an outside tester, written from the README alone (third set).
// Expect: Yours steers toward the boid's own position plus the neighbours' positions, divided by the number of neighbours
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 sum = self.position;
    for (const Boid& other : neighbors) sum += other.position;
    const Vec2 center = sum / float(neighbors.size());
    return normalized(center - self.position);
}

}  // namespace boids

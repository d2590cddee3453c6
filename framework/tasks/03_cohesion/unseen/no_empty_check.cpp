// Mistake: forgets the no-neighbours case, so it divides the zero sum by 0 and returns NaN instead of zero.
// From: an outside tester, written from the README alone (second set).
// Expect: mistake=no_zero_neighbour_guard
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 sum{};
    for (const Boid& other : neighbors)
        sum += other.position;
    Vec2 center = sum / float(neighbors.size());
    return normalized(center - self.position);
}

}  // namespace boids

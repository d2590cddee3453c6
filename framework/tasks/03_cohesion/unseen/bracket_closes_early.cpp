// Mistake: the bracket closes early: normalized(center) - self.position normalizes the centre, not the way to it.
// From: issue 51's reading of first failures: it was told its centre is (0, 0), which the trace shows it is not.
// Never says: it is (0, 0)
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 center{};
    for (const Boid& other : neighbors) center += other.position;
    center /= float(neighbors.size());
    return normalized(center) - self.position;
}

}  // namespace boids

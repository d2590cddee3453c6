// Mistake: The vector to the centre is returned without normalizing, so the pull grows with the distance instead of having length 1.
// Recipe: return normalized(center - self.position).
// Expect: mistake=not_normalized
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 center{};
    for (const Boid& other : neighbors) center += other.position;
    center /= float(neighbors.size());
    return center - self.position;
}

}  // namespace boids

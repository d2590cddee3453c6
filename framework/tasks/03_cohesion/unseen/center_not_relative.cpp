// Mistake: The centre itself is normalized without subtracting the boid's position, so the force points from the world's origin toward the centre, not from the boid.
// Recipe: return normalized(center - self.position).
// Expect: mistake=normalizes_the_centre
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 center{};
    for (const Boid& other : neighbors) center += other.position;
    center /= float(neighbors.size());
    return normalized(center);
}

}  // namespace boids

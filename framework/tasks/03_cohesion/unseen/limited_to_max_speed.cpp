// Mistake: The vector to the centre is limited to params.maxSpeed instead of normalized, so a near centre gives a short force and a far one a force of length 5.
// Recipe: return normalized(center - self.position).
// Expect: Your cohesion changes with maxSpeed
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 center{};
    for (const Boid& other : neighbors) center += other.position;
    center /= float(neighbors.size());
    return limited(center - self.position, params.maxSpeed);
}

}  // namespace boids

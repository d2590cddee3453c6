// Task 3 mistake: averages the neighbours' velocities where their positions belong.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 center{};
    for (const Boid& other : neighbors) center += other.velocity;  // the mistake: other.position
    center /= float(neighbors.size());
    return normalized(center - self.position);
}

}  // namespace boids

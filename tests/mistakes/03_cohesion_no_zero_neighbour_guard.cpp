// Task 3 mistake: divides by the number of neighbours without returning zero first when there are none.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 center{};  // the mistake: no `if (neighbors.empty()) return {};`
    for (const Boid& other : neighbors) center += other.position;
    center /= float(neighbors.size());
    return normalized(center - self.position);
}

}  // namespace boids

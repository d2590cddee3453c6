// Task 3 mistake: steers toward the sum of the neighbours' positions, forgetting to divide by their number.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 center{};
    for (const Boid& other : neighbors) center += other.position;  // the mistake: no center /= count
    return normalized(center - self.position);
}

}  // namespace boids

// Task 3 mistake: points from the neighbours' centre to self (self - center), away from the flock.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 center{};
    for (const Boid& other : neighbors) center += other.position;
    center /= float(neighbors.size());
    return normalized(self.position - center);  // the mistake: center - self.position
}

}  // namespace boids

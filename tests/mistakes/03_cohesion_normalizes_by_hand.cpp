// Task 3 mistake: normalizes by dividing by the length itself, which is NaN when self is already at the centre.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 center{};
    for (const Boid& other : neighbors) center += other.position;
    center /= float(neighbors.size());
    const Vec2 toCenter = center - self.position;
    return toCenter / length(toCenter);  // the mistake: normalized(toCenter)
}

}  // namespace boids

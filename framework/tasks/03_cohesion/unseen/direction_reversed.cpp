// Mistake: The subtraction is the wrong way round (self.position - center), so the boid is pushed away from its neighbours' centre.
// Recipe: return normalized(center - self.position).
// Expect: mistake=wrong_sign
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 center{};
    for (const Boid& other : neighbors) center += other.position;
    center /= float(neighbors.size());
    return normalized(self.position - center);
}

}  // namespace boids

// Mistake: the centre is the neighbours' positions weighted by each one's speed, so fast neighbours pull harder.
// Recipe: The mean of the neighbours' positions, minus your position, normalized.
// Expect: Your cohesion depends on the neighbours' velocities
// Never says: try: use other.position, not other.velocity
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 center{};
    float total = 0;
    for (const Boid& other : neighbors) {
        const float w = length(other.velocity);
        center += other.position * w;
        total += w;
    }
    if (total == 0) return {};
    center /= total;
    return normalized(center - self.position);
}

}  // namespace boids

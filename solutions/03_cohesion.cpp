// Task 3, reference: cohesion pulls a boid toward the centre of its neighbours.
#include <boids/tasks.h>

namespace boids {

// [slide:cohesion]
Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 center{};
    for (const Boid& other : neighbors) center += other.position;
    center /= float(neighbors.size());
    return normalized(center - self.position);
}
// [/slide:cohesion]

}  // namespace boids

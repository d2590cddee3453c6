// Task 3, a correct cohesion in another style: averages the offsets to the neighbours instead of their positions.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    Vec2 offset{};
    for (const Boid& other : neighbors) offset += other.position - self.position;
    return normalized(offset);  // the average offset points the same way as the sum: no division needed
}

}  // namespace boids

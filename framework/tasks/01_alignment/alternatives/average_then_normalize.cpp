// Task 1, a correct alignment in another style: the average heading first (same direction as the sum), then length 1.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid&, std::span<const Boid> neighbors, const Params&) {
    if (neighbors.empty()) return {};
    Vec2 average{};
    for (const Boid& other : neighbors) average += other.velocity / float(neighbors.size());
    return normalized(average);
}

}  // namespace boids

// Correct: an incremental running mean of the positions
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.size() == 0) return Vec2{};
    Vec2 mean{};
    float count = 0;
    for (const Boid& other : neighbors) {
        count += 1;
        mean += (other.position - mean) / count;
    }
    return normalized(mean - self.position);
}

}  // namespace boids

// Task 1, kept crash: follows the nearest neighbour through a pointer that is never set (best starts at 0, so no
// distance is ever smaller), and reads through the null pointer.
// Expect: crashed with a segmentation fault|used a null pointer
// On Windows: Alignment\.PointsAlongASingleNeighboursHeading
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    const Boid* nearest = nullptr;
    float best = 0;
    for (const Boid& other : neighbors) {
        const float d = distance(self.position, other.position);
        if (d < best) {
            best = d;
            nearest = &other;
        }
    }
    return normalized(nearest->velocity);
}

}  // namespace boids

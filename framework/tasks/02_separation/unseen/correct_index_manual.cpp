// Correct: C-like index loop, components by hand, explicit zero-distance skip and sqrt.
// From: an outside tester, written from the README alone (second set).
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (!(R > 0.0f)) return Vec2{0.0f, 0.0f};
    float fx = 0.0f;
    float fy = 0.0f;
    for (std::size_t i = 0; i != neighbors.size(); i++) {
        const float dx = self.position.x - neighbors[i].position.x;
        const float dy = self.position.y - neighbors[i].position.y;
        const float d = std::sqrt(dx * dx + dy * dy);
        if (d == 0.0f) continue;  // same spot: no direction
        const float w = (R - d) / R;
        fx += dx / d * w;
        fy += dy / d * w;
    }
    return Vec2{fx, fy};
}

}  // namespace boids

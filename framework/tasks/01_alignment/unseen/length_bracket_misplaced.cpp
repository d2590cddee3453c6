// Mistake: a length written by hand with its bracket misplaced, std::sqrt(x * x) + y * y, so the direction is right
// and the length is wrong.
// From: issue 51's reading of first failures: it was told it does not turn with the scene, where only its length is wrong.
// Never says: does not turn with the scene
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 heading{};
    for (const Boid& other : neighbors) heading += other.velocity;
    const float len = std::sqrt(heading.x * heading.x) + heading.y * heading.y;
    if (len == 0) return {};
    return heading / len;
}

}  // namespace boids

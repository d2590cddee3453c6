// Mistake: normalizes by hand (sum / length(sum)) with no zero check, so no neighbours (or cancelling headings) gives 0/0 = NaN instead of zero.
// From: an outside tester, written from the README alone (second set).
// Expect: mistake=normalizes_by_hand
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    float sx = 0.0f, sy = 0.0f;
    for (const Boid& other : neighbors) {
        sx += other.velocity.x;
        sy += other.velocity.y;
    }
    const float len = std::sqrt(sx * sx + sy * sy);
    return Vec2{sx / len, sy / len};
}

}  // namespace boids

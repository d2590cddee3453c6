// Mistake: the centre's coordinates are stored in ints, so the average position is truncated to whole units.
// From: an outside tester, written from the README alone (second set).
// Expect: Yours moves in whole steps
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.size() == 0) return Vec2{};
    float sx = 0, sy = 0;
    for (auto& nb : neighbors) { sx += nb.position.x; sy += nb.position.y; }
    int cx = sx / neighbors.size();
    int cy = sy / neighbors.size();
    Vec2 toCenter{cx - self.position.x, cy - self.position.y};
    return normalized(toCenter);
}

}  // namespace boids

// A learner's flee with a helper of its own and a lambda; it measures the distance in the Manhattan metric, so a
// predator on the diagonal inside fleeRadius is left out.
#include <boids/tasks.h>

#include <cmath>

namespace boids {

namespace {
float manhattan(Vec2 a, Vec2 b) {
    const float dx = std::abs(a.x - b.x);
    const float dy = std::abs(a.y - b.y);
    return dx + dy;
}
}  // namespace

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    auto inReach = [&](Vec2 p) { return manhattan(self.position, p) <= params.fleeRadius; };
    for (const Vec2& p : predators) {
        if (inReach(p)) away += self.position - p;
    }
    return normalized(away) * params.fleeStrength;
}

}  // namespace boids

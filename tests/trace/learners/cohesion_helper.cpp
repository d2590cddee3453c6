// Learner's file: a helper of the learner's own, and a lambda called both through std::count_if and directly.
#include <algorithm>

#include <boids/tasks.h>

namespace boids {

namespace {

float weightOf(const Boid& other, Vec2 from) {
    const float d2 = lengthSquared(other.position - from);
    return 1.0f / (1.0f + d2);
}

}  // namespace

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float r2 = params.neighborRadius * params.neighborRadius;
    auto near = [&](const Boid& b) { return lengthSquared(b.position - self.position) <= r2; };
    const auto count = std::count_if(neighbors.begin(), neighbors.end(), near);
    Vec2 center{};
    float total = 0;
    for (const Boid& other : neighbors) {
        if (!near(other)) continue;
        const float w = weightOf(other, self.position);
        center += other.position * w;
        total += w;
    }
    if (count == 0 || total == 0) return {};
    return center / total - self.position;
}

}  // namespace boids

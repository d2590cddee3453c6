// Correct: std::accumulate with a lambda, and the normalization written out by hand with its own zero check.
// From: an outside tester, written from the README alone (third set).
#include <boids/tasks.h>

#include <cmath>
#include <numeric>

namespace boids {

Vec2 calculateAlignment(const Boid&, std::span<const Boid> neighbors, const Params&) {
    const Vec2 total = std::accumulate(neighbors.begin(), neighbors.end(), Vec2{},
                                       [](Vec2 acc, const Boid& b) { return acc + b.velocity; });
    const float len = std::hypot(total.x, total.y);
    if (!(len > 0.0f)) return Vec2{};
    return Vec2{total.x / len, total.y / len};
}

}  // namespace boids

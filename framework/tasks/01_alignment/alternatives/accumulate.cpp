// Task 1, a correct alignment in another style: std::accumulate with a lambda, and the zero check spelled out.
#include <numeric>

#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid&, std::span<const Boid> neighbors, const Params&) {
    const Vec2 sum = std::accumulate(neighbors.begin(), neighbors.end(), Vec2{},
                                     [](Vec2 total, const Boid& other) { return total + other.velocity; });
    if (lengthSquared(sum) == 0) return {};
    return sum / length(sum);
}

}  // namespace boids

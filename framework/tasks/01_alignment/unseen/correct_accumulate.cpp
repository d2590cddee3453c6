// Correct: std::accumulate with a lambda over the neighbours
#include <boids/tasks.h>

#include <numeric>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const Vec2 sum = std::accumulate(neighbors.begin(), neighbors.end(), Vec2{},
                                     [](Vec2 acc, const Boid& b) { return acc + b.velocity; });
    return normalized(sum);
}

}  // namespace boids

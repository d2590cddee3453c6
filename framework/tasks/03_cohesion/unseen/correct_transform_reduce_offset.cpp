// Correct: the mean offset to the neighbours, summed with std::transform_reduce
#include <boids/tasks.h>

#include <functional>
#include <numeric>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    if (neighbors.empty()) return {};
    const Vec2 sum = std::transform_reduce(neighbors.begin(), neighbors.end(), Vec2{}, std::plus<>{},
                                           [&](const Boid& b) { return b.position - self.position; });
    return normalized(sum / float(neighbors.size()));
}

}  // namespace boids

// Correct: a helper lambda for one neighbour's push, summed with std::accumulate
#include <boids/tasks.h>

#include <numeric>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return Vec2{};
    const auto pushFrom = [&](const Boid& other) {
        const Vec2 away = self.position - other.position;
        const float weight = 1.0f - length(away) / R;
        return normalized(away) * weight;
    };
    return std::accumulate(neighbors.begin(), neighbors.end(), Vec2{},
                           [&](Vec2 acc, const Boid& other) { return acc + pushFrom(other); });
}

}  // namespace boids

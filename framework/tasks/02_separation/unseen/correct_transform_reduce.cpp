// Correct: std::transform_reduce over the neighbours, the weight in double.
// From: the kit's engineer, after the diagnosis was built, as a check of it (fourth set).
#include <functional>
#include <numeric>

#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const double radius = params.neighborRadius;
    if (radius <= 0) return {};
    return std::transform_reduce(neighbors.begin(), neighbors.end(), Vec2{}, std::plus<>{}, [&](const Boid& other) {
        const Vec2 away = self.position - other.position;
        const double d = length(away);
        if (d == 0) return Vec2{};
        return normalized(away) * static_cast<float>((radius - d) / radius);
    });
}

}  // namespace boids

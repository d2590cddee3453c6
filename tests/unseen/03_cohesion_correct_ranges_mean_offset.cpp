// Correct: the mean offset to the neighbours, with a ranges view and std::accumulate
#include <boids/tasks.h>

#include <numeric>
#include <ranges>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    if (neighbors.empty()) return {};
    auto offsets = neighbors | std::views::transform([&](const Boid& b) { return b.position - self.position; });
    const Vec2 sum = std::accumulate(offsets.begin(), offsets.end(), Vec2{});
    return normalized(sum / float(neighbors.size()));
}

}  // namespace boids

// Task 2, kept crash: the loop runs one index too far (<= size()), reading neighbors[neighbors.size()].
// Expect: an index past the end of neighbors
// On Windows: Assertion '__idx < size\(\)' failed
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (std::size_t i = 0; i <= neighbors.size(); ++i) {
        const Vec2 away = self.position - neighbors[i].position;
        push += normalized(away) * ((R - length(away)) / R);
    }
    return push;
}

}  // namespace boids

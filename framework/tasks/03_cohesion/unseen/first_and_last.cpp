// Mistake: the centre is the midpoint of the first and the last neighbour only; the ones between are left out.
// From: the kit's engineer, after the diagnosis was built, as a check of it (fourth set).
// Expect: Only the first and the last neighbour count in yours
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    if (neighbors.empty()) return {};
    const Vec2 centre = (neighbors.front().position + neighbors.back().position) / 2.0f;
    return normalized(centre - self.position);
}

}  // namespace boids

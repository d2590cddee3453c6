// A learner's cohesion whose helper sums the positions by calling itself, but never moves on to the next neighbour.
#include <boids/tasks.h>

namespace boids {

namespace {
Vec2 sumFrom(std::span<const Boid> neighbors, std::size_t first) {
    if (first >= neighbors.size()) return {};
    return neighbors[first].position + sumFrom(neighbors, first);
}
}  // namespace

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    const Vec2 centre = sumFrom(neighbors, 0) / float(neighbors.size());
    return normalized(centre - self.position);
}

}  // namespace boids

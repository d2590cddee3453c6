// Task 3, kept crash: a recursive sum whose recursive call passes the same index (i, not i + 1), so it never
// reaches its base case and the stack runs out.
// Expect: crashed with a stack overflow
// On Windows: Cohesion\.PointsTowardASingleNeighbour
#include <boids/tasks.h>

namespace boids {

namespace {

Vec2 sumOfPositions(std::span<const Boid> neighbors, std::size_t i) {
    if (i == neighbors.size()) return {};
    return neighbors[i].position + sumOfPositions(neighbors, i);
}

}  // namespace

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    const Vec2 center = sumOfPositions(neighbors, 0) / float(neighbors.size());
    return normalized(center - self.position);
}

}  // namespace boids

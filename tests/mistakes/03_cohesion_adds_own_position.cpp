// Task 3 mistake: adds its own position once per neighbour instead of the neighbour's (self where other belongs).
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 center{};
    // The mistake: self.position where other.position belongs. (A learner's build warns that `other` is unused.)
    for ([[maybe_unused]] const Boid& other : neighbors) center += self.position;
    center /= float(neighbors.size());
    return normalized(center - self.position);
}

}  // namespace boids

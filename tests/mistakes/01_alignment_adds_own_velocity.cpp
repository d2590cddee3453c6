// Task 1 mistake: adds its own velocity once per neighbour instead of the neighbour's (self where other belongs).
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 heading{};
    // The mistake: self.velocity where other.velocity belongs. (A learner's build warns that `other` is unused.)
    for ([[maybe_unused]] const Boid& other : neighbors) heading += self.velocity;
    return normalized(heading);
}

}  // namespace boids

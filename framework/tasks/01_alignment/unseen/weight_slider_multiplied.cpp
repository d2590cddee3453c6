// Mistake: The force is multiplied by params.alignmentWeight, but the framework already multiplies it by the slider, so the weight is applied twice.
// Recipe: Add up the neighbours' velocities and return the sum normalized to length 1.
// Expect: Your alignment changes with alignmentWeight
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 sum{};
    for (const Boid& other : neighbors) sum += other.velocity;
    return normalized(sum) * params.alignmentWeight;
}

}  // namespace boids

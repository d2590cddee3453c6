// Mistake: multiplies each neighbour's velocity by params.alignmentWeight inside the sum (the normalize hides it, except when the weight is 0 or negative).
// From: an outside tester, written from the README alone (third set).
// Expect: Your alignment changes with alignmentWeight.*leave params.alignmentWeight out of your function
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 sum{};
    for (const Boid& other : neighbors) sum += other.velocity * params.alignmentWeight;
    return normalized(sum);
}

}  // namespace boids

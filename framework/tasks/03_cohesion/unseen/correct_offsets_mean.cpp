// Correct: averages the offsets from self (not the positions) with a range-for and a running count; same direction as center - self.
// From: an outside tester, written from the README alone (second set).
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& /*params*/) {
    Vec2 offsetSum;
    std::size_t count = 0;
    for (const Boid& other : neighbors) {
        offsetSum += other.position - self.position;
        ++count;
    }
    if (count == 0) return Vec2{};
    return normalized(offsetSum * (1.0f / static_cast<float>(count)));
}

}  // namespace boids

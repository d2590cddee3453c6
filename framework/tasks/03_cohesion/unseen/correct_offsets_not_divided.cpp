// Correct: sums the offsets to each neighbour and never divides (the average offset has the same direction as their sum).
// From: an outside tester, written from the README alone (third set).
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    Vec2 offsets{};
    for (const Boid& other : neighbors) offsets += other.position - self.position;
    return normalized(offsets);  // no neighbours: zero stays zero
}

}  // namespace boids

// Mistake: adds an (unneeded) range check but with the wrong parameter: keeps only neighbours within params.fleeRadius instead of neighborRadius.
// From: an outside tester, written from the README alone (third set).
// Expect: Your alignment changes with fleeRadius.*leave params.fleeRadius out of this force
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 sum{};
    for (const Boid& other : neighbors) {
        if (distance(self.position, other.position) <= params.fleeRadius) sum += other.velocity;
    }
    return normalized(sum);
}

}  // namespace boids

// Mistake: only predators in front of the boid count (dot(velocity, to predator) >= 0): a predator behind is never fled.
// Recipe: For each predator within params.fleeRadius (distance <= radius counts), add the vector from the predator to you.
// Expect: Your flee depends on the boid's own velocity.*leave self.velocity out of this force
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        const Vec2 toPredator = predator - self.position;
        if (dot(self.velocity, toPredator) < 0) continue;  // behind me: I don't see it
        if (distance(self.position, predator) <= params.fleeRadius) away += self.position - predator;
    }
    return normalized(away) * params.fleeStrength;
}

}  // namespace boids

// Task 4, reference: flee from every predator within the flee radius, at full strength.
#include <boids/tasks.h>

namespace boids {

// [slide:flee]
Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= params.fleeRadius) away += self.position - predator;
    }
    return normalized(away) * params.fleeStrength;
}
// [/slide:flee]

}  // namespace boids

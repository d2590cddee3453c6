// Mistake: an index loop whose range check uses predators[i] but whose body adds the vector from predators[0] (copy-paste), once per predator in range.
// From: an outside tester, written from the README alone (third set).
// Expect: Only the first predator counts in yours.*\(predators\[0\]\) reads the first every time
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 sum{};
    for (std::size_t i = 0; i < predators.size(); ++i) {
        if (distance(self.position, predators[i]) <= params.fleeRadius) sum += self.position - predators[0];
    }
    return normalized(sum) * params.fleeStrength;
}

}  // namespace boids

// Mistake: An index loop bounded by a constant of its own, kMostPredators = 7, where the loop should run to predators.size(): with more predators than that, the last ones are never fled from.
// Recipe: flee from every predator within fleeRadius, however many there are.
// Expect: counts only the first 7 predators it is given
#include <boids/tasks.h>

#include <algorithm>
#include <cstddef>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    constexpr std::size_t kMostPredators = 7;
    const std::size_t count = std::min(predators.size(), kMostPredators);
    Vec2 escape{};
    for (std::size_t i = 0; i < count; ++i) {
        const Vec2 fromPredator = self.position - predators[i];
        if (length(fromPredator) <= params.fleeRadius) escape += fromPredator;
    }
    return normalized(escape) * params.fleeStrength;
}

}  // namespace boids

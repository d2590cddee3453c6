// Task 4, a correct flee in another style: counts the predators in range, returns early, normalizes by hand.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    int inRange = 0;
    for (std::size_t i = 0; i < predators.size(); ++i) {
        if (distance(predators[i], self.position) <= params.fleeRadius) {
            away += self.position - predators[i];
            ++inRange;
        }
    }
    if (inRange == 0) return {};
    const float len = length(away);
    if (len == 0) return {};
    return away * (params.fleeStrength / len);
}

}  // namespace boids

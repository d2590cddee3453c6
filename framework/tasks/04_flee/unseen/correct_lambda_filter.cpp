// Correct: a helper lambda for "in range" and std::for_each over the predators
#include <boids/tasks.h>

#include <algorithm>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    const auto inRange = [&](Vec2 p) { return distance(self.position, p) <= params.fleeRadius; };
    Vec2 away{};
    std::for_each(predators.begin(), predators.end(), [&](Vec2 p) {
        if (inRange(p)) away -= p - self.position;
    });
    const Vec2 direction = normalized(away);
    return params.fleeStrength * direction;
}

}  // namespace boids

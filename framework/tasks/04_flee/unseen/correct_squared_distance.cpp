// Correct: squared distances compared with the squared radius (a negative radius counts nothing), with an index loop
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    const float r = params.fleeRadius;
    if (r < 0) return {};
    const float r2 = r * r;
    Vec2 sum{};
    for (std::size_t i = 0; i < predators.size(); ++i) {
        const Vec2 d = self.position - predators[i];
        if (!(lengthSquared(d) <= r2)) continue;
        sum += d;
    }
    return normalized(sum) * params.fleeStrength;
}

}  // namespace boids

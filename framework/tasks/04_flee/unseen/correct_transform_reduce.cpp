// Correct: std::transform_reduce over the predators, squared distances compared with the squared radius, and the scale folded into one division.
// From: an outside tester, written from the README alone (third set).
#include <boids/tasks.h>

#include <cmath>
#include <functional>
#include <numeric>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    const float r2 = params.fleeRadius * params.fleeRadius;
    const Vec2 sum = std::transform_reduce(
        predators.begin(), predators.end(), Vec2{}, std::plus<Vec2>{}, [&](Vec2 p) {
            const Vec2 away = self.position - p;
            return lengthSquared(away) <= r2 ? away : Vec2{};
        });
    const float len = length(sum);
    if (len == 0.0f) return Vec2{};
    return sum * (params.fleeStrength / len);
}

}  // namespace boids

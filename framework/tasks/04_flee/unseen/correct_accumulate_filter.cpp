// Correct: STL style: std::accumulate with a lambda that filters by distance, then scale the unit vector.
// From: an outside tester, written from the README alone (second set).
#include <boids/tasks.h>

#include <numeric>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    const auto inReach = [&](Vec2 p) { return distance(self.position, p) <= params.fleeRadius; };
    const Vec2 sum = std::accumulate(predators.begin(), predators.end(), Vec2{},
                                     [&](Vec2 acc, Vec2 p) { return inReach(p) ? acc + (self.position - p) : acc; });
    return params.fleeStrength * normalized(sum);
}

}  // namespace boids

// Mistake: off-by-one loop that starts at index 1, so the first neighbour's velocity is never added.
// From: an outside tester, written from the README alone (second set).
// Expect: Moving the first neighbour \(index 0\) changes nothing in yours
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 sum{};
    for (std::size_t i = 1; i < neighbors.size(); ++i) {
        sum += neighbors[i].velocity;
    }
    return normalized(sum);
}

}  // namespace boids

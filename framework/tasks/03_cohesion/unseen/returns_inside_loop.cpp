// Mistake: the return statement sits inside the loop, so it steers toward the first neighbour only (returns early) instead of the centre of all of them.
// From: an outside tester, written from the README alone (second set).
// Expect: Only the first neighbour counts in yours
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 sum{};
    int n = 0;
    for (const Boid& other : neighbors) {
        sum += other.position;
        ++n;
        Vec2 center = sum / float(n);
        return normalized(center - self.position);
    }
    return {};
}

}  // namespace boids

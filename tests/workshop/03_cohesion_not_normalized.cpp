// A learner's task 3 that returns the offset to the neighbours' centre without normalising it: the right direction
// with the length of the offset. No other failure may be said to differ in direction.
// Also: length
// Never: degrees away|opposite|NaN|zero
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 center{};
    for (const Boid& other : neighbors) center += other.position;
    center /= float(neighbors.size());
    return center - self.position;  // the mistake: normalized(center - self.position)
}

}  // namespace boids

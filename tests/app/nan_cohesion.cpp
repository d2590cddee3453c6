// A kept mistake for the end-to-end test: cohesion that divides by zero neighbours, so a boid alone gets NaN.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    Vec2 center{};
    for (const Boid& other : neighbors) center += other.position;
    center /= float(neighbors.size());  // 0 / 0 = NaN when there are no neighbours
    const Vec2 toCenter = center - self.position;
    return toCenter / length(toCenter);  // and again when the boid is at the centre
}

}  // namespace boids

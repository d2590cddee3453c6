// Learner's file: a running sum and count kept in statics that are never reset, so each call's centre takes in the
// neighbours of every call before it.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    static Vec2 sum{};
    static int count = 0;
    for (const Boid& other : neighbors) {
        sum += other.position;
        ++count;
    }
    if (count == 0) return {};
    return normalized(sum / float(count) - self.position);
}

}  // namespace boids

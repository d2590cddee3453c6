// A learner's alignment whose loop never ends: its index is never increased.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 heading{};
    std::size_t i = 0;
    while (i < neighbors.size()) {  // the link points here: the loop's condition never becomes false
        heading += neighbors[i].velocity;
    }
    return normalized(heading);
}

}  // namespace boids

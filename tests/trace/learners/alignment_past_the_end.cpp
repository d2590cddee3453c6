// A learner's alignment whose loop runs one past the last neighbour: the checked standard library stops it there.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 sum{};
    for (std::size_t i = 0; i <= neighbors.size(); ++i) {
        sum += neighbors[i].velocity;
    }
    return normalized(sum);
}

}  // namespace boids

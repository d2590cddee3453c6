// A learner's alignment that crashes on a boid with no neighbour: it reads the first neighbour unasked.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const Boid* first = neighbors.empty() ? nullptr : &neighbors[0];
    Vec2 heading = first->velocity;  // the link points here
    for (std::size_t i = 1; i < neighbors.size(); ++i) heading += neighbors[i].velocity;
    return normalized(heading);
}

}  // namespace boids

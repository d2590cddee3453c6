// Task 1, kept hang: the loop's index is never increased (i += 0), so the loop never ends.
// Expect: never returned: it was stopped after
// On Windows: never returned: stopped after it used 1 s of CPU time
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 sum{};
    for (std::size_t i = 0; i < neighbors.size(); i += 0) sum += neighbors[i].velocity;
    return normalized(sum);
}

}  // namespace boids

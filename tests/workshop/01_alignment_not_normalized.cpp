// A learner's task 1 with a known mistake (the catalog's not_normalized), for the command's own test: it passes some checks.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 heading{};
    for (const Boid& other : neighbors) heading += other.velocity;
    return heading;  // the mistake: normalized(heading) has length 1
}

}  // namespace boids

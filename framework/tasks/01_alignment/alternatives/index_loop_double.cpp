// Task 1, a correct alignment in another style: an index loop, summed in double precision.
#include <cmath>

#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid&, std::span<const Boid> neighbors, const Params&) {
    double x = 0, y = 0;
    for (std::size_t i = 0; i < neighbors.size(); ++i) {
        x += neighbors[i].velocity.x;
        y += neighbors[i].velocity.y;
    }
    const double length = std::hypot(x, y);
    if (length == 0) return {};
    return {float(x / length), float(y / length)};
}

}  // namespace boids

// Task 3, a correct cohesion in another style: an index loop in double precision, and the length check by hand.
#include <cmath>

#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    const std::size_t n = neighbors.size();
    if (n == 0) return {};
    double x = 0, y = 0;
    for (std::size_t i = 0; i < n; ++i) {
        x += neighbors[i].position.x;
        y += neighbors[i].position.y;
    }
    const double dx = x / double(n) - self.position.x, dy = y / double(n) - self.position.y;
    const double d = std::hypot(dx, dy);
    if (d < 1e-9) return {};
    return {float(dx / d), float(dy / d)};
}

}  // namespace boids

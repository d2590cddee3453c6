// Task 2, a correct separation in another style: the weight as a named lambda, an index loop, double precision.
#include <cmath>

#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const double R = params.neighborRadius;
    auto weight = [R](double d) { return R > 0 ? (R - d) / R : 0.0; };
    double x = 0, y = 0;
    for (std::size_t i = 0; i < neighbors.size(); ++i) {
        const double dx = double(self.position.x) - neighbors[i].position.x;
        const double dy = double(self.position.y) - neighbors[i].position.y;
        const double d = std::hypot(dx, dy);
        if (d > 0) {
            x += dx / d * weight(d);
            y += dy / d * weight(d);
        }
    }
    return {float(x), float(y)};
}

}  // namespace boids

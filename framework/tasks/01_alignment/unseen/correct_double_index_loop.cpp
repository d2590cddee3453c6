// Correct: an index loop that sums in double precision and normalizes by hand
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    double sx = 0.0, sy = 0.0;
    for (std::size_t i = 0; i != neighbors.size(); ++i) {
        sx += double(neighbors[i].velocity.x);
        sy += double(neighbors[i].velocity.y);
    }
    const double len = std::sqrt(sx * sx + sy * sy);
    if (len == 0.0) return {};
    return Vec2{float(sx / len), float(sy / len)};
}

}  // namespace boids

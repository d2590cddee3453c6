// Correct: the average of the offsets from self, summed in double precision
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const std::size_t n = neighbors.size();
    if (n == 0) return {};
    double ox = 0, oy = 0;
    for (std::size_t i = 0; i < n; ++i) {
        ox += double(neighbors[i].position.x) - double(self.position.x);
        oy += double(neighbors[i].position.y) - double(self.position.y);
    }
    return normalized(Vec2{float(ox / double(n)), float(oy / double(n))});
}

}  // namespace boids

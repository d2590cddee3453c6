// Task 2, a correct separation in another style: squared distances first, one square root per pushing neighbour.
#include <cmath>

#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (!(R > 0)) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d2 = lengthSquared(away);
        if (d2 == 0 || d2 >= R * R) continue;  // on the boid's point, or on the radius: no push
        const float d = std::sqrt(d2);
        push += away * ((R - d) / (R * d));
    }
    return push;
}

}  // namespace boids

// Mistake: The centre is scaled by 1 / n with an integer n, which is 0 for two or more neighbours, so the boid steers toward the world's origin instead of the neighbours' centre.
// Recipe: add up their positions, divide by how many there are, and return normalized(center - self.position).
// Expect: Yours steers toward the world's origin
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    const int n = int(neighbors.size());
    Vec2 center{};
    for (const Boid& other : neighbors) center += other.position;
    center *= 1 / n;
    return normalized(center - self.position);
}

}  // namespace boids

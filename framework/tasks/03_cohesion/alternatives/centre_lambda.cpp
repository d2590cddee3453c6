// Task 3, a correct cohesion in another style: the centre from a helper lambda, returned at once.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    auto centre = [&] {
        Vec2 sum{};
        for (const Boid& other : neighbors) sum += other.position;
        return sum / float(neighbors.size());
    };
    return neighbors.empty() ? Vec2{} : normalized(centre() - self.position);
}

}  // namespace boids

// Correct: filters the neighbours by params.neighborRadius once more, as tutorials do. step() passes only neighbours
// within the radius, so the filter changes nothing the simulation can hand it.
// From: issue 51 (item 6): a check's scene put a neighbour beyond the radius, which step() never does.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 center{};
    int count = 0;
    for (const Boid& other : neighbors) {
        if (distance(self.position, other.position) > params.neighborRadius) continue;
        center += other.position;
        ++count;
    }
    if (count == 0) return {};
    return normalized(center / float(count) - self.position);
}

}  // namespace boids

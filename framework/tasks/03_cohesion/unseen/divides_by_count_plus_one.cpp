// Mistake: The sum of the neighbours' positions is divided by their number plus one, so the 'centre' is shrunk toward the world's origin and the pull points the wrong way.
// Recipe: add up their positions, divide by how many there are, and return normalized(center - self.position).
// Expect: mistake=counts_itself_in_the_average
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 center{};
    for (const Boid& other : neighbors) center += other.position;
    center /= float(neighbors.size() + 1);
    return normalized(center - self.position);
}

}  // namespace boids

// Mistake: The boid steers toward its nearest neighbour instead of the centre of all of them.
// Recipe: Average the neighbours' positions and return normalized(centre - self.position).
// Expect: Only the nearest neighbour counts in yours
#include <boids/tasks.h>

#include <algorithm>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    if (neighbors.empty()) return {};
    const auto nearest = std::min_element(neighbors.begin(), neighbors.end(), [&](const Boid& a, const Boid& b) {
        return distance(a.position, self.position) < distance(b.position, self.position);
    });
    return normalized(nearest->position - self.position);
}

}  // namespace boids

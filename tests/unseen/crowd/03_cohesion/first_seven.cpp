// Mistake: The centre is the average of a sample of the first 7 neighbours (span::first), taken to save time, so in a clump the boid steers toward the centre of a few.
// Recipe: the centre is the average position of every neighbour.
// Expect: counts only the first 7 neighbours it is given
#include <boids/tasks.h>

#include <algorithm>
#include <cstddef>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const std::span<const Boid> sample = neighbors.first(std::min<std::size_t>(neighbors.size(), 7));
    if (sample.empty()) return {};
    Vec2 middle{};
    for (const Boid& other : sample) middle += other.position;
    middle /= float(sample.size());
    return normalized(middle - self.position);
}

}  // namespace boids

// Mistake: A counter stops the loop after 7 neighbours ("enough to keep apart"), so in a clump the pushes of every neighbour after the 7th are lost.
// Recipe: every neighbour within the radius pushes, however many there are.
// Expect: counts only the first 7 neighbours it is given
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (params.neighborRadius <= 0) return {};
    Vec2 total{};
    int pushed = 0;
    for (const Boid& other : neighbors) {
        if (++pushed > 7) break;
        const Vec2 offset = self.position - other.position;
        const float gap = length(offset);
        total += normalized(offset) * (1 - gap / params.neighborRadius);
    }
    return total;
}

}  // namespace boids

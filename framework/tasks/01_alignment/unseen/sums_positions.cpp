// Mistake: adds up the neighbours' positions instead of their velocities (copy-paste from cohesion), then normalizes.
// From: an outside tester, written from the README alone (second set).
// Expect: Your alignment does not change when the last neighbour's velocity changes.*Your alignment depends on where the neighbours are
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params)
{
    Vec2 sum{};
    for (auto const& other : neighbors)
    {
        sum += other.position;
    }
    return normalized(sum);
}

}  // namespace boids

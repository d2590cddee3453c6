// Mistake: keeps the neighbours' positions in a static vector that is never cleared, so every call averages the positions of all calls before.
// From: issue 51's reading of first failures: it was told to use other.position, which it does.
// Never says: try: use other.position
// Expect: Yours gave .* and then .* for the very same scene: its answer depends on something left over from an earlier call
#include <vector>

#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    static std::vector<Vec2> positions;  // kept from one call to the next, never cleared
    if (neighbors.empty()) return {};
    for (const Boid& other : neighbors) positions.push_back(other.position);
    Vec2 center{};
    for (Vec2 p : positions) center += p;
    center /= float(positions.size());
    return normalized(center - self.position);
}

}  // namespace boids

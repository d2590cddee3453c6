// Mistake: reads params.neighborRadius once, into a static, so a later radius (a slider's, a case's) is never seen.
// From: issue 51's reading of first failures: it was named "the radius is a number in the code", which it is not.
// Never says: a number in the code
// Never says: try: read the radius from params
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    static const float R = params.neighborRadius;  // read once, at the first call
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        push += normalized(away) * ((R - length(away)) / R);
    }
    return push;
}

}  // namespace boids

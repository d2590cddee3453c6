// A learner's task 4 that flees every predator, however far: the radius is never read. A case with a predator out of
// range then shows a force where the recipe has none; no failure may be said to be zero, NaN or a crash.
// Also: MatchesTheRecipeInRandomScenes
// Never: yours is zero|NaN|crashed|never returned
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) away += self.position - predator;  // the mistake: no fleeRadius test
    return normalized(away) * params.fleeStrength;
}

}  // namespace boids

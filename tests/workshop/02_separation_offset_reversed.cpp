// A learner's task 2 with the offset reversed (other.position - self.position): every push points toward the
// neighbour. Issue 40's second example: GivesNoPushForANeighbourExactlyOnTheRadius, if it fails, is described by how it
// differs (its direction), never as a push on the radius.
// Also: \(the opposite direction\):[^:]*ExactlyOnTheRadius|ExactlyOnTheRadius: the opposite direction
// Never: ExactlyOnTheRadius: [^\n]*(recipe gives no force|length [^\n]* where the recipe's is 0)
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = other.position - self.position;  // the mistake: self.position - other.position
        const float d = length(away);
        push += normalized(away) * ((R - d) / R);
    }
    return push;
}

}  // namespace boids

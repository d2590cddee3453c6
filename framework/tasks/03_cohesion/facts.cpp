// Task 3's facts: what the diagnosis knows of the recipe of cohesion beyond its kind (tasks/kinds.h).
#include "tasks/kinds.h"

namespace boids {

TaskFacts calculateCohesionFacts() {
    return {
        // The neighbours' centre on the boid: the offset to it is zero, and normalizing it divides by 0.
        .awkward = {{"the neighbours' centre is the boid's own point", {{{10, 0}}, {{-10, 0}}}}},
        .steersToOnePoint = true,
        .weighTry = "average the positions: each neighbour's position counts once.",
    };
}

}  // namespace boids

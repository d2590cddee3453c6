// Task 2's facts: what the diagnosis knows of the recipe of separation beyond its kind (tasks/kinds.h).
#include "tasks/kinds.h"

namespace boids {

TaskFacts calculateSeparationFacts() {
    Params noRadius;
    noRadius.neighborRadius = 0;
    return {
        // Each push is weighed by (R - d) / R: with R = 0 that divides by 0.
        .awkward = {{"neighborRadius is 0 (a neighbour on the boid's point)", {{{0, 0}}}, noRadius}},
        .leavesOutItemOnOwnPoint = true,
        .weighsEachItem = "by (R - d) / R",
        .weighTry = "weigh each push by (R - d) / R.",
        .lengthTry = "the pushes are summed and returned as they are: close neighbours push harder, and several push "
                     "more than one.",
    };
}

}  // namespace boids

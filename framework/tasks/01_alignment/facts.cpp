// Task 1's facts: what the diagnosis knows of the recipe of alignment beyond its kind (tasks/kinds.h).
#include "tasks/kinds.h"

namespace boids {

TaskFacts calculateAlignmentFacts() {
    return {
        // Two neighbours flying opposite ways: the sum of their velocities is zero, and normalizing it divides by 0.
        .awkward = {{"the neighbours' velocities cancel", {{{10, 0}, {0, 2}}, {{-10, 0}, {0, -2}}}}},
        .unitLength = true,
    };
}

}  // namespace boids

// The reference solutions, compiled a second time inside boids::catalog::recipe, so that a test program that links
// the learner's boids::calculateAlignment can also call the recipe's. solutions/ stays the one source.
// (Advanced: each solution opens `namespace boids`, which here nests as boids::catalog::recipe::boids; the headers
// it includes are already included above, so their include guards keep them out of the nested namespace.)
#include <algorithm>
#include <cmath>

#include <boids/grid.h>
#include <boids/tasks.h>

#include "catalog.h"

namespace boids::catalog::recipe {
#include "../../solutions/01_alignment.cpp"
#include "../../solutions/02_separation.cpp"
#include "../../solutions/03_cohesion.cpp"
#include "../../solutions/04_flee.cpp"
#include "../../solutions/05_obstacle_avoidance.cpp"
#include "../../solutions/06_spatial_grid.cpp"
}  // namespace boids::catalog::recipe

namespace boids::catalog {

const TaskTable& reference() {
    static const TaskTable table{.alignment = &recipe::boids::calculateAlignment,
                                 .separation = &recipe::boids::calculateSeparation,
                                 .cohesion = &recipe::boids::calculateCohesion,
                                 .flee = &recipe::boids::calculateFlee,
                                 .obstacleAvoid = &recipe::boids::calculateObstacleAvoid,
                                 .buildGrid = &recipe::boids::buildGrid,
                                 .findNeighborsInGrid = &recipe::boids::findNeighborsInGrid};
    return table;
}

std::vector<KnownMistake> mistakesFor(int task) {
    switch (task) {
        case 1: return alignmentMistakes();
        case 2: return separationMistakes();
        case 3: return cohesionMistakes();
        case 4: return fleeMistakes();
        case 5: return obstacleAvoidMistakes();
        case 6: return gridMistakes();
    }
    return {};
}

}  // namespace boids::catalog

// The reference solutions, compiled a second time inside boids::recipe, so that a program that links the
// learner's boids::calculateAlignment (a test program, the window's checker) can also call the recipe's.
// solutions/ stays the one source.
// (Advanced: each solution opens `namespace boids`, which here nests as boids::catalog::recipe::boids; the headers
// it includes are already included above, so their include guards keep them out of the nested namespace.)
#include <algorithm>
#include <cmath>

#include <boids/grid.h>
#include <boids/tasks.h>

#include "boids/checks.h"

namespace boids::recipe {
#include "../../solutions/01_alignment.cpp"
#include "../../solutions/02_separation.cpp"
#include "../../solutions/03_cohesion.cpp"
#include "../../solutions/04_flee.cpp"
#include "../../solutions/05_obstacle_avoidance.cpp"
#include "../../solutions/06_spatial_grid.cpp"
}  // namespace boids::recipe

namespace boids {

const TaskTable& recipeTasks() {
    static const TaskTable table{.alignment = &recipe::boids::calculateAlignment,
                                 .separation = &recipe::boids::calculateSeparation,
                                 .cohesion = &recipe::boids::calculateCohesion,
                                 .flee = &recipe::boids::calculateFlee,
                                 .obstacleAvoid = &recipe::boids::calculateObstacleAvoid,
                                 .buildGrid = &recipe::boids::buildGrid,
                                 .findNeighborsInGrid = &recipe::boids::findNeighborsInGrid};
    return table;
}

}  // namespace boids

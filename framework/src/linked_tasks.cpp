// linkedTasks(): the table of the six tasks' functions this binary was linked with (learner's or reference).
#include "boids/tasks.h"

namespace boids {

// BOIDS_LINKED_REFERENCE: this copy is linked with solutions/ (cmake/tasks.cmake defines it for boids::reference),
// and the table is the kit's reference.
const TaskTable& linkedTasks() {
#if defined(BOIDS_LINKED_REFERENCE)
    static constexpr TaskTable table{&calculateAlignment,     &calculateSeparation,    &calculateCohesion,
                                     &calculateFlee,          &calculateObstacleAvoid, &buildGrid,
                                     &findNeighborsInGrid,    &table};
#else
    static constexpr TaskTable table{&calculateAlignment,     &calculateSeparation,    &calculateCohesion,
                                     &calculateFlee,          &calculateObstacleAvoid, &buildGrid,
                                     &findNeighborsInGrid};
#endif
    return table;
}

}  // namespace boids

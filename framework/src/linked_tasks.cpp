// linkedTasks(): the table of the six tasks' functions this binary was linked with (learner's or reference); and in
// boids::reference, recipeTasks() (boids/checks.h), the same table.
#include "boids/tasks.h"

#if defined(BOIDS_LINKED_REFERENCE)
#include "boids/checks.h"
#endif

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

#if defined(BOIDS_LINKED_REFERENCE)
const TaskTable& recipeTasks() { return linkedTasks(); }
#endif

}  // namespace boids

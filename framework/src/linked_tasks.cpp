// linkedTasks(): the table of the six tasks' functions this binary was linked with (learner's or reference).
#include "boids/tasks.h"

namespace boids {

const TaskTable& linkedTasks() {
    static constexpr TaskTable table{&calculateAlignment,     &calculateSeparation, &calculateCohesion,
                                     &calculateFlee,          &calculateObstacleAvoid, &buildGrid,
                                     &findNeighborsInGrid};
    return table;
}

}  // namespace boids

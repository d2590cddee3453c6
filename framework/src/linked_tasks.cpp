// linkedTasks(): the table of the five task functions this binary was linked with (learner's or reference).
#include "boids/tasks.h"

namespace boids {

const TaskTable& linkedTasks() {
    static constexpr TaskTable table{&calculateAlignment, &calculateSeparation, &calculateCohesion, &calculateFlee,
                                     &calculateObstacleAvoid};
    return table;
}

}  // namespace boids

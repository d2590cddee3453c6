// linkedTasks(): the table of every task's functions this binary was linked with, the learner's: compiled into the
// learner's plugin (cmake/tasks.cmake). The reference's table is recipeTasks(), in framework/tasks/tables.cpp.
#include "boids/task_registry.h"

namespace boids {

const TaskTable& linkedTasks() {
    static constexpr TaskTable table = registry::linkedTable(nullptr);
    return table;
}

}  // namespace boids

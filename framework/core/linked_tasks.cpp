// linkedTasks(): the table of every task's functions this binary was linked with (learner's or reference); and in
// boids::reference, recipeTasks(), the same table.
#include "boids/task_registry.h"

namespace boids {

namespace {

constexpr TaskTable linkedTable(const TaskTable* reference) {
    TaskTable table;
    constexpr int kOnly = 0;  // every task
    BOIDS_TASK_LIST(BOIDS_SET_TASK_FUNCTION)
    table.reference = reference;
    return table;
}

}  // namespace

// BOIDS_LINKED_REFERENCE: this copy is linked with solutions/ (cmake/tasks.cmake defines it for boids::reference),
// and the table is the kit's reference.
const TaskTable& linkedTasks() {
#if defined(BOIDS_LINKED_REFERENCE)
    static constexpr TaskTable table = linkedTable(&table);
#else
    static constexpr TaskTable table = linkedTable(nullptr);
#endif
    return table;
}

#if defined(BOIDS_LINKED_REFERENCE)
const TaskTable& recipeTasks() { return linkedTasks(); }
#endif

}  // namespace boids

// The entry points of task BOIDS_TEST_TASK's module (boids_taskN), linked with that task's code alone: the learner's,
// or the reference when the task is in BOIDS_SOLVED. Its test program loads it at start (task_module_loader.cpp).
#include <boids/grid.h>
#include <boids/plugin_abi.h>
#include BOIDS_TASK_ROW_HEADER  // boids/task_rows/taskN.h: this task's row of tasks.txt (boids/task_row.h)

#include "task_module.h"

#ifndef BOIDS_TEST_TASK
#error "Define BOIDS_TEST_TASK as the number (tasks.txt) of the task this module holds."
#endif

namespace {

// Only the task this module holds: naming another task's function would need its object file.
constexpr boids::TaskTable makeTable() {
    using namespace boids;
    TaskTable table;
    static_assert(registry::row::kNumber == BOIDS_TEST_TASK, "BOIDS_TASK_ROW_HEADER is another task's row");
    BOIDS_TASK_ROW(BOIDS_SET_ROW_FUNCTION)
    return table;
}

constexpr boids::TaskTable kTable = makeTable();

}  // namespace

extern "C" BOIDS_PLUGIN_EXPORT const boids::TaskTable* boids_learner_tasks(void) { return &kTable; }

extern "C" BOIDS_PLUGIN_EXPORT const boids::PluginAbi* boids_learner_abi(void) { return &boids::kPluginAbi; }

extern "C" BOIDS_PLUGIN_EXPORT int boids_task_module_task(void) { return BOIDS_TEST_TASK; }

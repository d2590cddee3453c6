// The main of the test program of the force task numbered BOIDS_TEST_TASK in tasks.txt. Compiled once per task, and small, so that the shared
// harness (task_harness.cpp) is compiled only once. The program runs exactly one implementation of the task: the
// learner's, the reference, or a kept mistake.
//
// Two ways, chosen by CMake (framework/checker/CMakeLists.txt, boids_test_program_for):
//   BOIDS_TASK_MODULE_FILE defined (the learner's program, boids_test_taskN): the task's code is in a module of its
//     own, loaded at start (task_module.h), so a save relinks that small module and not this program;
//   else (the self-test's programs): the program links the task's code.
#include BOIDS_TASK_ROW_HEADER  // boids/task_rows/taskN.h: this task's row of tasks.txt (boids/task_row.h)

#include "task_harness.h"

#ifdef BOIDS_TASK_MODULE_FILE
#include "task_module.h"
#ifndef BOIDS_TASK_MODULE_PATH
#define BOIDS_TASK_MODULE_PATH nullptr
#endif
#endif

#ifndef BOIDS_TEST_TASK
#error "Define BOIDS_TEST_TASK as the number (tasks.txt) of the force task this test program checks."
#endif

int main(int argc, char** argv) {
    using namespace boids;
    static_assert(registry::row::kNumber == BOIDS_TEST_TASK, "BOIDS_TASK_ROW_HEADER is another task's row");
    constexpr Task kTask = BOIDS_TASK_ROW(BOIDS_ROW_TASK);
#ifdef BOIDS_TASK_MODULE_FILE
    const TaskTable& table = test::loadTaskModule(BOIDS_TEST_TASK, BOIDS_TASK_MODULE_FILE, BOIDS_TASK_MODULE_PATH, argc, argv);
#else
    TaskTable table;  // only the task under test: naming another task's function would need its object file
    BOIDS_TASK_ROW(BOIDS_SET_ROW_FUNCTION)
#endif
    return runTaskChecks(kTask, table, argc, argv);
}

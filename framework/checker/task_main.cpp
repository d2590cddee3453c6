// The main of the test program of the force task numbered BOIDS_TEST_TASK in tasks.txt. Compiled once per task, and small, so that the shared
// harness (task_harness.cpp) is compiled only once. The program runs exactly one implementation of the task: the
// learner's, the reference, or a kept mistake.
//
// Two ways, chosen by CMake (framework/checker/CMakeLists.txt, boids_test_program_for):
//   BOIDS_TASK_MODULE_FILE defined (the learner's program, boids_test_taskN): the task's code is in a module of its
//     own, loaded at start (task_module.h), so a save relinks that small module and not this program;
//   else (the self-test's programs): the program links the task's code.
#include <boids/task_registry.h>

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
    constexpr Task kTask = registry::taskNumbered(BOIDS_TEST_TASK);  // a number tasks.txt lacks does not compile
#ifdef BOIDS_TASK_MODULE_FILE
    const TaskTable& table = test::loadTaskModule(BOIDS_TEST_TASK, BOIDS_TASK_MODULE_FILE, BOIDS_TASK_MODULE_PATH, argc, argv);
#else
    TaskTable table;  // only the task under test: naming another task's function would need its object file
    constexpr int kOnly = BOIDS_TEST_TASK;
    BOIDS_TASK_LIST(BOIDS_SET_TASK_FUNCTION)
#endif
    return runTaskChecks(kTask, table, argc, argv);
}

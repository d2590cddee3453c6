// The main of task BOIDS_TEST_TASK's test program (1-5). Compiled once per task, and small, so that the shared
// harness (task_harness.cpp) is compiled only once. The program runs exactly one implementation of the task: the
// learner's, the reference, or a kept mistake.
//
// Two ways, chosen by CMake (tests/CMakeLists.txt):
//   BOIDS_TASK_MODULE_FILE defined (the learner's program, boids_test_taskN): the task's code is in a module of its
//     own, loaded at start (task_module.h), so a save relinks that small module and not this program;
//   else (the self-test's programs): the program links the task's code.
#include "task_harness.h"

#ifdef BOIDS_TASK_MODULE_FILE
#include "task_module.h"
#ifndef BOIDS_TASK_MODULE_PATH
#define BOIDS_TASK_MODULE_PATH nullptr
#endif
#endif

#ifndef BOIDS_TEST_TASK
#error "Define BOIDS_TEST_TASK as the task number (1-5) this test program checks."
#endif

int main(int argc, char** argv) {
    using namespace boids;
    constexpr Task kTask = Task(BOIDS_TEST_TASK);
#ifdef BOIDS_TASK_MODULE_FILE
    const TaskTable& table = test::loadTaskModule(BOIDS_TEST_TASK, BOIDS_TASK_MODULE_FILE, BOIDS_TASK_MODULE_PATH, argc, argv);
#else
    TaskTable table;  // only the task under test: naming another task's function would need its object file
    if constexpr (kTask == Task::Alignment) table.alignment = &calculateAlignment;
    if constexpr (kTask == Task::Separation) table.separation = &calculateSeparation;
    if constexpr (kTask == Task::Cohesion) table.cohesion = &calculateCohesion;
    if constexpr (kTask == Task::Flee) table.flee = &calculateFlee;
    if constexpr (kTask == Task::ObstacleAvoid) table.obstacleAvoid = &calculateObstacleAvoid;
#endif
    return runTaskChecks(kTask, table, argc, argv);
}

// The main of task BOIDS_TEST_TASK's test program (1-5). Compiled once per task, and small, so that the shared
// harness (task_harness.cpp) is compiled only once. The program links exactly one implementation of the task: the
// learner's, the reference, or a kept mistake.
#include "task_harness.h"

#ifndef BOIDS_TEST_TASK
#error "Define BOIDS_TEST_TASK as the task number (1-5) this test program checks."
#endif

int main(int argc, char** argv) {
    using namespace boids;
    constexpr Task kTask = Task(BOIDS_TEST_TASK);
    TaskTable table;  // only the task under test: naming another task's function would need its object file
    if constexpr (kTask == Task::Alignment) table.alignment = &calculateAlignment;
    if constexpr (kTask == Task::Separation) table.separation = &calculateSeparation;
    if constexpr (kTask == Task::Cohesion) table.cohesion = &calculateCohesion;
    if constexpr (kTask == Task::Flee) table.flee = &calculateFlee;
    if constexpr (kTask == Task::ObstacleAvoid) table.obstacleAvoid = &calculateObstacleAvoid;
    return runTaskChecks(kTask, table, argc, argv);
}

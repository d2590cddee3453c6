// The main of the grid task's test program: the harness (grid_harness.cpp) with one grid, the learner's or the reference.
// With BOIDS_TASK_MODULE_FILE defined (the learner's program, boids_test_taskN, with BOIDS_TEST_TASK=N) the grid is loaded at start from its
// module (task_module.h), so a save relinks that small module and not this program; else the program links it.
#include <boids/grid.h>

#include "grid_harness.h"

#ifdef BOIDS_TASK_MODULE_FILE
#include "task_module.h"
#ifndef BOIDS_TASK_MODULE_PATH
#define BOIDS_TASK_MODULE_PATH nullptr
#endif
#endif

int main(int argc, char** argv) {
#ifdef BOIDS_TASK_MODULE_FILE
    const boids::TaskTable& table = boids::test::loadTaskModule(BOIDS_TEST_TASK, BOIDS_TASK_MODULE_FILE, BOIDS_TASK_MODULE_PATH, argc, argv);
#else
    boids::TaskTable table;
    table.buildGrid = &boids::buildGrid;
    table.findNeighborsInGrid = &boids::findNeighborsInGrid;
#endif
    return boids::runGridChecks(table, argc, argv);
}

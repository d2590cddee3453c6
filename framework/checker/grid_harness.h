// The GoogleTest harness of task 6, the spatial grid, compiled once and shared by its test programs.
#pragma once

#include <boids/tasks.h>

namespace boids {

// Registers task 6's checks (every world of gridCases(), then the grid over several steps, its cells, and the flock
// moved across the world) against the grid in `table`, runs them with GoogleTest's command line, and returns
// RUN_ALL_TESTS()'s result. Each test runs the grid in a child process with a time limit (isolation.h). With
// --replay-first-failure=RECORDS it runs no check: it makes that failure again from its scene (replay_check.h).
int runGridChecks(const TaskTable& table, int argc, char** argv);

}  // namespace boids

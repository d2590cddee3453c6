// The GoogleTest harness of the force tasks (every task of tasks.txt but the grid), compiled once and shared by
// every force task's test program.
#pragma once

#include <boids/tasks.h>

namespace boids {

// Registers `task`'s checks (its case table, then its properties over random scenes, forceProperties() in
// boids/checks.h) against the function in `table`, runs them
// with GoogleTest's command line (argc, argv), and returns RUN_ALL_TESTS()'s result. Each test runs the learner's
// code in a child process with a time limit (isolation.h, which also lists the program's own flags). With
// --replay-first-failure=RECORDS it runs no check: it makes that failure again from its scene (replay_check.h).
int runTaskChecks(Task task, const TaskTable& table, int argc, char** argv);

}  // namespace boids

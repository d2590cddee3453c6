// The GoogleTest harness of tasks 1-5, compiled once and shared by every task's test program.
#pragma once

#include <boids/tasks.h>

namespace boids {

// Registers `task`'s checks (its case table, then two properties over random scenes: never NaN or infinity for
// finite input, and the same force whatever the order of the inputs) against the function in `table`, runs them
// with GoogleTest's command line (argc, argv), and returns RUN_ALL_TESTS()'s result. Each test runs the learner's
// code in a child process with a time limit (isolation.h, which also lists the program's own flags).
int runTaskChecks(Task task, const TaskTable& table, int argc, char** argv);

}  // namespace boids

// Where the learner stands on a task, as status --json says it (report::TaskStatus): from a run of its tests, or,
// without running them, from the records its last run left (what a joined kit sends the room).
#pragma once

#include <filesystem>

#include <boids/records.h>

#include "kit.h"

namespace boids::companion {

// The task's status from a run of its tests: `passed` of `total` checks, these records; `passes`: every check passed.
report::TaskStatus taskStatus(const Kit& kit, const Task& task, const report::Records& records, int passed, int total,
                              bool passes);

// The task's status as the kit knows it, running nothing. The reference swapped in and the untouched stub need no
// check. Otherwise a check of the exercise as saved tells: its tests' last run (build/task-N.jsonl, from "tests"), or
// else the window's checker's last report (windowChecksFile, from "window", its counts the window's check cases and
// its finding without a check's name); with neither, the state is "edited" and nothing else is said of the code.
report::TaskStatus lastStatus(const Kit& kit, const Task& task);

// The window's checker's last report in the kit (.workshop/window-checks.jsonl, report::kWindowChecksFile).
std::filesystem::path windowChecksFile(const Kit& kit);

}  // namespace boids::companion

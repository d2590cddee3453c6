// Where the learner stands on a task, as status --json says it (report::TaskStatus): from a run of its tests, or,
// without running them, from the records its last run left (what a joined kit sends the room).
#pragma once

#include <boids/records.h>

#include "kit.h"

namespace boids::companion {

// The task's status from a run of its tests: `passed` of `total` checks, these records; `passes`: every check passed.
report::TaskStatus taskStatus(const Kit& kit, const Task& task, const report::Records& records, int passed, int total,
                              bool passes);

// The task's status from its last run's records (build/task-N.jsonl), run nothing: "passing" only when that run
// passed and the exercise has not been saved since (standingOf); a task never run counts its checks as none passed.
report::TaskStatus lastStatus(const Kit& kit, const Task& task);

}  // namespace boids::companion

// What a learner does next, after a task's checks all pass: the next task of tasks.txt's order, the bonus once the
// main line is done, or what the window offers at the end.
#pragma once

#include <functional>

#include "console.h"
#include "kit.h"

namespace boids::companion {

enum class ReportMode { Test, Watch };

// Where a task stands, as far as the one asking knows: status has run every task's tests; test and watch know the
// task they ran, and the others only from what the kit holds (standingOf, task_tests.h).
enum class Standing { Passes, Fails, Unknown };

// The one rule for "next", the same in test, watch and status (and so in the window's words, which follow status):
// the lowest-numbered task of the main line that does not pass, then the lowest-numbered bonus task that does not.
// Where some tasks' standing is unknown (test and watch run one task): the lowest-numbered task known to fail, else
// the first task after `me` in that order not known to pass; nullptr when every task is known to pass, or only
// tasks before `me` are unknown. `me` (nullptr for status) passes.
const Task* nextToDo(const Task* me, const std::function<Standing(const Task&)>& standing);

// The lines after task `me` passes (`solved`: the reference passed, not the learner): the next task by nextToDo and
// the command that starts it, as `mode` runs (watch offers "n then Enter" when `keysOffered`). A next task before
// `me` is said to be the lowest-numbered that does not pass yet, and an untouched stub is said to be one.
void sayNextStep(const Kit& kit, Console& console, const Task& me, bool solved, ReportMode mode, bool keysOffered);

// What to try in the window once every task passes.
void whatNext(Console& console);

}  // namespace boids::companion

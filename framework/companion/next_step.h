// What a learner does next, after a task's checks all pass: the next task of tasks.txt's order, the bonus once the
// main line is done, or what the window offers at the end.
#pragma once

#include "console.h"
#include "kit.h"

namespace boids::companion {

enum class ReportMode { Test, Watch };

// The lines after task `me` passes (`solved`: the reference passed, not the learner): the next task and the command
// that starts it, as `mode` runs (watch offers "n then Enter" when `keysOffered`). At the end of the list, a task
// still the untouched stub (and not solved) comes first: the list's end is not the workshop's end.
void sayNextStep(const Kit& kit, Console& console, const Task& me, bool solved, ReportMode mode, bool keysOffered);

// What to try in the window once every task passes.
void whatNext(Console& console);

}  // namespace boids::companion

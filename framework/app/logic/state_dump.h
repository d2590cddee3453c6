// The state dump (--dump-state) and the one-line summary: text a test or a script can read back.
#pragma once

#include <string>

#include "app_state.h"

namespace boids::app {

// Line-based. First `key=value` lines: seed, steps, learner (loaded or missing), every slider (param.NAME), each
// task's side (task.N=yours|reference), the learner's checks (checks.N=passed/total, then " stub" if it is one, then
// " held-back" if its code never returned or crashed in them),
// the grid task's (checks.6, by its number), the raised hand (hand=down|help|done N), the neighbour search (neighbors=brute|grid|reference-grid), the model
// (model=workshop|reynolds|inverse-square|accumulators|3d), species=on|off,
// the counts (count.boids ...), rejected_forces, paused, help, inspector (off, picking or "boid I") and each task's
// first fault (fault.N=...). Then one line per item:
//   boid I X Y VX VY
//   predator I X Y VX VY
//   obstacle I X Y R
// Floats have 9 significant digits, enough to tell any two floats apart.
std::string formatStateDump(const AppState& app);

// `frames=600 steps=600 boids=200 predators=1 obstacles=1 seed=1 ms_per_step=0.123 nonfinite=0 sides=...
// neighbors=brute`; ms_per_step is stepMilliseconds(), the panel's "ms per step".
// What the summary line's nonfinite= counts, task by task, for standard error; empty when it is 0. For example
// "boids: nonfinite=69: over the run's 600 steps, 69 force results were NaN, infinite or thrown and counted as zero
// (Task 3 Cohesion: 69), one per boid and step; the panel counts the boids of the last step."
std::string nonfiniteNote(const AppState& app);

std::string summaryLine(const AppState& app, long long frames);

}  // namespace boids::app

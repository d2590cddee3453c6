// --bench: the simulation alone, timed step by step, and the summary line.
#pragma once

#include <boids/params.h>

#include "app_state.h"
#include "cli.h"

namespace boids::app {

// Runs `options.frames` steps of `app` and prints the summary line; no screen, and nothing drawn unless --draw (then
// the whole frame, as headless draws it: SDL's software renderer, in memory). Returns the exit status.
int benchOnly(const Options& options, const Params& params, AppState& app);

}  // namespace boids::app

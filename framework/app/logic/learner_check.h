// The learner's code is checked before it flies: by a program of its own (boids_check, check_main.cpp), outside the
// window's process, with each task's checks in a child process under a time limit (boids/isolate.h). Code that
// never returns or crashes there is held back, and the window says which task and why.
#pragma once

#include <chrono>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "app_state.h"

namespace boids::app {

// The CPU time one task's checks may take (they take milliseconds, a few more under the sanitizers). The grid's
// checks build grids over whole flocks and query every boid: under ASan an untouched stub's took most of a second of
// CPU time on a loaded machine (a forked child's copy-on-write faults count too), so the grid task gets kGridCheckFactor
// times the limit.
inline constexpr std::chrono::milliseconds kCheckLimit{1000};
inline constexpr int kGridCheckFactor = 4;

// The checker's side: checks `learner`'s tasks, each task's cases in a child process under `limit`, and returns
// the report as records (boids/records.h: a start, a task record each, an end), for parseLearnerChecks().
std::string runLearnerChecks(const TaskTable& learner, std::chrono::milliseconds limit = kCheckLimit);
// The report when the plugin could not be checked at all: `problem`, one line; and when loading it never returned
// or crashed (its global variables' initializers are the learner's code too): `why`.
std::string problemReport(std::string_view problem);
std::string loadHeldBackReport(std::string_view why);

// The window's side: the checker's arguments that check `plugin` (for runProcess, child_process.h), and its report
// read back with its exit code. A report that is missing or makes no sense becomes a `problem`; with an exit code
// below 0 (it could not start, or a signal ended it) the problem is runProcess's last line, which says which.
std::vector<std::filesystem::path> checkerArguments(const std::filesystem::path& plugin);
LearnerChecks parseLearnerChecks(std::string_view report, int exitCode);

// The checker next to this program (SDL_GetBasePath() is the caller's: `programFolder`).
std::filesystem::path checkerPath(const std::filesystem::path& programFolder);

// A task table with the reference in place of every task the checks held back (and of the grid task's grid).
TaskTable withoutHeldBack(const TaskTable& learner, const TaskTable& reference, const LearnerChecks& checks);

}  // namespace boids::app

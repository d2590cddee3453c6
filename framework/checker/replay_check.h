// A test program's --replay-first-failure=RECORDS: the first failure of the records that program wrote, made again
// from its scene (boids/replay.h) in a process of its own, as `./workshop trace` makes it. The self-test's unseen and
// mistake tests run it after each failing run (tests/unseen/check.cmake): a scene that gives another answer than the
// check's own call would give a trace that the failure above it contradicts.
#pragma once

#include <optional>

#include <boids/tasks.h>

namespace boids::test {

// nullopt when the flag is absent. Else one line on stdout, "replay: ...", and the program's exit status: 0 when the
// scene gives the check's own answer again (a force within the checks' tolerance, the grid's list in any order), or
// when the failure recorded none to compare with (it hung, crashed or threw, and then nothing is called); 1 when it
// gives another, where each check ran in a child process of its own (0 where they all ran in this one, Windows's:
// there the earlier checks' calls count too, and no scene holds them); 2 when the records or the scene do not read.
std::optional<int> replayFirstFailure(Task task, const TaskTable& table, int argc, char** argv);

}  // namespace boids::test

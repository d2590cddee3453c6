// A failed check's call made again from its scene (boids/trace_scene.h): the calls the check made before it first,
// then the one on the scene. The trace program makes it under a debugger (framework/trace/trace_main.cpp); a task's
// test program makes it to show that the scene gives the check's own answer again (--replay-first-failure, the
// self-test's unseen and mistake tests).
#pragma once

#include <string>

#include "boids/grid.h"
#include "boids/tasks.h"
#include "boids/trace_scene.h"

namespace boids {

// Makes the calls the check made before the scene's (TraceScene's before; builtBefore, each world's grid built into
// `grid` and searched for every boid), in order, so that what the learner's code keeps from one call to the next (a
// static, the cells of `grid`) is what the check's call found. Its name is the trace engines' sign that a call is not
// traced (engines/trace_tracer.py, REPLAY_FUNCTION): it stays a function of its own, never inlined.
void callsTheCheckMadeBefore(const TaskTable& table, Task task, const TraceScene& scene, Grid& grid);

// Calls task `task`'s function on the scene, in `grid` for the grid task: the result's line, "force X Y" for a force
// or "neighbours I J ..." for the grid (the focus's, in the order findNeighborsInGrid appended them).
std::string callOnScene(const TaskTable& table, Task task, const TraceScene& scene, Grid& grid);

// Whether two answers of a force are the same within the checks' tolerance for a force of `scale` (1e-3 times the
// larger of 1 and its length, ForceCase's); NaN is the same as NaN. The trace and the replay check compare so.
bool sameForce(Vec2 a, Vec2 b, Vec2 scale);

}  // namespace boids

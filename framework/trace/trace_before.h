// The lines a trace says before the learner's lines: the calls the check made before the traced one (a check over
// many scenes, the grid's rebuilt Grid), and the part of the check's world a grid is traced on. Each is said from
// the scene (boids/trace_scene.h), which says only what the checker measured.
#pragma once

#include <string>

#include <boids/trace_scene.h>

namespace boids::trace {

// Those lines, each ending in a newline; "" when the scene is the check's whole world, called alone.
std::string whatRanBefore(const TraceScene& scene);

}  // namespace boids::trace

// The scenes of the boid the force inspector shows, as `./workshop trace N --inspected` runs the learner's function
// on them: the boid, the neighbours step() would give it, the predators and obstacles, the parameters, in the frame
// it was picked. No SDL here.
#pragma once

#include <filesystem>
#include <string>

#include <boids/trace_scene.h>

#include "app_state.h"

namespace boids::app {

// Task `task`'s scene for boid `boid` of `app`'s world (precondition: a force task of tasks.txt, boid in range); its
// expected force is the reference's.
TraceScene inspectedScene(const AppState& app, std::size_t boid, Task task);

// Where `./workshop trace N --inspected` finds task N's scene: FOLDER/inspected-task-N.scene, FOLDER the build's trace/.
std::filesystem::path inspectedScenePath(const std::filesystem::path& traceFolder, int taskNumber);

// Writes the scene of the inspected boid for every force task the window runs the learner's code for, into
// `traceFolder` (made if missing). "" when written; else what went wrong, naming the file.
std::string writeInspectedScenes(const AppState& app, const std::filesystem::path& traceFolder);

}  // namespace boids::app

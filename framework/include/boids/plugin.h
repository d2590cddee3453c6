// The learner's plugin: the C entry points through which the program finds the learner's tasks at run time.
#pragma once

#include "boids/tasks.h"

// Marks a plugin entry point as exported; everything else in the plugin is hidden.
#if defined(_WIN32)
#define BOIDS_PLUGIN_EXPORT __declspec(dllexport)
#else
#define BOIDS_PLUGIN_EXPORT __attribute__((visibility("default")))
#endif

namespace boids {

// extern "C" const boids::TaskTable* boids_learner_tasks(void): the plugin's tasks; never null, valid while loaded.
inline constexpr const char* kLearnerTasksSymbol = "boids_learner_tasks";
using LearnerTasksFunction = const TaskTable* (*)();

// extern "C" unsigned boids_learner_solved_tasks(void), optional: bit N-1 is set when task N was built from
// solutions/ rather than the learner's exercise (BOIDS_SOLVED, ./workshop solve N).
inline constexpr const char* kSolvedTasksSymbol = "boids_learner_solved_tasks";
using SolvedTasksFunction = unsigned (*)();

}  // namespace boids

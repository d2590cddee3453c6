// The entry points of a task plugin (boids_learner): the program loads it and calls the tasks through this table.
#include "boids/plugin_abi.h"

// BOIDS_SOLVED_MASK: bit N-1 set for each task built from solutions/ (see cmake/tasks.cmake).
#ifndef BOIDS_SOLVED_MASK
#define BOIDS_SOLVED_MASK 0
#endif

extern "C" BOIDS_PLUGIN_EXPORT const boids::TaskTable* boids_learner_tasks(void) { return &boids::linkedTasks(); }

extern "C" BOIDS_PLUGIN_EXPORT unsigned boids_learner_solved_tasks(void) { return BOIDS_SOLVED_MASK; }

extern "C" BOIDS_PLUGIN_EXPORT const boids::PluginAbi* boids_learner_abi(void) { return &boids::kPluginAbi; }

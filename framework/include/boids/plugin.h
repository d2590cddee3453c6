// The learner's plugin: the C entry points through which the program finds the learner's tasks at run time.
#pragma once

#include <cstdint>

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

// What the program and a plugin must agree on, because std::span, std::vector and Params (every model's
// parameters) cross the extern "C" boundary: the program refuses a plugin whose PluginAbi differs from its own.
// Raise `version` when a type the tasks see changes in a way its size does not show.
struct PluginAbi {
    std::uint32_t version = 0;
    std::uint32_t paramsSize = 0;     // sizeof(Params)
    std::uint32_t taskTableSize = 0;  // sizeof(TaskTable)
    friend bool operator==(const PluginAbi&, const PluginAbi&) = default;
};
inline constexpr PluginAbi kPluginAbi{1, sizeof(Params), sizeof(TaskTable)};

// extern "C" const boids::PluginAbi* boids_learner_abi(void): kPluginAbi as the plugin was built; never null.
inline constexpr const char* kPluginAbiSymbol = "boids_learner_abi";
using PluginAbiFunction = const PluginAbi* (*)();

}  // namespace boids

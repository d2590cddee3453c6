// The entry points of a task plugin (boids_learner): the program loads it and calls the tasks through this table,
// linkedTasks(), every task's function as the plugin links them (the learner's, or the references the tests and slides
// build plugins of). Its one source compiled with tasks.txt's whole list.
#include "boids/plugin_abi.h"
#include "boids/task_list.h"      // generated from tasks.txt: BOIDS_TASK_LIST_HASH
#include "boids/task_registry.h"  // registry::linkedTable

#include <cstddef>
#include <string_view>

// BOIDS_SOLVED_MASK: bit N-1 set for each task built from solutions/ (see cmake/tasks.cmake).
#ifndef BOIDS_SOLVED_MASK
#define BOIDS_SOLVED_MASK 0
#endif

namespace boids {

const TaskTable& linkedTasks() {
    static constexpr TaskTable table = registry::linkedTable(nullptr);
    return table;
}

}  // namespace boids

extern "C" BOIDS_PLUGIN_EXPORT const boids::TaskTable* boids_learner_tasks(void) { return &boids::linkedTasks(); }

extern "C" BOIDS_PLUGIN_EXPORT unsigned boids_learner_solved_tasks(void) { return BOIDS_SOLVED_MASK; }

namespace {

// This plugin's PluginAbi: the kit's, with the list of tasks its table was built for.
constexpr boids::PluginAbi withTaskList() {
    boids::PluginAbi abi = boids::kPluginAbi;
    constexpr std::string_view hash = BOIDS_TASK_LIST_HASH;
    for (std::size_t i = 0; i < hash.size() && i + 1 < sizeof abi.tasksHash; ++i) abi.tasksHash[i] = hash[i];
    return abi;
}

constexpr boids::PluginAbi kAbi = withTaskList();

}  // namespace

extern "C" BOIDS_PLUGIN_EXPORT const boids::PluginAbi* boids_learner_abi(void) { return &kAbi; }

// The registry of tasks.txt as constants, for the few sources that must be compiled with the whole list: the kit's
// tables of every task (framework/tasks/tables.cpp: the registry, the cases, facts and mistakes by task, and the
// reference) and the learner's plugin (learner_plugin.cpp), which name each task's function. A source compiled per task
// includes its own row instead (boids/task_row.h); everything else reads the registry at run time (boids/tasks.h).
#pragma once

#include <array>
#include <iterator>

#include "boids/task_list.h"    // generated from tasks.txt (cmake/task_registry.cmake)
#include "boids/task_params.h"  // generated: each added task's params struct, from its params.txt
#include "boids/task_row.h"
#include "boids/tasks.h"

namespace boids {

BOIDS_TASK_LIST(BOIDS_DECLARE_TASK)

namespace registry {

#define BOIDS_COUNT_TASK(...) +1
inline constexpr std::size_t kCount = 0 BOIDS_TASK_LIST(BOIDS_COUNT_TASK);
#undef BOIDS_COUNT_TASK
static_assert(kCount <= kMaxTasks, "tasks.txt lists more tasks than kMaxTasks (boids/tasks.h) holds");

// Every task of tasks.txt, in its order.
inline constexpr std::array<TaskInfo, kCount> kTasks = [] {
    int added = 0;
#define BOIDS_TASK_INFO(number, name, stem, kind, function, weight, label, colour, bonus, P)                      \
    TaskInfo{taskOfFunction(#function, added), number, name, stem, stem ".cpp", TaskKind::kind, #function, weight, \
             label, colour, bonus},
    return std::array<TaskInfo, kCount>{BOIDS_TASK_LIST(BOIDS_TASK_INFO)};
#undef BOIDS_TASK_INFO
}();

// What tasks.txt adds to Params, by slot of Params::added: the added weights, then the tasks' own parameters.
#define BOIDS_ADDED_WEIGHT(field) AddedValue{#field, 1, 0, 4, 0.01f, true},
#define BOIDS_ADDED_PARAM(field, value, min, max, step) AddedValue{#field, value, min, max, step, false},
inline constexpr AddedValue kAdded[] = {BOIDS_TASK_ADDED_WEIGHTS(BOIDS_ADDED_WEIGHT)
                                            BOIDS_TASK_PARAMS(BOIDS_ADDED_PARAM) AddedValue{}};
#undef BOIDS_ADDED_WEIGHT
#undef BOIDS_ADDED_PARAM
inline constexpr std::size_t kAddedCount = std::size(kAdded) - 1;  // less the empty one that ends the list
static_assert(kAddedCount <= kMaxAddedValues, "tasks.txt and params.txt add more values than kMaxAddedValues holds");

// The task numbered `number` in tasks.txt; a number it does not list fails to compile where a constant is needed.
constexpr Task taskNumbered(int number) {
    for (const TaskInfo& t : kTasks) {
        if (t.number == number) return t.task;
    }
    throw "no task of tasks.txt has this number";
}

}  // namespace registry

// For BOIDS_TASK_LIST(BOIDS_SET_TASK_FUNCTION) in a function that has a `TaskTable table` and a `constexpr int kOnly`,
// a task's number or 0 for all: sets the function of each task kOnly names, and names no other task's (if constexpr),
// so that a binary linked with one task's code alone can use it.
#define BOIDS_SET_TASK_FUNCTION(n, name, stem, kind, function, weight, label, colour, bonus, P) \
    if constexpr (kOnly == 0 || kOnly == n) {                                                   \
        constexpr std::size_t k = ::boids::registry::indexOfNumber(n);                          \
        BOIDS_SET_TASK_FUNCTION_##kind(function, P)                                             \
    }

namespace registry {
// The place in kTasks of the task numbered `number`.
constexpr std::size_t indexOfNumber(int number) {
    for (std::size_t k = 0; k < kTasks.size(); ++k) {
        if (kTasks[k].number == number) return k;
    }
    throw "no task of tasks.txt has this number";
}

// The table of every task's functions as this binary links them: the learner's (learner_plugin.cpp, in the learner's
// plugin) or the kit's reference (the registry's recipeTasks(), with `reference` itself).
constexpr TaskTable linkedTable(const TaskTable* reference) {
    TaskTable table;
    constexpr int kOnly = 0;  // every task
    BOIDS_TASK_LIST(BOIDS_SET_TASK_FUNCTION)
    table.reference = reference;
    return table;
}

}  // namespace registry

}  // namespace boids

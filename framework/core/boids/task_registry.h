// The registry of tasks.txt as constants, for the few sources that must be compiled with tasks.txt: the registry's
// one definition (task_registry.cpp), and the tables of the functions a binary links (linked_tasks.cpp, the task
// modules and mains), which name each task's function. Everything else reads the registry at run time (boids/tasks.h).
#pragma once

#include <array>
#include <iterator>
#include <span>
#include <string_view>
#include <type_traits>

#include "boids/task_list.h"    // generated from tasks.txt (cmake/task_registry.cmake)
#include "boids/task_params.h"  // generated: each added task's params struct, from its params.txt
#include "boids/tasks.h"

namespace boids {

// The functions of tasks added in tasks.txt (the kit's own are declared in boids/tasks.h, with their contracts).
#define BOIDS_DECLARE_TASK_Flock(function, P) Vec2 function(const Boid&, std::span<const Boid>, const P&);
#define BOIDS_DECLARE_TASK_Predators(function, P) Vec2 function(const Boid&, std::span<const Vec2>, const P&);
#define BOIDS_DECLARE_TASK_Obstacles(function, P) Vec2 function(const Boid&, std::span<const Obstacle>, const P&);
#define BOIDS_DECLARE_TASK_Grid(function, P)
#define BOIDS_DECLARE_TASK(number, name, stem, kind, function, weight, label, colour, bonus, P) \
    BOIDS_DECLARE_TASK_##kind(function, P)
BOIDS_TASK_LIST(BOIDS_DECLARE_TASK)
#undef BOIDS_DECLARE_TASK

namespace registry {

// The Task of the registry's k-th entry: a function the framework knows names its task; any other is the next added.
constexpr Task taskOfFunction(std::string_view function, int& added) {
    constexpr std::array<std::string_view, std::size_t(Task::FirstAdded)> known{
        "calculateAlignment", "calculateSeparation", "calculateCohesion", "calculateFlee", "calculateObstacleAvoid",
        "buildGrid"};
    for (std::size_t k = 0; k < known.size(); ++k) {
        if (known[k] == function) return Task(k);
    }
    return Task(int(Task::FirstAdded) + added++);
}

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

// A task's function that reads its own params struct P, called as the table calls every force: with a Params.
template <class Items, class P, Vec2 (*function)(const Boid&, std::span<const Items>, const P&)>
Vec2 withOwnParams(const Boid& self, std::span<const Items> items, const Params& params) {
    return function(self, items, P(params));
}
// The table's pointer to `function`, of a task whose function reads P.
template <class Items, class P, Vec2 (*function)(const Boid&, std::span<const Items>, const P&)>
constexpr auto tableFunction() {
    if constexpr (std::is_same_v<P, Params>) return function;
    else return &withOwnParams<Items, P, function>;
}

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
#define BOIDS_SET_TASK_FUNCTION_Flock(function, P) \
    table.forces[k].flock = ::boids::registry::tableFunction<::boids::Boid, P, &function>();
#define BOIDS_SET_TASK_FUNCTION_Predators(function, P) \
    table.forces[k].predators = ::boids::registry::tableFunction<::boids::Vec2, P, &function>();
#define BOIDS_SET_TASK_FUNCTION_Obstacles(function, P) \
    table.forces[k].obstacles = ::boids::registry::tableFunction<::boids::Obstacle, P, &function>();
#define BOIDS_SET_TASK_FUNCTION_Grid(function, P) \
    (void)k;                                      \
    table.buildGrid = &buildGrid;                 \
    table.findNeighborsInGrid = &findNeighborsInGrid;
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
}  // namespace registry

}  // namespace boids

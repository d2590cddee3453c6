// What a source needs to name one task's function in a TaskTable, without tasks.txt's whole list: the sources compiled
// per task (a test program's, a task module's and a trace program's mains) include their task's generated row,
// boids/task_rows/taskN.h (cmake/task_registry.cmake), which includes this header; so adding a task recompiles none of
// the other tasks' programs. boids/task_registry.h builds the whole list from the same pieces.
#pragma once

#include <array>
#include <cstddef>
#include <span>
#include <string_view>
#include <type_traits>

#include "boids/grid.h"
#include "boids/tasks.h"

namespace boids {

// The function of a task added in tasks.txt (the kit's own are declared in boids/tasks.h, with their contracts), as
// X(number, name, stem, kind, function, weight, label, colour, bonus, P) of BOIDS_TASK_LIST or BOIDS_TASK_ROW.
#define BOIDS_DECLARE_TASK_Flock(function, P) Vec2 function(const Boid&, std::span<const Boid>, const P&);
#define BOIDS_DECLARE_TASK_Predators(function, P) Vec2 function(const Boid&, std::span<const Vec2>, const P&);
#define BOIDS_DECLARE_TASK_Obstacles(function, P) Vec2 function(const Boid&, std::span<const Obstacle>, const P&);
#define BOIDS_DECLARE_TASK_Grid(function, P)
#define BOIDS_DECLARE_TASK(number, name, stem, kind, function, weight, label, colour, bonus, P) \
    BOIDS_DECLARE_TASK_##kind(function, P)

namespace registry {

// The Task of a task of tasks.txt: a function the framework knows names its task; any other is the next added, after
// `added` added ones above it in the list (incremented).
constexpr Task taskOfFunction(std::string_view function, int& added) {
    constexpr std::array<std::string_view, std::size_t(Task::FirstAdded)> known{
        "calculateAlignment", "calculateSeparation", "calculateCohesion", "calculateFlee", "calculateObstacleAvoid",
        "buildGrid"};
    for (std::size_t k = 0; k < known.size(); ++k) {
        if (known[k] == function) return Task(k);
    }
    return Task(int(Task::FirstAdded) + added++);
}

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

}  // namespace registry

// Sets, in a function that has a `TaskTable table` and a `constexpr std::size_t k` (the task's index()), the task's
// function: BOIDS_SET_TASK_FUNCTION_<kind>(function, P).
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

// For BOIDS_TASK_ROW(BOIDS_SET_ROW_FUNCTION) in a function that has a `TaskTable table`: sets the row's task's
// function, at its place in the list (boids/task_rows/taskN.h: registry::row::kIndex), and names no other task's, so
// that a binary linked with one task's code alone can use it.
#define BOIDS_SET_ROW_FUNCTION(n, name, stem, kind, function, weight, label, colour, bonus, P) \
    {                                                                                           \
        constexpr std::size_t k = ::boids::registry::row::kIndex;                               \
        BOIDS_SET_TASK_FUNCTION_##kind(function, P)                                             \
    }

// For BOIDS_TASK_ROW(BOIDS_ROW_TASK): the Task of the row's task, a constant.
#define BOIDS_ROW_TASK(n, name, stem, kind, function, weight, label, colour, bonus, P) \
    [] {                                                                                \
        int added = ::boids::registry::row::kAddedBefore;                               \
        return ::boids::registry::taskOfFunction(#function, added);                     \
    }()

}  // namespace boids

// The functions the learner writes, the registry of tasks (tasks.txt), and the table through which the framework
// calls them.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "boids/grid.h"
#include "boids/params.h"
#include "boids/vec2.h"
#include "boids/bodies.h"

namespace boids {

// Task 1. Steer toward the neighbours' common heading: the normalized sum of their velocities.
// Zero when there are no neighbours or their velocities cancel.
Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params);

// Task 2. Push away from each neighbour: the sum, over neighbours, of the unit vector from the neighbour
// to self weighted by (R - d) / R, with R = params.neighborRadius and d the distance. Not normalized.
Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params);

// Task 3. The unit vector from self toward the neighbours' average position. Zero when there are none.
Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params);

// Task 4. Sum the vectors from each predator within params.fleeRadius (inclusive) to self;
// return that sum normalized and scaled by params.fleeStrength.
Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params);

// Task 5. For each obstacle whose centre is within params.obstacleLookAhead (inclusive) and whose direction
// is strictly within +-params.obstacleConeDegrees of the heading: add the velocity turned by
// params.avoidTurnDegrees away from the obstacle's side (counter-clockwise when dead ahead),
// normalized and scaled by params.avoidStrength.
Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params);

using FlockForce = Vec2 (*)(const Boid&, std::span<const Boid>, const Params&);
using PredatorForce = Vec2 (*)(const Boid&, std::span<const Vec2>, const Params&);
using ObstacleForce = Vec2 (*)(const Boid&, std::span<const Obstacle>, const Params&);
using GridBuild = void (*)(Grid&, std::span<const Boid>, float, Vec2);
using GridQuery = void (*)(const Grid&, std::span<const Boid>, std::size_t, float, std::vector<std::uint32_t>&);

// What a task's function reads, and so how it is called: tasks.txt's kinds.
enum class TaskKind { Flock, Predators, Obstacles, Grid };

// Which task: the framework's name for it, neither its number (TaskInfo::number, tasks.txt's) nor its place in arrays
// (index()). The tasks the framework knows by name, for what it does with them beyond calling them (the fused step's
// sums, each recipe's own experiments), come first, and any of them may be left out of tasks.txt; a task added in
// tasks.txt is Task(int(Task::FirstAdded) + k), the k-th added.
enum class Task : std::uint8_t { Alignment, Separation, Cohesion, Flee, ObstacleAvoid, SpatialGrid, FirstAdded };

// One task of tasks.txt.
struct TaskInfo {
    Task task;
    int number;                 // what the learner types and presses: 1-99, as in tasks.txt
    std::string_view name;      // "Separation"
    std::string_view stem;      // "02_separation", the name of its files
    std::string_view file;      // "02_separation.cpp", in exercises/ and solutions/
    TaskKind kind;
    std::string_view function;  // "calculateSeparation" (the grid: "buildGrid")
    ParamRef weight;            // the value of Params its force is multiplied by; empty: added as it is
    std::string_view label;     // the inspector's short name, "separate"
    std::uint32_t colour;       // 0xRRGGBB
    bool bonus;                 // beyond the workshop's main line
};

// The tasks of tasks.txt, in its order: the registry, read at run time from framework/tasks/tables.cpp, the one
// source compiled with tasks.txt's list (boids/task_registry.h), so that code that only reads the registry does not
// depend on it. Arrays kept per task hold kMaxTasks entries, indexed by index(); from taskCount() on they are unused.
inline constexpr std::size_t kMaxTasks = 16;
std::span<const TaskInfo> tasks();
int taskCount();

// A value that tasks.txt adds to Params (Params::added, by slot): an added force's weight, or a parameter of a task's
// own (its params.txt).
struct AddedValue {
    std::string_view name;  // "cruiseSpeed": the task's code reads params.cruiseSpeed; its slider's and settings key's
    float value = 0;        // its default
    float min = 0, max = 0, step = 0;  // its slider's range
    bool weight = false;    // a force's weight, else a parameter of a task's own
};
// Every added value, by slot.
std::span<const AddedValue> addedValues();

// Whether tasks.txt lists the task; and its place in tasks() and in every array kept per task (precondition: listed).
std::optional<int> indexIfListed(Task task);
bool isListed(Task task);
int index(Task task);
const TaskInfo& info(Task task);

// The task the learner calls `number`, if tasks.txt has one.
std::optional<Task> taskNumbered(int number);

// The tasks that are forces (every kind but the grid), in tasks.txt's order.
std::span<const Task> forceTasks();

// The neighbour search task (tasks.txt holds exactly one).
inline constexpr Task kGridTask = Task::SpatialGrid;

// One task's function, by its kind: the one field of that kind is set, or none.
struct TaskFunction {
    FlockForce flock = nullptr;
    PredatorForce predators = nullptr;
    ObstacleForce obstacles = nullptr;

    explicit operator bool() const { return flock || predators || obstacles; }
    friend bool operator==(const TaskFunction&, const TaskFunction&) = default;
};

// One implementation of each task. The framework only ever calls forces through a table,
// so the learner's code and the reference can be mixed task by task.
struct TaskTable {
    std::array<TaskFunction, kMaxTasks> forces{};  // by index(); the grid task's is empty
    GridBuild buildGrid = nullptr;                      // the grid task (boids/grid.h)
    GridQuery findNeighborsInGrid = nullptr;
    // The kit's reference table (solutions/), where the program links it; else nullptr. Where a force of this table
    // is the reference's own function, the fused step relies on what that function is known to do: flee is zero
    // beyond fleeRadius of every predator, avoidance beyond obstacleLookAhead of every obstacle, so it calls them
    // only for the boids within reach; and the fused sums stand for the kit's own flock forces. Any other function
    // (a learner's, an added task's) is called for every boid: it may not keep to its contract. A copy of this table
    // with a force replaced is therefore right as it is.
    const TaskTable* reference = nullptr;

    TaskFunction& operator[](Task task) { return forces[std::size_t(index(task))]; }
    const TaskFunction& operator[](Task task) const { return forces[std::size_t(index(task))]; }
};

// Of three functions, one for each kind of force, the one task `task`'s kind calls (none for the grid).
inline TaskFunction functionFor(Task task, FlockForce flock, PredatorForce predators, ObstacleForce obstacles) {
    switch (info(task).kind) {
        case TaskKind::Flock: return {.flock = flock};
        case TaskKind::Predators: return {.predators = predators};
        case TaskKind::Obstacles: return {.obstacles = obstacles};
        case TaskKind::Grid: break;
    }
    return {};
}

// A table that holds `function` as task `task`'s, and nothing else.
inline TaskTable tableWith(Task task, TaskFunction function) {
    TaskTable table;
    table[task] = function;
    return table;
}

// The table of whichever implementations this program or library was linked with.
// Defined in framework/core/learner_plugin.cpp (the learner's, in a plugin) and in framework/tasks/tables.cpp (the
// reference's, in boids::tasks); link either only together with every task of tasks.txt.
const TaskTable& linkedTasks();

// The reference solutions (solutions/, in boids::reference, which boids::checks links): the recipe the checks
// compare with. So a program that links boids::checks reaches the learner's functions through a module or a plugin
// (as the test programs and the window do), never linked in: the two would have the same names.
const TaskTable& recipeTasks();

}  // namespace boids

// The five force functions the learner writes, and the table through which the framework calls them.
#pragma once

#include <array>
#include <span>
#include <string_view>

#include "boids/grid.h"
#include "boids/params.h"
#include "boids/vec2.h"
#include "boids/world.h"

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
using FleeForce = Vec2 (*)(const Boid&, std::span<const Vec2>, const Params&);
using ObstacleForce = Vec2 (*)(const Boid&, std::span<const Obstacle>, const Params&);
using GridBuild = void (*)(Grid&, std::span<const Boid>, float, Vec2);
using GridQuery = void (*)(const Grid&, std::span<const Boid>, std::size_t, float, std::vector<std::uint32_t>&);

enum class Task { Alignment = 1, Separation, Cohesion, Flee, ObstacleAvoid };
inline constexpr int kTaskCount = 5;
inline constexpr int kGridTask = 6;  // the bonus task, the spatial grid: no force, so not in Task
inline constexpr std::array<Task, kTaskCount> kAllTasks{Task::Alignment, Task::Separation, Task::Cohesion,
                                                        Task::Flee, Task::ObstacleAvoid};

// One implementation of each task. The framework only ever calls forces through a table,
// so the learner's code and the reference can be mixed task by task.
struct TaskTable {
    FlockForce alignment = nullptr;
    FlockForce separation = nullptr;
    FlockForce cohesion = nullptr;
    FleeForce flee = nullptr;
    ObstacleForce obstacleAvoid = nullptr;
    GridBuild buildGrid = nullptr;            // task 6 (boids/grid.h)
    GridQuery findNeighborsInGrid = nullptr;  // task 6
    // The kit's reference table (solutions/), where the program links it; else nullptr. Where a force of this table
    // is the reference's own function, the fused step relies on what that function is known to do: flee is zero
    // beyond fleeRadius of every predator, avoidance beyond obstacleLookAhead of every obstacle, so it calls them
    // only for the boids within reach. Any other function (a learner's) is called for every boid: it may not keep to
    // its contract. A copy of this table with a force replaced is therefore right as it is.
    const TaskTable* reference = nullptr;
};

// The table of whichever implementations this program or library was linked with.
// Defined in framework/src/linked_tasks.cpp; link that file only together with all six tasks.
const TaskTable& linkedTasks();

struct TaskInfo {
    int number;                 // 1-5, as in the file names
    std::string_view name;      // "Separation"
    std::string_view function;  // "calculateSeparation"
    std::string_view file;      // "02_separation.cpp", in exercises/ and solutions/
};

constexpr TaskInfo info(Task task) {
    switch (task) {
        case Task::Alignment: return {1, "Alignment", "calculateAlignment", "01_alignment.cpp"};
        case Task::Separation: return {2, "Separation", "calculateSeparation", "02_separation.cpp"};
        case Task::Cohesion: return {3, "Cohesion", "calculateCohesion", "03_cohesion.cpp"};
        case Task::Flee: return {4, "Flee", "calculateFlee", "04_flee.cpp"};
        case Task::ObstacleAvoid: return {5, "Obstacle avoidance", "calculateObstacleAvoid", "05_obstacle_avoidance.cpp"};
    }
    return {0, "?", "?", "?"};
}

constexpr int index(Task task) { return int(task) - 1; }

}  // namespace boids

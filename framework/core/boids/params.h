// Params: every tunable value of the simulation, with its unit and range. Sliders point straight at these fields.
#pragma once

#include <array>
#include <cstddef>

#include "boids/vec2.h"

namespace boids {

// The most values that tasks.txt and the tasks' own params.txt may add to Params (Params::added).
inline constexpr std::size_t kMaxAddedValues = 16;

// The added values' defaults, by slot (framework/tasks/tables.cpp, from tasks.txt).
std::array<float, kMaxAddedValues> addedDefaults();

// Units: distances in world units (1 unit is one pixel at 100% zoom), speeds in world units per step,
// time in simulated seconds. One step is `stepSeconds` of simulated time.
struct Params {
    // --- The flock (sliders) ---
    int numBoids = 200;            // boids in the world, 1 to kMaxBoids with a grid, 1 to kBruteForceMaxBoids without
                                   // (framework/app/logic/search_mode.h)
    float separationWeight = 1;    // multiplies calculateSeparation, 0-4
    float alignmentWeight = 1;     // multiplies calculateAlignment, 0-4
    float cohesionWeight = 1;      // multiplies calculateCohesion, 0-4
    float maxSpeed = 5;            // a boid's top speed, units/step, 1-10
    float neighborRadius = 40;     // who counts as a neighbour, units, 0-100 (boundary included)
    // What tasks.txt adds, by slot (addedValues() of boids/tasks.h names each): the weight of an added force whose
    // weight field is none of the above (1 at start, 0-4), and each parameter a task's params.txt declares (its
    // default, and its range and unit there). An added task's code reads its own as params.NAME, through the params
    // struct written for it (boids/task_params/STEM.h).
    std::array<float, kMaxAddedValues> added = addedDefaults();

    // --- Predators and obstacles (sliders) ---
    int numPredators = 1;          // wandering predators, 0-30
    float predatorMaxSpeed = 7.5f; // units/step, 1-10
    int numObstacles = 1;          // obstacles, 0-30

    // --- Task 4: flee ---
    float fleeRadius = 50;         // predators this close or closer are fled from, units
    float fleeStrength = 10;       // length of the flee force, units/step

    // --- Task 5: obstacle avoidance ---
    float obstacleLookAhead = 100;   // obstacles whose centre is this close or closer are considered, units
    float obstacleConeDegrees = 60;  // ...if their direction is strictly within +-this of the heading, degrees
    float avoidTurnDegrees = 60;     // the avoiding force is the heading turned this far away, degrees
    float avoidStrength = 5;         // length of each avoiding force, units/step

    // --- The world ---
    Vec2 worldSize{1200, 900};       // width and height, units; y points up, origin bottom-left
    float stepSeconds = 1.0f / 60;   // simulated time per step, seconds

    // --- Spawning ---
    float spawnMinSpeed = 0.5f;          // new boids' slowest speed, units/step
    float spawnMaxSpeedFraction = 0.75f; // new boids' fastest speed, as a fraction of maxSpeed
    float obstacleMinRadius = 15;        // new obstacles' radius range, units
    float obstacleMaxRadius = 40;

    // --- Predator wandering ---
    float predatorTurnIntervalSeconds = 0.5f; // least simulated time between two turns, seconds
    float predatorTurnChance = 0.1f;          // chance per step to turn once the interval has passed, 0-1
    float predatorMaxTurnDegrees = 60;        // a turn is uniform in +-this, degrees
};

// One float value of Params by name: a field of its own, or one that tasks.txt adds (added[slot]).
struct ParamRef {
    float Params::*field = nullptr;
    int slot = -1;

    explicit operator bool() const { return field != nullptr || slot >= 0; }
    float of(const Params& params) const { return field ? params.*field : params.added[std::size_t(slot)]; }
    float& of(Params& params) const { return field ? params.*field : params.added[std::size_t(slot)]; }
};

// The ParamRef of Params::added[slot] (a function, so that a macro's argument holds no comma).
constexpr ParamRef addedSlot(int slot) { return {nullptr, slot}; }

}  // namespace boids

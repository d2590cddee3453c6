// Params: every tunable value of the simulation, with its unit and range. Sliders point straight at these fields.
#pragma once

#include "boids/task_list.h"  // generated from tasks.txt (cmake/task_registry.cmake)
#include "boids/vec2.h"

namespace boids {

// Units: distances in world units (1 unit is one pixel at 100% zoom), speeds in world units per step,
// time in simulated seconds. One step is `stepSeconds` of simulated time.
struct Params {
    // --- The flock (sliders) ---
    int numBoids = 200;            // boids in the world, 1 to kMaxBoids with a grid, 1 to kBruteForceMaxBoids without
                                   // (framework/app/logic/search_mode.h)
    float separationWeight = 1;    // multiplies calculateSeparation, 0-4
    float alignmentWeight = 1;     // multiplies calculateAlignment, 0-4
    float cohesionWeight = 1;      // multiplies calculateCohesion, 0-4
    // The weights of the forces added in tasks.txt whose weight field is not one of these: each multiplies its task's
    // force, 0-4.
#define BOIDS_ADDED_WEIGHT(field) float field = 1;
    BOIDS_TASK_ADDED_WEIGHTS(BOIDS_ADDED_WEIGHT)
#undef BOIDS_ADDED_WEIGHT
    float maxSpeed = 5;            // a boid's top speed, units/step, 1-10
    float neighborRadius = 40;     // who counts as a neighbour, units, 0-100 (boundary included)
    // The parameters of the tasks' own, each declared in its task's folder (framework/tasks/STEM/params.txt, with its
    // range and unit) and read by that task's force as params.NAME.
#define BOIDS_TASK_PARAM(field, value, min, max, step) float field = value;
    BOIDS_TASK_PARAMS(BOIDS_TASK_PARAM)
#undef BOIDS_TASK_PARAM

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

}  // namespace boids

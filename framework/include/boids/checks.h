// Checks: the hand-worked cases every task is tested against, and the words a learner sees when one fails.
// The tables live in tests/NN_<task>_test.cpp; GoogleTest runs them, and the program can run them too.
#pragma once

#include <string>
#include <vector>

#include "boids/tasks.h"

namespace boids {

// One scenario with the force the recipe gives for it.
struct ForceCase {
    Task task = Task::Alignment;
    std::string name;                // the test's name, a sentence: "PushesAwayFromOneCloseNeighbour"
    std::string scene;               // the scenario in a few words, for the failure message
    Boid self;
    std::vector<Boid> neighbors;     // tasks 1-3
    std::vector<Vec2> predators;     // task 4
    std::vector<Obstacle> obstacles; // task 5
    Params params;                   // the workshop defaults unless the case says otherwise
    Vec2 expected;                   // worked out by hand from the named parameters
    std::string hint;                // what this case is about, shown when it fails; may be empty
    float tolerance = 1e-3f;         // per component
};

// The case tables, one per task (tests/01_alignment_test.cpp ... tests/05_obstacle_avoidance_test.cpp).
std::vector<ForceCase> alignmentCases();
std::vector<ForceCase> separationCases();
std::vector<ForceCase> cohesionCases();
std::vector<ForceCase> fleeCases();
std::vector<ForceCase> obstacleAvoidCases();
std::vector<ForceCase> casesFor(Task task);

// Calls the case's task function from `tasks`. Exceptions pass through.
Vec2 evaluate(const ForceCase& c, const TaskTable& tasks);

// True when `actual` is finite and within the case's tolerance of `expected`.
bool passes(const ForceCase& c, Vec2 actual);

// The likely mistake behind a wrong answer, in a sentence ("right direction, wrong length: ..."); may be empty.
std::string diagnose(const ForceCase& c, Vec2 actual);

// The whole failure message: task, scenario, inputs, expected and actual vectors, and the hints.
std::string explainFailure(const ForceCase& c, Vec2 actual);

}  // namespace boids


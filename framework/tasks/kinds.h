// What the checks and the diagnosis know of a task: from its kind (tasks.txt), whichever task it is, and from its
// folder (facts.cpp), what its recipe does beyond its kind. A task added as `predators` reads fleeRadius as flee does,
// and its items are called predators. Private to boids::checks (framework/checks/), which compiles both.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "boids/checks.h"
#include "boids/tasks.h"

namespace boids {

// A float field of Params, by name.
struct NamedParam {
    const char* name;
    float Params::*field;
};

// One item of a scene, whatever the task calls it: a neighbour, a predator or an obstacle, by the task's kind.
struct SceneItem {
    Vec2 offset;          // from the boid
    Vec2 velocity{0, 2};  // neighbours only
    float radius = 10;    // obstacles only
};

// A scene in which a recipe would divide by something that is 0 unless it takes care: the diagnosis asks whether
// yours gives a number there.
struct AwkwardScene {
    std::string when;  // "a neighbour is on the boid's own point"
    std::vector<SceneItem> items;
    Params params{};
    bool standsStill = false;  // the boid has no velocity
};

// The kinds as sets of one, for a table of experiments that names the kinds each applies to.
inline constexpr unsigned kFlockKind = 1, kPredatorKind = 2, kObstacleKind = 4;
inline constexpr unsigned kForceKinds = kFlockKind | kPredatorKind | kObstacleKind;

struct KindFacts {
    unsigned set;           // kFlockKind, kPredatorKind or kObstacleKind; 0 for the grid
    const char* item;       // "neighbour", "predator", "obstacle"
    const char* items;      // "neighbours"
    const char* article;    // "a", "an"
    const char* span;       // the function's parameter that holds them: "neighbors"
    NamedParam reach;       // the parameter that decides which items count: neighborRadius
    NamedParam strength;    // the parameter that sets the force's length, or {"", nullptr} (the recipe's has none)
    bool ahead;             // only items ahead of the boid count (an obstacle's cone): the scenes put theirs there
    bool flock;             // the items are the boid's neighbours, each with a velocity, and step() passes only those
                            // within neighborRadius, the edge included
    bool hasRadius;         // an item has a radius of its own (an obstacle), which a distance may be measured to
    std::span<const NamedParam> reads;  // every parameter a force of this kind reads, the reach first
    std::vector<AwkwardScene> awkward;  // beside "there are no ITEMS", in the order they are tried
    NamedParam mistakenReach;           // another kind's reach that a learner may compare with, or {"", nullptr}

    // A scene's items of this kind: how many, where each is, and a line that describes it ("  predator   position
    // (1, 2)"); placing one more; leaving out the items of the other kinds.
    std::size_t (*count)(const ForceCase& scene);
    Vec2 (*at)(const ForceCase& scene, std::size_t i);
    std::string (*line)(const ForceCase& scene, std::size_t i);
    void (*place)(ForceCase& scene, Vec2 at, const SceneItem& item);
    void (*keepOnlyOwn)(ForceCase& scene);

    // The words of findings that depend on the kind; nullptr: the finding says it from the recipe's facts.
    const char* oneItemForce;      // the force for one item: "flee from one predator"
    const char* lengthTry;         // try, when the recipe's length is the strength at every distance
    const char* varyingLengthTry;  // try, when yours varies where the recipe's is the strength everywhere
    const char* weighTry;          // try, when yours weighs the items otherwise than the recipe
    const char* ownVelocityTry;    // try, when yours ignores the boid's own velocity where the recipe's reads it
    const char* oppositeWords;     // what yours does, when it points the opposite way: "it turns the boid the other way"
};

// The facts of the task's kind. The grid task's kind has no items and reads no parameter.
const KindFacts& kindOf(Task task);

// What one task's recipe does beyond its kind, for the experiments that are about it. Each force task's folder has a
// facts.cpp that returns them (calculateSeparation's is calculateSeparationFacts()); a task added by new-task starts
// with none.
struct TaskFacts {
    std::vector<AwkwardScene> awkward;  // tried after its kind's
    bool unitLength = false;            // the recipe's answer has length 1 at every speed of the neighbours
    bool steersToOnePoint = false;      // the recipe steers toward one point, the average of the neighbours' positions
    bool leavesOutItemOnOwnPoint = false;  // the recipe leaves out a neighbour on the boid's own point
    const char* weighsEachItem = nullptr;  // how the recipe weighs each item in its sum: "by (R - d) / R"
    const char* weighTry = nullptr;        // try, when yours weighs the items otherwise
    const char* lengthTry = nullptr;       // try, when yours has one length where the recipe's varies
};

// The facts of `task`'s folder; none for the grid.
const TaskFacts& taskFacts(Task task);

}  // namespace boids

// The diagnosis's laboratory: the learner's function and the recipe's side by side, and the scenes the experiments
// build from a few named items. Private to framework/checks/diagnosis/.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "boids/checks.h"
#include "boids/diagnosis.h"
#include "boids/tasks.h"
#include "tasks/kinds.h"

namespace boids::diagnosis {

// What the experiments know of a task beyond what they measure: its kind's facts (kindOf()) and its recipe's
// (taskFacts()), in tasks/kinds.h. One item of a scene, whatever the task calls it: a neighbour, a predator or an
// obstacle, by the task's kind.
using Item = SceneItem;

inline const Vec2 kHere{400, 300};  // where the experiments' boid flies: away from the world's edges and origin
inline const Vec2 kHeading{2, 0};   // its velocity: along x, so that "ahead", "left" and "right" read simply

// The distance that decides which items count, and the length the recipe scales its force to (1 when none).
float reach(Task task, const Params& p);
float strength(Task task, const Params& p);

ForceCase scene(Task task, const std::vector<Item>& items, Params params = {}, Boid self = {kHere, kHeading});
std::size_t itemCount(const ForceCase& c);

// Two answers the same: within 1e-3 (relative for long vectors); two non-finite answers are the same answer.
bool same(Vec2 a, Vec2 b);
bool isZero(Vec2 v);

// What the recipe's force does, measured on the recipe alone before any experiment: the words of some findings follow
// from it ("where the recipe's points away"), whichever task it is.
struct RecipeFacts {
    bool readsVelocities = false;  // a neighbour's velocity changes it: it steers by the neighbours' headings
    bool pushesAway = false;       // for one item it points away from the item
    bool pullsToward = false;      // for one item it points toward the item
};
RecipeFacts factsOf(Task task, const TaskTable& recipe);

// Where the experiments' scenes are put before either function sees them: moved by `moved`, then turned by `turn`
// degrees (a quarter turn, exact) about the boid, or about the world's origin; each answer is turned back, so an
// experiment reads it as it would in the usual place. The usual place is {}; the fresh places check that a finding
// holds elsewhere too.
struct Frame {
    Vec2 moved{};
    float turn = 0;
    bool aboutOrigin = false;
};

// The learner's function and the recipe's, side by side.
struct Lab {
    Task task;
    const TaskTable& learner;
    const TaskTable& recipe;
    RecipeFacts facts;
    Frame frame{};
    Vec2 yours(const ForceCase& c) const { return inFrame(c, learner); }
    Vec2 recipes(const ForceCase& c) const { return inFrame(c, recipe); }
    Vec2 inFrame(const ForceCase& c, const TaskTable& table) const;
    // An answer of yours() or recipes() in the world's own axes, as the function returned it.
    Vec2 inWorldAxes(Vec2 answer) const { return turnedBy(answer, frame.turn); }
};

// A few scenes of 1 to 3 items at distances and angles away from every boundary, the base of the experiments.
std::vector<ForceCase> baseScenes(Task task, const Params& p = {});

// Scenes of 3 and 4 items, each of which changes the recipe's answer when it is removed. In each task's second scene
// the nearest item is not the first.
std::vector<ForceCase> itemScenes(Task t);

}  // namespace boids::diagnosis

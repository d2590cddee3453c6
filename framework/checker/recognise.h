// Naming the learner's mistake: which known mistake (each task's mistakes.cpp) gives exactly the learner's results.
#pragma once

#include <functional>
#include <vector>

#include <boids/checks.h>

#include "catalog.h"

namespace boids::test {

// The first entry of `mistakes` whose forces equal `learner`'s on every case of the task, and on each case turned
// by a quarter, a half and three quarters of a turn about the boid (so that a mistake of frame shows). Null when
// none does, or when the learner's code throws. Calls the learner's code: run it inside an isolated body.
const catalog::KnownMistake* recogniseForce(Task task, const TaskTable& learner,
                                            const std::vector<catalog::KnownMistake>& mistakes);
// The same for any function of a scene (a near-miss built around an entry, in the tests).
const catalog::KnownMistake* recogniseForce(Task task, const std::function<Vec2(const ForceCase&)>& learner,
                                            const std::vector<catalog::KnownMistake>& mistakes);

// The same for task 6: the neighbour lists of every boid of every grid case, and of one grid rebuilt for
// several radii (as every step rebuilds it).
const catalog::KnownMistake* recogniseGrid(const TaskTable& learner, const std::vector<catalog::KnownMistake>& mistakes);

// As a NamedMistake for explainFailure(); null for null.
const NamedMistake* named(const catalog::KnownMistake* mistake, NamedMistake& storage);

}  // namespace boids::test

// Diagnosis by experiment: when a task's checks fail, the learner's function is treated as a black box and run on
// small variations of a few scenes beside the recipe (one parameter changed, one item removed, an item moved along a
// line, the scene turned), and what differs is said in the learner's terms, with the numbers. Nothing here is a guess
// from one wrong answer: a finding is made only when its experiment shows it, and it says what was measured.
// No GoogleTest and no SDL: the test programs and the window's checker both call it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "boids/checks.h"
#include "boids/findings.h"
#include "boids/records.h"
#include "boids/tasks.h"

namespace boids {

struct Diagnosis {
    std::vector<Finding> findings;  // most telling first; empty when no experiment tells yours from the recipe

    bool empty() const { return findings.empty(); }
    // The first finding as at most `lines` lines of at most `width` characters (the window's panel), or "".
    std::string summary(std::size_t lines = 2, std::size_t width = 60) const;
    // Every finding as a failure's parts: "findings" ("  What your code does, found by changing one thing at a time
    // beside the recipe:"), a "finding" each, wrapped, and the first one's "try" when it has one.
    std::vector<report::Part> parts() const;
    // Those parts' text.
    std::string text() const;
};

// A finding as the records carry it.
report::FindingRecord record(const Finding& finding);

// Runs the experiments of force task `task` on `learner`'s function for it, beside `recipe`'s. Calls the learner's
// code a few thousand times: run it isolated. Exceptions from the learner's code pass through.
Diagnosis diagnoseForce(Task task, const TaskTable& learner, const TaskTable& recipe = recipeTasks());

// The same for task 6, the spatial grid: for every missing or extra neighbour, which rule of the grid it breaks.
Diagnosis diagnoseGrid(const TaskTable& learner);

}  // namespace boids

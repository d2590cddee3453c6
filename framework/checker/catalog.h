// The catalog of known mistakes: wrong answers learners write, compiled into the test programs so that a failing
// check can say which one the learner's code behaves like. One file per task (framework/tasks/STEM/mistakes.cpp); CI proves that
// every entry fails its task's checks and is named as itself (tests/CMakeLists.txt, "Known mistakes").
#pragma once

#include <string_view>
#include <vector>

#include <boids/findings.h>
#include <boids/tasks.h>

namespace boids::catalog {

struct KnownMistake {
    std::string_view id;           // a word or three, also in the CI test's name: "adds_own_velocity"
    std::string_view explanation;  // completes "This is what you get when ...", in the learner's words
    std::string_view tryThis;      // one thing to try, without giving the recipe's code away
    // What an instructor sees in the window when a learner has this mistake (Markdown, for the tables of
    // slides/INSTRUCTOR.md, which slides_instructor_tables makes); empty where nobody has written it down yet.
    std::string_view inWindow;
    TaskTable table;               // the mistake, in its task's slot (the grid task: both grid functions)
    // The diagnosis's findings (boids/findings.h) that say this mistake truly, in the experiments' own words: a kind
    // names each of its findings, {kind, "detail"} only the one. The leave-one-out count (tests/diagnosis/) reads it.
    std::vector<FindingName> describedBy;
    // Code whose absence the words claim ("params.neighborRadius" for "the radius is a number in the code"): a
    // learner's source that has it is not named this mistake (boids/claims.h checks it before a failure is shown).
    std::vector<std::string_view> absentFromCode;
};

// The kinds of finding, as the entries name them: F::reads_own_velocity.
using F = FindingKind;

// The entries of task `task`, in the order the diagnosis tries them. Each task's are in its folder's mistakes.cpp,
// named after its function: calculateAlignmentMistakes(), and buildGridMistakes() for the grid.
std::vector<KnownMistake> mistakesFor(Task task);

}  // namespace boids::catalog

// The one renderer: the text a learner reads about a task's checks, from their records (boids/records.h). The test
// programs' own messages, ./workshop test and watch, trace and debug, and doctor all show what this writes.
#pragma once

#include <string>
#include <string_view>

#include "boids/number.h"
#include "boids/records.h"

namespace boids::report {

// `sentence` as lines of a failure message: indented by 2, continued by 4, at most `width` characters each.
std::string wrapped(std::string_view sentence, std::size_t width = 116);

// A failure's message: its parts' texts, in order.
std::string messageText(const Failure& failure);

// A failed check as a block: a line that names it, `firstLine` (an editor's link to the learner's code) when given,
// then each failure's message after an empty line, and `afterMessage` (the trace of the learner's code) after another.
std::string checkBlock(const Check& check, std::string_view firstLine = {}, std::string_view afterMessage = {});

// Every failed check's block, an empty line between them (./workshop test N --all).
std::string allFailures(const Records& records);

// The failure a report shows in full: the failed check of the lowest rank, the first of equals; null when none failed.
const Check* firstShown(const Records& records);

// What ./workshop test N shows of the failures: the first shown check's block, with `firstLine` and `afterMessage`;
// then, when other checks failed, `also`, each of them with how it differs there (its verdict in words, and what it
// checks), those that differ only as the one shown does named together, after the rest; and `more`. An empty line
// stands between the block and the list.
std::string failuresReport(const Records& records, std::string_view also, std::string_view more,
                           std::string_view afterMessage = {}, std::string_view firstLine = {});

// A verdict in words, for the list of the other failures: how yours differs there, and what the check checks
// ("right direction, but length 0.5 where the recipe's is 1"). kind is what failures are grouped by ("length", "the
// opposite direction"). Every field is empty for a verdict this renderer does not know: it says nothing rather than
// guess.
struct VerdictWords {
    std::string kind;
    std::string differs;
    std::string checks;
};
VerdictWords verdictWords(const Verdict& verdict);

// What a failed check found, in a line: the known mistake ("This is what you get when ..."), else its first finding,
// else how its answer differs (its verdict in words), else its message's first line.
std::string oneLine(const Check& check);

// The scenario a failed check's message names ("a boid alone"; what a crash or a hang was running), "" for none.
std::string scenarioOf(const Check& check);

// The failed check a report is about, and the scene to trace it on: the one named `name` ("Suite.Name", or "Name"
// alone), or, with no name, the first shown, except that among the grid's worlds the failed one with the fewest
// boids is traced instead (smallerWorld). check is null when none failed (by that name); scene is "" when the check
// wrote none.
struct Shown {
    const Check* check = nullptr;
    std::string scene;
    bool smallerWorld = false;
};
Shown shownCheck(const Records& records, std::string_view name = {});

}  // namespace boids::report

// Running a task's test program and reading its GoogleTest output: the counts, the failures, the report.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "console.h"
#include "kit.h"

namespace boids::companion {

class Builder;

struct TaskResult {
    int passed = 0;
    int total = 0;
};
// Builds nothing. Runs task n's test program (limit 120 s), keeps its output in build/task-N.log. nullopt after
// printing the bash's message when the program did not finish, could not load the code, or crashed outside a test.
std::optional<TaskResult> runTaskTests(const Kit&, Console&, int task);
enum class ReportMode { Test, Watch };
// As bash report_task: failures, summary line, next step; true when every test passes. keysOffered: watch can read
// "n then Enter" (the offer is shown).
// traceBuilder: when given, a shown failure that names no known mistake ends with the brief trace of the learner's
// function on its scene (trace.h), built with it.
bool reportTask(const Kit&, Console&, int task, const TaskResult&, ReportMode, bool all, bool keysOffered,
                Builder* traceBuilder = nullptr);
void whatNext(Console&);

// ---- The pure parts, exposed for the tests -------------------------------------------------------------------

// GoogleTest's last "[==========] N tests from ... ran." (total) and "[  PASSED  ] N tests." (passed), as the bash
// awk read them. total is nullopt when the log has no such line; passed is 0 without its line.
struct LogCounts {
    std::optional<int> total;
    int passed = 0;
};
LogCounts countsFromLog(std::string_view log);

// As bash failure_blocks: the failures of a log as GoogleTest blocks from "[ RUN" to "[  FAILED  ]", without the
// "[boids-diagnosis] rank=N" and "[boids-verdict] ..." lines, and the harness's "framework/checker/x.cpp:N: Failure" + "Failed" pair.
// failureBlocksAll: every block, each followed by an empty line. failureBlocksBest: the block with the lowest rank
// (the first of equals), then, when other tests failed, `also`, their names, and `more`. Each name carries its
// verdict's words ("  - Suite.Name: right direction, but ..." and "      checks: ..." under it); those that differ
// the same way as the block shown, and only that way, are one line: "  and 2 more that differ the same way (length):
// Suite.A, Suite.B". A failure with no verdict line is its name alone.
std::string failureBlocksAll(std::string_view log);
// `afterBest`, when not empty, goes at the end of the best block (before its "[  FAILED  ]" line); `firstLine`, at its
// start (after its "[ RUN" line).
std::string failureBlocksBest(std::string_view log, std::string_view also, std::string_view more,
                              std::string_view afterBest = {}, std::string_view firstLine = {});

// What starts the hidden line under a failure that says how it differs from the recipe's (boids/checks.h's kVerdictTag,
// "[boids-verdict] length yours=0.5 recipe=1 | checks: HINT": the companion is built without the checks' headers).
inline constexpr std::string_view kVerdictTag = "[boids-verdict] ";

// A verdict line (with or without its tag) in words for the list of the other failures: how yours differs there, then
// what the case checks ("right direction, but length 0.5 where the recipe's is 1"; checks "the boid's own ..."). kind
// is its first word ("length"; a grid's, what it got wrong first: "missing"), the one failures are grouped by.
struct Verdict {
    std::string kind;
    std::string differs;
    std::string checks;
};
Verdict verdictOf(std::string_view line);

// The scenario a failed block's heading names ("Task 1 Alignment (calculateAlignment), scenario: a boid alone" ->
// "a boid alone"; "It was running: ..." for a crash or a hang), "" when it names none.
std::string scenarioOf(std::string_view block);

// The failure a report shows first (`check` empty; for the grid, the failed world with the fewest boids), or the
// failed test named `check` ("Suite.Name", or "Name" alone), with its scene's lines (for ./workshop trace; empty when the test wrote none). found is false when no such test
// failed.
struct ShownFailure {
    bool found = false;
    std::string name;   // "Alignment.PointsAlongASingleNeighboursHeading"
    int rank = 9;       // its [boids-diagnosis] rank: 1 names a known mistake
    std::string scene;
    std::string scenario;       // as scenarioOf its block
    bool smallerWorld = false;  // the grid: not the failure shown first, but the failed check with the fewest boids
};
ShownFailure shownFailure(std::string_view log, std::string_view check = {});

// 1000000 -> "1,000,000".
std::string withThousands(std::string_view digits);
// A bar of 20 characters: '#' for passed/total of it (rounded down), '.' for the rest.
std::string progressBar(int passed, int total);

}  // namespace boids::companion

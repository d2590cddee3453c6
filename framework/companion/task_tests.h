// Running a task's test program and reporting what its records say (boids/records.h): the counts, the failures,
// the next step.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include <boids/records.h>

#include "console.h"
#include "kit.h"
#include "next_step.h"

namespace boids::companion {

class Builder;

struct TaskResult {
    int passed = 0;
    int total = 0;
    report::Records records;  // what the program wrote, one record a check (build/task-N.jsonl)
};
// Builds nothing. Runs task n's test program (limit 120 s), which writes its records to build/task-N.jsonl; its
// printed output is kept in build/task-N.log. nullopt after saying why when the program did not finish, could not
// load the code, or crashed outside any check.
std::optional<TaskResult> runTaskTests(const Kit&, Console&, int task);

// The records task n's test program wrote last (build/task-N.jsonl), as read.
report::Records lastRecords(const Kit&, int task);

// Whether `file` was written after the task's exercise was last saved (and both exist).
bool writtenAfterSave(const Kit&, const Task& task, const std::filesystem::path& file);

// The records of the task's last run when they are of its exercise as saved: written after its last save, ended,
// with checks; nullopt otherwise.
std::optional<report::Records> recordsOfSavedCode(const Kit&, const Task& task);

// Where `task` stands without running its tests: the reference swapped in passes, the untouched stub fails, and
// otherwise its last run says, when its records are newer than the exercise's last save; Unknown when there are
// none, or the exercise changed after them.
Standing standingOf(const Kit&, const Task& task);

// The report of a task's run: its failures (the first in full, how each other one differs; every one with `all`),
// the summary line and the next step; true when every check passes. keysOffered: watch can read "n then Enter" (the
// offer is shown). traceBuilder: when given, a shown failure that names no known mistake ends with the brief trace of
// the learner's function on its scene (trace.h), built with it.
bool reportTask(const Kit&, Console&, int task, const TaskResult&, ReportMode, bool all, bool keysOffered,
                Builder* traceBuilder = nullptr);

// The task's records as JSON Lines, for other tools (./workshop test N --json): what the program wrote.
void printRecords(const Kit&, Console&, int task);

// ---- The pure parts, exposed for the tests -------------------------------------------------------------------

// 1000000 -> "1,000,000".
std::string withThousands(std::string_view digits);
// A bar of 20 characters: '#' for passed/total of it (rounded down), '.' for the rest.
std::string progressBar(int passed, int total);

}  // namespace boids::companion

// A learner's report to the room (docs/room.md): what a joined kit sends, and the room's reading of it. The body is
// JSON Lines: a "learner" record (the room's code, the learner's id and chosen name), then the records of
// ./workshop status --json as they are (a "status" record per task, a "hand" record when a hand is up, "end"). No
// code, file contents or paths are in it. The reader bounds everything and never throws: a body that is not a
// report is refused with the first thing wrong in it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "boids/hand.h"

namespace boids::room {

// The bounds of a report. A full report of 16 tasks with long check names is under 8 KiB.
inline constexpr std::size_t kMaxReportBytes = 16 * 1024;
inline constexpr std::size_t kMaxReportTasks = 16;     // kMaxTasks
inline constexpr std::size_t kMaxNameBytes = 60;       // the learner's name, in UTF-8
inline constexpr std::size_t kMaxTextBytes = 400;      // a task's name, a check's name, a finding's line
inline constexpr std::size_t kMaxIdBytes = 40;         // the learner's id, the room's code

// One task as the learner's kit stands on it (report::TaskStatus, as status --json writes it).
struct TaskReport {
    int task = 0;              // 1-99
    std::string name;          // "Alignment"
    std::string state;         // "not started", "failing", "passing", "reference" or "edited"
    std::string from;          // what checked it: "tests", "window", or "" (report::TaskStatus::from)
    int passed = 0, total = 0;
    bool bonus = false;
    int hintsSeen = 0, hints = 0;
    std::string firstFailing;  // the check shown first, "" when none fails or the window found it
    int rank = 4;              // its boids::Rank (0 stopped ... 3 vague), 4 (None) without one
    std::string line;          // what it found, in a line; "" when nothing fails

    friend bool operator==(const TaskReport&, const TaskReport&) = default;
};

struct Report {
    std::string code;     // the room's code, as the learner typed it in ./workshop join
    std::string learner;  // a random id the kit chose at join: the same learner across reports and renames
    std::string name;     // the name the learner chose
    std::vector<TaskReport> tasks;
    std::optional<hand::Hand> hand;

    friend bool operator==(const Report&, const Report&) = default;
};

// A body read: the report, or why it is not one ("line 2: ..." or "the body is 20000 bytes, over 16384").
struct ReadReport {
    std::optional<Report> report;
    std::string problem;
};
ReadReport readReport(std::string_view body);

// `text` as a report may carry it in a field of `most` bytes (at least 4): each control character (a line break) a
// space, and what does not fit cut off at a character's start, ending in "...".
std::string fitted(std::string_view text, std::size_t most);

// The first line of a report, the learner record; the kit's status --json output follows it.
std::string learnerLine(std::string_view code, std::string_view learner, std::string_view name);

// A whole report's body: learnerLine, then a status record per task, the hand's record, and the end.
std::string reportBody(const Report& report);

}  // namespace boids::room

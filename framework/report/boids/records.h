// The check records: what a task's test program, and the window's checker, say of each check, as data. The programs
// write them as JSON Lines, one record a line (docs/records.md is the format); ./workshop, the window, doctor and the
// self-test read them, and the text a learner reads is rendered from them in one place (boids/render.h).
// No fmt, no SDL, no GoogleTest: the companion links this, and it is built before the kit's packages are there.
#pragma once

#include "boids/hand.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace boids {

// How telling a failure's diagnosis is, the lowest first. ./workshop shows the failure of the lowest rank in full
// (the first of equals); the records carry the number.
enum class Rank {
    Stopped = 0,       // the code never returned, crashed or threw: nothing else can be judged until it returns
    NamedMistake = 1,  // a known mistake reproduces the learner's results on every case
    Measured = 2,      // a telling measurement: NaN, zero, opposite sign, length, units, frame, self, listed twice
    Vague = 3,         // only how far off it is: an angle, a missing or extra neighbour
    None = 4,
};

}  // namespace boids

namespace boids::report {

inline constexpr std::string_view kFormat = "boids-checks";
inline constexpr int kVersion = 1;

// The room a learner has joined, if any: this file in the kit's .workshop folder, beside the hand file. The companion
// writes and removes it (./workshop join and leave); the window looks for it.
inline constexpr std::string_view kRoomMembershipFile = "room";

// A vector of a scene or a force. Its parts may be NaN or infinite (written as the strings "NaN", "Infinity",
// "-Infinity", which JSON has no numbers for).
struct Vector {
    double x = 0;
    double y = 0;
};

// A number a sentence quotes, by name: {"length", 1.5}.
using Number = std::pair<std::string, double>;

// One part of a failure's message, in the order a learner reads it. Its text is whole lines, each ending in '\n'
// (the title's part starts with an empty line). docs/records.md lists the kinds.
struct Part {
    std::string kind;  // "title", "mistake", "findings", "try", "measured", "inputs", "expected", "yours", ...
    std::string text;
};

// A finding of the diagnosis by experiment (boids/diagnosis.h).
struct FindingRecord {
    std::string id;       // "reads_param:fleeRadius"
    std::string text;     // what yours does, with the numbers, and what the recipe does
    std::string tryThis;  // one thing to try, or empty
    std::vector<Number> numbers;  // the numbers `text` quotes
};

// The known mistake the learner's code behaves like (each task's mistakes.cpp).
struct MistakeRecord {
    std::string id;           // "adds_own_velocity"
    std::string explanation;  // completes "This is what you get when ..."
    std::string tryThis;
    // Code that the mistake's words say the learner's code lacks ("params.neighborRadius"); a source that has it does
    // not make this mistake, and is not told it does (boids/claims.h).
    std::vector<std::string> absent;
};

// How an answer differs from the recipe's, in a word and its numbers: the list of the other failures words it.
// kind: nan, extra (the recipe gives no force), zero, length, opposite, direction, grid, threw, crash, exited, hang,
// property. numbers: yours and recipe (lengths), degrees; a grid's missing, onradius, othercell, beyond, itself,
// twice, outside (counts, for the boid the failure shows).
struct Verdict {
    std::string kind;
    std::vector<Number> numbers;
    std::string checks;  // what the check checks, in words (a property's: what broke)

    std::optional<double> number(std::string_view name) const;
};

// One failure of a check: its message as parts, and the facts it was written from.
struct Failure {
    Rank rank = Rank::None;
    std::vector<Part> parts;
    std::optional<MistakeRecord> mistake;
    std::vector<FindingRecord> findings;  // the lead's, most telling first
    std::optional<Verdict> verdict;
    std::string scene;  // the scene to trace, as a JSON object's text (boids/trace_scene.h), or ""
    std::optional<Vector> expected;
    std::optional<Vector> actual;
    std::string file;  // where the check raised it: the harness's file and line
    int line = 0;
};

// One check of a task: a hand-worked case, a property, or a world of the grid.
struct Check {
    int task = 0;
    std::string name;    // "Alignment.NormalizesTheSumOfSeveralHeadings"
    std::string kind;    // "case", "property" or "grid"
    std::string checks;  // what it checks, in words
    bool passed = false;
    std::vector<Failure> failures;  // empty when it passed

    Rank rank() const;  // the lowest of its failures' (None when it passed)
    const Verdict* verdict() const;  // its first failure's that has one, or null
    const Failure* withScene() const;  // its first failure that has a scene, or null
};

// The window's checker's last report, as the window took it, in the kit's .workshop folder: its file's time is when
// the code it checked was built from the exercises (the build's start), so that a save after that is seen as newer.
// ./workshop reads it for a joined kit's room where no test ran since the last save (docs/room.md).
inline constexpr std::string_view kWindowChecksFile = "window-checks.jsonl";

// Where the records come from, and what they cover: a task's test program (one task), or the window's checker.
struct Start {
    std::string program;    // "boids_test_task1", "boids_check"
    std::vector<int> tasks;  // the tasks it checks
    int checks = 0;          // how many checks it will run (a test program's)
};

// A task's summary, after its checks. The window's checker adds what the window needs to know beside the counts.
struct TaskSummary {
    int task = 0;
    int passed = 0;
    int total = 0;
    bool stub = false;       // the untouched stub (the window's checker)
    std::string threw;       // what an exception said, if the code threw
    std::string heldBack;    // why the window does not fly it, if it does not
    std::string diagnosis;   // the first finding, in a line or two
};

// Where a learner stands on a task, as ./workshop status --json says it for other tools (an editor, the room).
struct TaskStatus {
    int task = 0;
    std::string name;       // "Alignment"
    // "not started" (the untouched stub), "failing", "passing", "reference" (swapped in), or "edited": saved since
    // anything checked it, so that nothing is known of it
    std::string state;
    // What checked the code as saved: "tests" (its test program, build/task-N.jsonl) or "window" (the window's checker,
    // whose counts are its check cases); "" when neither did, or the state needs no check (stub, reference)
    std::string from;
    int passed = 0;
    int total = 0;
    bool bonus = false;
    int hintsSeen = 0;
    int hints = 0;
    std::string firstFailing;  // the check a report shows first, "" when none fails (or the window's checks found it)
    Rank rank = Rank::None;    // its rank
    std::string line;          // what it found, in a line (render.h's oneLine); "" when nothing fails
};

// A file of records as read: whatever it holds, in order, and what did not read.
struct Records {
    std::optional<Start> start;
    std::vector<Check> checks;
    std::vector<TaskSummary> tasks;
    std::string problem;   // the window's checker: nothing was checked, and why
    std::string heldBack;  // the window's checker: loading the code never returned or crashed
    bool ended = false;    // the end record: the program finished
    std::vector<std::string> errors;  // "line 3: ..." for each line that is not a record of this format

    int passed() const;  // its checks that passed
    const Check* find(std::string_view name) const;  // "Suite.Name", or "Name" alone
};

// Reading and writing (records_json.cpp). A record is one line of JSON; a line that is not is named in `errors`.
// recordsReadable() is false in a build without the JSON library (the companion's before ./workshop setup), where
// nothing reads or writes.
bool recordsReadable();
Records readRecords(std::string_view text);
std::string startLine(const Start& start);
std::string checkLine(const Check& check);
std::string taskLine(const TaskSummary& task);
std::string problemLine(std::string_view problem);
std::string heldBackLine(std::string_view why);
std::string statusLine(const TaskStatus& status);
// The learner's raised hand, as ./workshop status --json says it after the tasks: {"record":"hand","hand":"help"}
// or "done" with "task"; "since" in seconds since 1970. No line when no hand is up.
std::string handLine(const hand::Hand& hand);
std::string endLine();

// One failure as a JSON object's text, and back (nullopt when the text is not one): how a check's child process
// hands its failures to the parent.
std::string failureJson(const Failure& failure);
std::optional<Failure> failureFromJson(std::string_view text);

// The number of boids of a scene (a grid's world), 0 for a force's scene or none.
std::size_t sceneBoids(std::string_view scene);
// What a trace of a grid's scene runs through: its boids and its grid's cells; 0 for a force's scene or none.
std::size_t sceneSize(std::string_view scene);

}  // namespace boids::report

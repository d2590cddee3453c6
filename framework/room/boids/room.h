// The room's state (docs/room.md): every learner's last report, taken only with the room's code, within each
// learner's rate and the room's size; and the views of it that the instructor reads, the page's JSON and the
// terminal's table. No network here: the server (the companion's room verb) hands bodies in and views out.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "boids/room_report.h"

namespace boids::room {

// What the room refuses, each counted.
enum class Refused { TooLarge, Malformed, WrongCode, TooFast, Full };
inline constexpr std::array<Refused, 5> kRefusals{Refused::TooLarge, Refused::Malformed, Refused::WrongCode,
                                                  Refused::TooFast, Refused::Full};
std::string_view refusedName(Refused refused);  // "too large", "malformed", "wrong code", "too fast", "room full"

// Each learner may send kReportBurst reports at once, then kReportsPerSecond on average (a token bucket): a kit
// sends one after each command, so a learner typing fast stays well inside it, and a loop sending does not.
inline constexpr double kReportsPerSecond = 2;
inline constexpr double kReportBurst = 6;
// The learners one room holds; a new learner past it is refused (Full).
inline constexpr std::size_t kMaxLearners = 250;

// One learner as the room knows them.
struct Learner {
    Report last;               // the last report taken
    double firstSeen = 0;      // the room's clock (seconds) at their first report
    double lastSeen = 0;       // ... at their last
    int currentTask = 0;       // the lowest-numbered task of the main line neither passing nor swapped in; 0: none
    double onCurrentSince = 0; // the room's clock when that task became their current one
    double tokens = kReportBurst;
};

class Room {
public:
    explicit Room(std::string code) : code_(std::move(code)) {}

    const std::string& code() const { return code_; }

    // Takes a report's body, received at `now` (seconds on the room's own steady clock). Returns what refused it,
    // with the reason in `why` when given; nothing when it was taken.
    std::optional<Refused> take(std::string_view body, double now, std::string* why = nullptr);

    // The learners: raised hands first, the oldest hand first; then the learner furthest behind first (the lowest
    // current task, then the longest on it); learners done with every task last.
    std::vector<const Learner*> ordered() const;

    // Counts a refusal made before the room saw the body (the server's limit on a body's size).
    void count(Refused kind) { ++refused_[std::size_t(kind)]; }

    std::uint64_t taken() const { return taken_; }
    std::uint64_t refused(Refused kind) const { return refused_[std::size_t(kind)]; }

    // The page's view, as JSON: the rows in order, each task's count of learners passing, the counts of reports
    // taken and refused. `wallNow`: seconds since 1970, for the hands' ages.
    std::string viewJson(double now, std::int64_t wallNow) const;

    // The same as a table for a terminal (./workshop room --text).
    std::string table(double now, std::int64_t wallNow) const;

private:
    std::string code_;
    std::map<std::string, Learner> learners_;  // by the learner's id
    std::uint64_t taken_ = 0;
    std::array<std::uint64_t, kRefusals.size()> refused_{};
};

// How long, in words: "40 s", "12 min", "1 h 05 min".
std::string duration(double seconds);

}  // namespace boids::room

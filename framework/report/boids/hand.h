// A learner's raised hand: "need help", or "done with task N". It is raised from the terminal (./workshop hand) or
// the window (N and D), kept in the kit's .workshop/hand so that a restart keeps it, and shown in the window's corner
// until it is lowered. No network: it is the sticky note on the laptop's lid, which the room (docs/room.md) also
// shows when the laptop has joined one.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace boids::hand {

enum class Kind { Help, Done };

struct Hand {
    Kind kind = Kind::Help;
    int task = 0;            // with Done: the task the learner is done with (1-99); else 0
    std::int64_t since = 0;  // when it went up, in seconds since 1970 (UTC)

    friend bool operator==(const Hand&, const Hand&) = default;
};

// The hand file's text, which fromText reads back: a comment, then "hand = help" or "hand = done 3", then
// "since = 1764860400".
std::string toText(const Hand& hand);

// The hand in a hand file's text. `problem` is empty when the text is a hand; else it names the line and what was
// expected there, and `hand` is empty (an empty file, or one of comments only, is no hand and no problem).
struct Read {
    std::optional<Hand> hand;
    std::string problem;
};
Read fromText(std::string_view text);

// What the hand says, as the window's sign and the terminal show it: "NEED HELP", "DONE WITH TASK 3".
std::string sign(const Hand& hand);

// How long it has been up at `now`: "4 s", "12 min", "1 h 05 min" (a clock set back: "0 s").
std::string upFor(const Hand& hand, std::int64_t now);

// Seconds since 1970 (UTC), now.
std::int64_t secondsNow();

}  // namespace boids::hand

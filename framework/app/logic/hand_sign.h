// The learner's raised hand in the window (boids/hand.h): read from the kit's hand file once a second, so that
// ./workshop hand shows here too; raised and lowered with N (need help) and D (done with a task); drawn as a sign in
// the world's top-left corner, large enough to read across a room, with a shape and a word as well as a colour.
#pragma once

#include <cstdint>
#include <optional>

#include <boids/hand.h>

#include "hand_state.h"
#include "layout.h"
#include "panel_layout.h"

namespace boids::app {

struct AppState;

// Reads the hand file when kHandReadSeconds have passed since the last read (and at once the first time). A file
// that is not a hand counts as none, and the terminal is told why once (app.log).
void pollHand(AppState& app);

// N: raises "need help", or lowers the hand when it says that already.
void toggleNeedHelp(AppState& app, std::int64_t now);

// D: raises "done with task N" for the highest-numbered task whose checks all pass on the learner's own code (not
// the reference swapped in), or lowers the hand when it says that already; with no such task, a notice says so and
// the hand stays as it was.
void toggleDone(AppState& app, std::int64_t now);

// The sign, when a hand is up: a box in the world's top-left corner with the badge (a circle with "!" for help, a
// circle with a tick for done), the words (hand::sign) in the Sign size, and how long it has been up below them; in a
// world too narrow for that, in the Title or the Normal size.
struct HandSign {
    hand::Kind kind = hand::Kind::Help;
    Rect box;
    Rect badge;  // a square: the badge's circle fills it
    PlacedText words, detail;
};
std::optional<HandSign> layoutHandSign(const AppState& app, const TextMetrics& metrics, std::int64_t now);

}  // namespace boids::app

// What the window knows of the learner's raised hand (boids/hand.h), kept in AppState; hand_sign.h reads, writes and
// draws it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include <boids/hand.h>

namespace boids::app {

// The hand as the window knows it.
struct HandState {
    std::filesystem::path file;  // the kit's .workshop/hand; empty: no hand file (headless, unless --hand)
    // ./workshop's own program, which sends a joined kit's state to its room (docs/room.md): started after N or D
    // when a room's membership (.workshop/room) sits beside the hand file; empty: none is started.
    std::filesystem::path sender;
    std::optional<hand::Hand> up;
    std::string problem;         // why the file is not a hand, as last said in the terminal; empty when it is one
    double readAt = -1;          // app.clock at the last read; -1: never read
};

// The sign's colours, 0xRRGGBB: amber for "need help", blue for "done". The badges' shapes and the words tell them
// apart too; tests/app/colour_vision_test.cpp keeps the two apart, and each from the world's background, for every
// vision.
inline constexpr std::uint32_t kHandHelpColour = 0xFFBE1E, kHandDoneColour = 0x4696FF;

// Seconds between two reads of the hand file.
inline constexpr double kHandReadSeconds = 1;

}  // namespace boids::app

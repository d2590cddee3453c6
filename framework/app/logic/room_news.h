// What the window tells a kit that joined a room (docs/room.md). The window sends nothing itself: it keeps its
// checks of the learner's code where ./workshop reads them (report::kWindowChecksFile, beside the hand file), and
// starts ./workshop room-send, which sends the kit's state and returns at once; the window never waits for it.
#pragma once

#include <chrono>
#include <filesystem>
#include <string_view>

namespace boids::app {

struct AppState;

// How far the file clock may lag behind itself: a file written just after "now" may carry a time this much earlier
// (the kernel's and Windows' coarse clocks). A build's start is taken this much earlier, so that a save during the
// build is never seen as older than it; live reload builds at least kSettle (80 ms) after the save it builds.
inline constexpr std::chrono::milliseconds kFileClockSlack{50};

// Starts the sender (app.hand.sender) when the kit has joined a room: .workshop/room beside the hand file. False
// when it could not start; true otherwise, also when there is nothing to send to.
bool tellTheRoom(AppState& app);

// Keeps the checker's `report` (records, learner_check.h) of the code built from the exercises as they were at
// `builtFrom`, as the file's time, then tells the room. Nothing is written without a hand file (a headless run
// without --hand). A file that cannot be written is said in the terminal (app.log), and the room is not told.
void keepWindowChecks(AppState& app, std::string_view report, std::filesystem::file_time_type builtFrom);

}  // namespace boids::app

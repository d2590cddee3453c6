// Scripted input (--script FILE) for end-to-end tests and demos: one event per line, at a given frame.
//
//   # comment
//   10 drag slider separationWeight 3.5   press on the handle, move to the value, release
//   20 click world 600 450                a left click at a world point (units, y up)
//   25 click screen 100 200               a left click at a window point (pixels, y down)
//   26 click boid 0                       a left click on boid 0 where it is now
//   27 click reset                        the reset button
//   27 click search                       the neighbour-search button (as key g)
//   28 move world 300 300                 the pointer moves there
//   30 key 1                              a key: a digit (a force task's number), a letter, space, escape or ?
//
// The events go through the program's own event path: main.cpp pushes them as SDL events, through a ScriptFeed.
// A script is a text file of at most kMaxScriptBytes, each line at most kMaxLineBytes (files.h); a UTF-8 byte order
// mark at the start and CRLF line ends are accepted, a control byte (NUL ...) is not.
#pragma once

#include <cstddef>
#include <deque>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app_state.h"
#include "input.h"

namespace boids::app {

struct ScriptEvent {
    enum class Kind { DragSlider, ClickWorld, ClickScreen, ClickBoid, ClickReset, ClickSearch, MoveWorld, Key };
    long long frame = 0;  // the frame (0 is the first) whose input section sees it
    int line = 0;         // in the script, for messages
    Kind kind = Kind::Key;
    std::size_t slider = 0;  // DragSlider
    float value = 0;         // DragSlider
    Vec2 point;              // ClickWorld, MoveWorld: units; ClickScreen: pixels
    std::size_t boid = 0;    // ClickBoid
    KeyPress key;            // Key
};

struct Script {
    std::vector<ScriptEvent> events;  // in frame order (stable for equal frames)
    std::string error;                // empty, or "FILE line N: ... expected ..."
};

Script parseScript(std::string_view text, std::string_view source);

// The input events a script event stands for, given the state now (the layout, the handle, the boid).
std::vector<InputEvent> inputsFor(const ScriptEvent& event, const AppState& app);

// Hands a script's input events to a queue that takes only so many at a time (SDL's holds 65,535), in order, and
// drops none: what the queue refuses waits for the next frame.
class ScriptFeed {
public:
    explicit ScriptFeed(std::vector<ScriptEvent> events = {}) : events_(std::move(events)) {}

    // Turns every script event due by `frame` into its input events (inputsFor(), with the state now) behind those
    // still waiting, then offers the waiting ones to `push`, oldest first, until it refuses one (returns false).
    // A refusal after at least one was taken means the queue is full: the rest wait for the next call. A refusal of
    // the first one (the queue had the whole frame to empty) is an error: returns false, and it stays waiting.
    bool feed(long long frame, const AppState& app, const std::function<bool(const InputEvent&)>& push);

    // Input events due but not yet taken.
    std::size_t waiting() const { return waiting_.size(); }

private:
    std::vector<ScriptEvent> events_;
    std::size_t next_ = 0;  // the first script event not yet due
    std::deque<InputEvent> waiting_;
};

}  // namespace boids::app

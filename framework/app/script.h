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
//   30 key 1                              a key: 1-5, p, r, h, f, space, escape, ? or any letter
//
// The events go through the program's own event path: main.cpp pushes them as SDL events.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
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

}  // namespace boids::app

// Input without SDL: the events the program reacts to, and which command each key gives.
// sdl_events.cpp turns SDL's events into these; app_input.cpp's handleInput() acts on them.
#pragma once

#include <optional>
#include <string_view>
#include <variant>

#include <boids/vec2.h>

namespace boids::app {

// Key codes: the key's character for printable keys ('a'-'z' lower case, '0'-'9', ' '), and these. '?' is the
// typed character, whatever keys the keyboard layout needs for it.
inline constexpr int kKeyEscape = 27;

struct KeyPress {
    int key = 0;
    bool shift = false;
    bool repeat = false;  // held down: the system repeats it
};

enum class MouseButton { Left, Right, Other };

struct MousePress {
    Vec2 at;  // screen pixels
    MouseButton button = MouseButton::Left;
};
struct MouseRelease {
    Vec2 at;
    MouseButton button = MouseButton::Left;
};
struct MouseMove {
    Vec2 at;
};
struct MouseWheel {
    int steps = 0;  // positive: away from the user
};
struct MouseLeftWindow {};
struct QuitRequested {};

using InputEvent =
    std::variant<KeyPress, MousePress, MouseRelease, MouseMove, MouseWheel, MouseLeftWindow, QuitRequested>;

enum class Command {
    None,
    ToggleTask,       // a force task's number (tasks.txt): the learner's code <-> the reference, for that task
    TogglePause,      // P
    StepOnce,         // Space, while paused
    Rerandomize,      // R
    ToggleHelp,       // H or ?
    ToggleInspector,  // F
    CycleSearch,      // G: the neighbour search, brute force -> your grid -> reference grid
    CycleModel,       // M: the model, workshop -> Reynolds -> inverse-square -> accumulators -> 3D
    ApplyPreset,      // O: the running model's parameters back to its seed's values
    ToggleSpecies,    // S: boids flock only with their own species (colour)
    TogglePlot,       // A: the live plot of the flocking measures in place of the tasks (workshop model)
    ToggleThreads,    // T: a step on every thread of the pool <-> on one
    ToggleTextSize,   // L: large text <-> the normal size
    NeedHelp,         // N: raise the hand "need help", or lower it (hand_sign.h)
    Done,             // D: raise the hand "done with task N", or lower it
    Back,             // Esc: leave the inspector, close the help, or quit
};

struct KeyCommand {
    Command command = Command::None;
    int task = 0;  // the task's number, for ToggleTask
};

// The command a key gives; Command::None for keys that do nothing. Repeats only step (Space held down).
KeyCommand commandForKey(const KeyPress& key);

// The key a script names: "1", "p", "space", "escape", "?" ... (see script.h); nothing if unknown.
std::optional<KeyPress> keyNamed(std::string_view name);

}  // namespace boids::app

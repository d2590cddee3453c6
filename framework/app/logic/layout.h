// Where everything goes on screen: the world (y-up, scaled to fit) with the control panel beside it.
// Screen coordinates are pixels, y down, origin top-left; world coordinates are units, y up, origin bottom-left.
#pragma once

#include <array>
#include <cstddef>
#include <optional>

#include <boids/vec2.h>

#include "sliders.h"

namespace boids::app {

struct Rect {
    float x = 0;
    float y = 0;
    float w = 0;
    float h = 0;

    // Edges included on the top-left, excluded on the bottom-right.
    bool contains(Vec2 p) const { return p.x >= x && p.x < x + w && p.y >= y && p.y < y + h; }
    float right() const { return x + w; }
    float bottom() const { return y + h; }
};

// The panel's fixed pixel sizes.
// Wide enough for a task row's three columns in the window's font ("5 Obstacle avoidance", "reference",
// "21/21 checks", after the marker): tests/app/text_fit_test.cpp measures them.
inline constexpr float kPanelWidth = 356;
inline constexpr float kPanelPadding = 16;
inline constexpr float kSliderSpacing = 50;     // from one slider's label to the next, in a tall window
inline constexpr float kMinSliderSpacing = 36;  // ...and in a short one
inline constexpr float kHandleRadius = 8;
inline constexpr float kTaskRowHeight = 20;
inline constexpr float kMessageRoom = 100;  // below the tasks, kept free of sliders: four lines of messages
inline constexpr int kTaskRows = 6;  // the five forces and the bonus grid

struct SliderGeometry {
    Vec2 label;   // top-left of the "name: value" text
    Rect track;   // the line the handle moves along (x to x + w), centred vertically in the rect
    Rect hitBox;  // where a press grabs the slider: the track widened by the handle
};

struct Layout {
    Vec2 window;      // window size, pixels
    Rect worldArea;   // the left part of the window
    Rect world;       // the world, aspect kept, centred in worldArea
    float scale = 1;  // pixels per world unit
    Vec2 worldSize;   // units
    Rect panel;
    Vec2 title;  // top-left of the title
    std::array<SliderGeometry, kSliderCount> sliders;
    Rect resetButton;
    Rect searchButton;    // beside the reset button: which neighbour search runs (G)
    Rect modelButton;     // below them: which model runs (M)
    Rect presetButton;    // beside it: the model's seed values (O)
    Rect plot;            // where the tasks are: the live plot of the flocking measures, when it is shown
    float statsY = 0;     // the frame rate and time-per-step lines
    float tasksY = 0;     // the "Tasks" heading; kTaskRows rows follow every kTaskRowHeight
    float messagesY = 0;  // warnings, down to the bottom of the panel
};

// The layout for a window of `window` pixels showing a world of `worldSize` units.
Layout computeLayout(Vec2 window, Vec2 worldSize);

// The window size that shows the world at 100% beside the panel, shrunk to fit in `screen` if that is smaller
// (`screen` of zero means unknown: no shrinking). The world keeps its aspect inside, with bars if need be.
// The smallest window in which every text still fits (tests/app/text_fit_test.cpp): it fits a 1366 x 768 screen.
inline constexpr Vec2 kMinWindow{640, 680};
Vec2 defaultWindowSize(Vec2 worldSize, Vec2 screen = {});

// World units <-> screen pixels. toWorld(toScreen(p)) == p up to rounding.
Vec2 toScreen(const Layout& layout, Vec2 world);
Vec2 toWorld(const Layout& layout, Vec2 screen);

// True when the screen point is over the world (not the panel, not the bars beside a letterboxed world).
bool isOverWorld(const Layout& layout, Vec2 screen);

// The slider whose hit box holds the screen point.
std::optional<std::size_t> sliderAt(const Layout& layout, Vec2 screen);

}  // namespace boids::app

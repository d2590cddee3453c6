// Where everything goes on screen: the world (y-up, scaled to fit) with the control panel beside it.
// Screen coordinates are pixels, y down, origin top-left; world coordinates are units, y up, origin bottom-left.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <vector>

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

// How big the window's text is. Large, for a projector or low vision (key L, the settings key textSize), draws every
// font kLargeTextScale times larger, and the panel's sizes below with it.
enum class TextSize { Normal, Large };
inline constexpr float kLargeTextScale = 1.25f;
constexpr float textScale(TextSize size) { return size == TextSize::Large ? kLargeTextScale : 1.0f; }

// The panel's pixel sizes at the normal text size.
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
    TextSize textSize = TextSize::Normal;
    float textScale = 1;       // textScale(textSize): the panel's sizes above are multiplied by it
    float padding = kPanelPadding;          // the panel's margin
    float taskRowHeight = kTaskRowHeight;  // from one task row to the next
    Vec2 window;      // window size, pixels
    Rect worldArea;   // the left part of the window
    Rect world;       // the world, aspect kept, centred in worldArea
    float scale = 1;  // pixels per world unit
    Vec2 worldSize;   // units
    Rect panel;
    Vec2 title;  // top-left of the title
    std::vector<SliderGeometry> sliders;  // one per slider of the workshop (workshopSliders())
    Rect resetButton;
    Rect searchButton;    // beside the reset button: which neighbour search runs (G)
    Rect modelButton;     // below them: which model runs (M)
    Rect presetButton;    // beside it: the model's seed values (O)
    Rect plot;            // where the tasks are: the live plot of the flocking measures, when it is shown
    float statsY = 0;     // the frame rate and time-per-step lines
    float tasksY = 0;     // the "Tasks" heading; kTaskRows rows follow every taskRowHeight
    float messagesY = 0;  // warnings, down to the bottom of the panel
};

// The layout for a window of `window` pixels showing a world of `worldSize` units, with text of `textSize`.
Layout computeLayout(Vec2 window, Vec2 worldSize, TextSize textSize = TextSize::Normal);

// The window size that shows the world at 100% beside the panel, shrunk to fit in `screen` if that is smaller
// (`screen` of zero means unknown: no shrinking). The world keeps its aspect inside, with bars if need be.
// The smallest window in which every text still fits (tests/app/text_fit_test.cpp): it fits a 1366 x 768 screen.
inline constexpr Vec2 kMinWindow{640, 680};
// ...and with large text, whose panel is kLargeTextScale times wider and taller: it fits a 1280 x 1024 screen, and
// a 1920 x 1080 projector.
inline constexpr Vec2 kMinWindowLargeText{800, 840};
constexpr Vec2 minWindow(TextSize size) { return size == TextSize::Large ? kMinWindowLargeText : kMinWindow; }
Vec2 defaultWindowSize(Vec2 worldSize, Vec2 screen = {}, TextSize textSize = TextSize::Normal);

// World units <-> screen pixels. toWorld(toScreen(p)) == p up to rounding.
Vec2 toScreen(const Layout& layout, Vec2 world);
Vec2 toWorld(const Layout& layout, Vec2 screen);

// True when the screen point is over the world (not the panel, not the bars beside a letterboxed world).
bool isOverWorld(const Layout& layout, Vec2 screen);

// The slider whose hit box holds the screen point.
std::optional<std::size_t> sliderAt(const Layout& layout, Vec2 screen);

}  // namespace boids::app

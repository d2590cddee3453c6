// Where the force inspector puts its arrows and their labels in the world: pure, so that a test can place them for
// any boid and any forces (tests/app/text_fit_test.cpp), and drawing (draw_world.cpp) only draws what it returns.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <boids/simulation.h>
#include <boids/tasks.h>
#include <boids/vec2.h>

#include "layout.h"
#include "panel_layout.h"

namespace boids::app {

// Screen pixels per unit of force, and the longest arrow (a longer force is drawn this long).
inline constexpr float kArrowPixelsPerUnit = 60;
inline constexpr float kLongestArrow = 180;
// Shaft widths in pixels: the total's is wider.
inline constexpr float kForceArrowThickness = 2.5f;
inline constexpr float kTotalArrowThickness = 3.5f;
// The dark edge drawn around every arrow, in pixels, so that an arrow over another stays apart from it.
inline constexpr float kArrowOutline = 1.5f;
// How far apart, sideways, two arrows that would lie over each other are drawn (centre to centre).
inline constexpr float kArrowSpacing = 6;
// The radius of the ring drawn around the inspected boid: every arrow starts inside it.
inline constexpr float kInspectedRing = 13;

// An arrow as drawn: a shaft from `from` to `base` `thickness` wide, and a head, the triangle tip, corner, corner.
struct ArrowShape {
    Vec2 from;
    Vec2 base;
    float thickness = 0;
    std::array<Vec2, 3> head{};
};
// The arrow from `from` to `to`: its head is 4 x thickness + 4 pixels long (at most 0.6 of the arrow) and 1.1 times
// as wide as long. Nothing (a zero shape) under a pixel long.
ArrowShape arrowShape(Vec2 from, Vec2 to, float thickness);
// The same arrow grown by `by` pixels on every side (its outline): the shaft wider, the head scaled about its
// incentre so that each edge moves out by `by`.
ArrowShape grownBy(const ArrowShape& arrow, float by);
// A box around the arrow's head: its outline's triangle, and kTipRoom pixels around its tip; `margin` pixels larger
// on each side.
inline constexpr float kTipRoom = 4;
Rect headBox(const ArrowShape& arrow, float margin);

// One force's arrow (or the total's). Arrows are drawn in their order in InspectorLayout::arrows, each over the ones
// before it.
struct InspectorArrow {
    std::optional<Task> task;  // empty for the total
    Vec2 from;                 // screen pixels; the boid's centre, or beside it (kArrowSpacing)
    Vec2 to;                   // the tip
    float thickness = kForceArrowThickness;
    ArrowShape shape;          // arrowShape(from, to, thickness)
};

// One arrow's label on its dark ground: the task's marker (when it has one), then the text.
struct InspectorLabel {
    std::optional<Task> task;  // empty for the total
    std::string text;          // "align", or "total"
    Rect box;                  // the dark ground, with the marker and the text inside
    std::optional<Rect> marker;
    Vec2 textAt;               // the text's top-left
};

struct InspectorLayout {
    std::vector<InspectorArrow> arrows;
    std::vector<InspectorLabel> labels;  // in the arrows' order; an arrow whose label has no room has none
};

// The force inspector's arrows and labels for a boid at `boid` (screen pixels) feeling `forces`; a zero force has no
// arrow and no label. `readout` is the readout's box (layoutReadout), drawn over the world, when there is one.
//
// The contract, which text_fit_test.cpp checks for boids at the centre, each edge and each corner and forces every
// way, at both text sizes:
// - Arrows: the total first, then each force in tasks.txt's order, each with a dark outline, so that an arrow over
//   another shows its own edge. An arrow that would hide more than a few pixels of an arrow drawn before it (one
//   parallel to it, as an alignment along the total) is drawn beside it instead, kArrowSpacing to the side: both
//   colours stay whole, and the arrows still start at the boid, inside its ring. Outlines alone hid the one under.
// - Labels: each inside the world, and clear of every other label, the readout and every arrow's head (a box around
//   its outline). Each sits just past its arrow's tip if it can; else the nearest place around the tip that is also
//   clear of the arrows' shafts and of the boid; else the nearest place clear of what must stay clear; else, in a
//   world too small for it (the smallest windows, where the readout covers most of the world), it is left out: the
//   readout still names that force, with its marker and colour. In the default window and in one that fits a
//   1366 x 768 screen, at either text size, every arrow has its label.
InspectorLayout layoutInspector(const Layout& layout, Vec2 boid, const ForceBreakdown& forces,
                                const TextMetrics& metrics, std::optional<Rect> readout);

}  // namespace boids::app

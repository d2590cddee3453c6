// Where every piece of text the window draws goes: the panel's labels, the task rows, the messages, the help box,
// the inspector's readout and the banner. Pure: it takes a way to measure text in the window's font and returns
// boxes and strings, and drawing (draw_panel.cpp, draw_frame.cpp) puts each string in its box. The text-fit test
// (tests/app/text_fit_test.cpp) lays them out with the real font and checks that each fits its box and that no two
// overlap, so what it checks is what the window draws.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <boids/simulation.h>
#include <boids/vec2.h>

#include "app_state.h"
#include "layout.h"
#include "panel_text.h"

namespace boids::app {

enum class FontSize { Small, Normal, Title, Sign };  // Sign: the raised hand's words (hand_sign.h), bold
enum class Align { Left, Centre, Right };  // where in its box a text sits: at the left edge, the middle, the right

// The window's sizes of one font, in points (the title and the sign are also bold), at the normal text size.
inline constexpr std::array<int, 4> kFontPointSizes{13, 15, 21, 48};
// ...and at `textSize`: kLargeTextScale times larger for large text, to the nearest point.
inline int fontPointSize(FontSize size, TextSize textSize) {
    return int(float(kFontPointSizes[std::size_t(size)]) * textScale(textSize) + 0.5f);
}

// How big a line of text is in the window's font: SDL_ttf in the program (Text), the same font in the tests.
class TextMetrics {
public:
    virtual ~TextMetrics() = default;
    virtual Vec2 lineSize(std::string_view text, FontSize size) const = 0;  // one line, never wrapped
    virtual float lineHeight(FontSize size) const = 0;
};

// One line of text in its box. Drawing places it at the box's top, aligned in it; it must fit the box.
struct PlacedText {
    std::string text;
    Rect box;
    FontSize size = FontSize::Normal;
    Align align = Align::Left;
    Tone tone = Tone::Normal;
    std::optional<Task> task;  // coloured as that task's arrow (the inspector's rows)
    int plotLine = -1;         // coloured as that line of the plot (its legend), 0-2
    std::string what;          // what it is, for a test's message: "task row 6: side"
};

// A task's shape (markers.h), drawn in its colour filling a square box, beside the task's name.
struct PlacedMarker {
    Task task;
    Rect box;
    std::string what;  // "task row 3: marker"
};

// A box drawn behind some of the texts (an overlay), and the texts and markers in it.
struct TextBox {
    Rect box;
    std::vector<PlacedText> texts;
    std::vector<PlacedMarker> markers;
};

// The side of a marker's box beside a line of text of this size, and the room it takes before the text.
float markerSide(FontSize size, const TextMetrics& metrics);
float markerRoom(FontSize size, const TextMetrics& metrics);

// `text` broken into lines no wider than `width` at the spaces (a word wider than the line is cut).
std::vector<std::string> wrapText(std::string_view text, float width, FontSize size, const TextMetrics& metrics);

// The panel's texts: title, sliders' labels, buttons' labels, the stats, the task rows (or the plot's labels),
// the messages (or the tips); and each force task's marker at the start of its row. All inside app.layout.panel.
struct PanelLayout {
    std::vector<PlacedText> texts;
    std::vector<PlacedMarker> markers;
};
PanelLayout layoutPanel(const AppState& app, const TextMetrics& metrics);
std::vector<PlacedText> layoutPanelTexts(const AppState& app, const TextMetrics& metrics);  // layoutPanel's texts

// The help (H): a box in the middle of the window, as wide as its longest line needs and the window allows;
// longer lines wrap.
TextBox layoutHelp(const AppState& app, const TextMetrics& metrics);

// The inspector's readout at the bottom-left of the world, columns as wide as their widest entry; each force's row
// starts with its task's marker.
TextBox layoutReadout(const AppState& app, const InspectorReadout& readout, const TextMetrics& metrics);

// The banner across the top of the world, if there is one.
std::optional<TextBox> layoutBanner(const AppState& app, const TextMetrics& metrics);

}  // namespace boids::app

// Where every piece of text goes, measured with the window's font.
#include "panel_layout.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "markers.h"
#include "sliders.h"

namespace boids::app {

namespace {

constexpr float kGap = 10;  // between two texts on one line, pixels

float widest(const std::vector<std::string>& texts, FontSize size, const TextMetrics& metrics) {
    float w = 0;
    for (const std::string& t : texts) w = std::max(w, metrics.lineSize(t, size).x);
    return w;
}

// The byte where a line of `text` from `begin` must end to be no wider than `width`: at the last space that fits,
// or (a word wider than the line) at the last whole UTF-8 character that fits, but after at least one character.
std::size_t lineEnd(std::string_view text, std::size_t begin, float width, FontSize size, const TextMetrics& m) {
    if (m.lineSize(text.substr(begin), size).x <= width) return text.size();
    std::size_t best = std::string_view::npos;
    for (std::size_t i = text.find(' ', begin + 1); i != std::string_view::npos; i = text.find(' ', i + 1)) {
        if (m.lineSize(text.substr(begin, i - begin), size).x > width) break;
        best = i;
    }
    if (best != std::string_view::npos) return best;
    auto continuation = [&](std::size_t i) { return (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80; };
    std::size_t fit = begin;
    for (std::size_t i = begin + 1; i <= text.size(); ++i) {
        if (i < text.size() && continuation(i)) continue;
        if (m.lineSize(text.substr(begin, i - begin), size).x > width) break;
        fit = i;
    }
    if (fit > begin) return fit;
    std::size_t one = begin + 1;  // not even one character fits: take one anyway, so that the text moves on
    while (one < text.size() && continuation(one)) ++one;
    return one;
}

// A text of one or more wrapped lines from `y` down, in [left, left + width); returns the y below it.
float placeWrapped(std::vector<PlacedText>& out, const Span& span, float left, float y, float width, FontSize size,
                   const TextMetrics& metrics, const std::string& what) {
    std::vector<std::string> lines = wrapText(span.text, width, size, metrics);
    if (span.maxLines > 0 && lines.size() > std::size_t(span.maxLines)) {
        lines.resize(std::size_t(span.maxLines));
        std::string& last = lines.back();
        // Whole words off the end until the ellipsis fits (a word longer than the line loses characters).
        while (!last.empty() && metrics.lineSize(last + "…", size).x > width) {
            const std::size_t space = last.find_last_of(' ');
            last.resize(space == std::string::npos || space == 0 ? last.size() - 1 : space);
            while (!last.empty() && (static_cast<unsigned char>(last.back()) & 0xC0) == 0x80) last.pop_back();
        }
        while (!last.empty() && (last.back() == ' ' || last.back() == ',' || last.back() == ':')) last.pop_back();
        last += "…";
    }
    for (const std::string& line : lines) {
        out.push_back({line, {left, y, width, metrics.lineHeight(size)}, size, Align::Left, span.tone, {}, -1, what});
        y += metrics.lineHeight(size);
    }
    return y;
}

}  // namespace

std::vector<std::string> wrapText(std::string_view text, float width, FontSize size, const TextMetrics& metrics) {
    std::vector<std::string> lines;
    std::size_t begin = 0;
    while (begin < text.size()) {
        const std::size_t end = lineEnd(text, begin, width, size, metrics);
        lines.emplace_back(text.substr(begin, end - begin));
        begin = end;
        while (begin < text.size() && text[begin] == ' ') ++begin;
    }
    return lines;
}

float markerSide(FontSize size, const TextMetrics& metrics) { return std::round(metrics.lineHeight(size) * 0.7f); }
float markerRoom(FontSize size, const TextMetrics& metrics) { return markerSide(size, metrics) + 6; }

std::vector<PlacedText> layoutPanelTexts(const AppState& app, const TextMetrics& metrics) {
    return layoutPanel(app, metrics).texts;
}

namespace {

// Writes the panel's texts and markers into a PanelLayout, part by part from the top; each part reads the layout's
// boxes (layout.h) and the texts of panel_text.h.
class PanelWriter {
public:
    PanelWriter(const AppState& app, const TextMetrics& metrics, PanelLayout& panel)
        : app_(app), metrics_(metrics), l_(app.layout), panel_(panel), out_(panel.texts),
          left_(l_.panel.x + l_.padding), width_(l_.panel.w - 2 * l_.padding),
          small_(metrics.lineHeight(FontSize::Small)), normal_(metrics.lineHeight(FontSize::Normal)) {}

    // The title, and the way to the help on its right.
    void title() {
        const std::string helpHint = "H: keys and help";
        const float hintWidth = metrics_.lineSize(helpHint, FontSize::Small).x;
        put("Boids", {left_, l_.title.y, width_ - hintWidth - kGap, metrics_.lineHeight(FontSize::Title)},
            FontSize::Title, Align::Left, Tone::Normal, "title");
        put(helpHint, {left_ + width_ - hintWidth, l_.title.y + 6, hintWidth, small_}, FontSize::Small, Align::Right,
            Tone::Dim, "title: help hint");
    }

    // Each slider's "name: value" above its track.
    void sliders() {
        const std::span<const SliderSpec> specs = activeSliders(app_);
        for (std::size_t i = 0; i < specs.size() && i < l_.sliders.size(); ++i) {
            const SliderGeometry& s = l_.sliders[i];
            put(sliderLabel(specs[i], app_.world.params), {s.label.x, s.label.y, width_, s.track.y - s.label.y},
                FontSize::Normal, Align::Left, Tone::Normal, fmt::format("slider {}", specs[i].name));
        }
    }

    // The buttons' labels, in the middle of each button.
    void buttons() {
        auto button = [&](const Rect& r, std::string text, std::string what) {
            put(std::move(text), {r.x + 4, r.y + (r.h - normal_) / 2, r.w - 8, normal_}, FontSize::Normal,
                Align::Centre, Tone::Normal, std::move(what));
        };
        button(l_.resetButton, "Reset", "button: reset");
        button(l_.searchButton, searchButtonText(app_), "button: search");
        button(l_.modelButton, modelButtonText(app_), "button: model");
        button(l_.presetButton, presetButtonText(app_), "button: preset");
    }

    // The stats, two lines.
    void stats() {
        float y = l_.statsY;
        for (const Span& line : statsLines(app_)) {
            put(line.text, {left_, y, width_, small_}, FontSize::Small, Align::Left, line.tone, "stats");
            y += small_ + 2;
        }
    }

    // The plot's title and legend, in the task rows' place.
    void plotTitleAndLegend() {
        const Rect& r = l_.plot;
        put("Flocking measured", {r.x, r.y, r.w, normal_}, FontSize::Normal, Align::Left, Tone::Normal, "plot: title");
        const std::vector<Span> legend = plotLegend(app_);
        for (std::size_t i = 0; i < legend.size(); ++i) {
            out_.push_back({legend[i].text,
                            {r.x + r.w / 3 * float(i), r.y + 24 * l_.textScale, r.w / 3 - kGap, small_},
                            FontSize::Small,
                            Align::Left,
                            legend[i].tone,
                            {},
                            int(i),
                            "plot: legend"});
        }
    }

    // The heading "Tasks" with the keys that switch them, and a row per task in tasks.txt's order.
    void taskRows() {
        const std::string heading = "Tasks";
        const float headingWidth = metrics_.lineSize(heading, FontSize::Normal).x;
        put(heading, {left_, l_.tasksY, headingWidth, normal_}, FontSize::Normal, Align::Left, Tone::Normal,
            "tasks: heading");
        // The force tasks' keys (their numbers, commandForKey()): "keys 1-5 and G switch".
        const int firstKey = info(forceTasks().front()).number, lastKey = std::min(info(forceTasks().back()).number, 9);
        put(fmt::format("keys {}-{} and G switch", firstKey, lastKey),
            {left_ + headingWidth + kGap, l_.tasksY + 2 * l_.textScale, width_ - headingWidth - kGap, small_},
            FontSize::Small, Align::Right, Tone::Dim, "tasks: keys");
        // Three columns, each as wide as the widest text it can hold, so that no state of a row overlaps another.
        std::vector<std::string> names;
        for (Task task : forceTasks()) names.push_back(fmt::format("{} {}", info(task).number, info(task).name));
        names.push_back(gridRow(app_).name.text);
        // Each row starts with its task's marker (the grid task, with no arrow, with the room left empty).
        const float side = markerSide(FontSize::Small, metrics_);
        const float nameX = left_ + markerRoom(FontSize::Small, metrics_);
        const float nameWidth = widest(names, FontSize::Small, metrics_);
        const float sideWidth = widest({"yours", "reference", "not used"}, FontSize::Small, metrics_);
        const float rowGap = 8;
        const float checksX = nameX + nameWidth + rowGap + sideWidth + rowGap;
        float rowY = l_.tasksY + 26 * l_.textScale;
        auto row = [&](const TaskRow& r, const std::string& what) {
            put(r.name.text, {nameX, rowY, nameWidth, l_.taskRowHeight}, FontSize::Small, Align::Left, r.name.tone,
                what + ": name");
            put(r.side.text, {nameX + nameWidth + rowGap, rowY, sideWidth, l_.taskRowHeight}, FontSize::Small,
                Align::Left, r.side.tone, what + ": side");
            put(r.checks.text, {checksX, rowY, left_ + width_ - checksX, l_.taskRowHeight}, FontSize::Small,
                Align::Right, r.checks.tone, what + ": checks");
        };
        for (const TaskInfo& t : tasks()) {
            const std::string what = fmt::format("task row {}", t.number);
            row(t.task == kGridTask ? gridRow(app_) : taskRow(app_, t.task), what);
            // Centred on the name's first line of ink.
            const float middle = rowY + metrics_.lineHeight(FontSize::Small) / 2;
            if (taskMarker(t.task)) {
                panel_.markers.push_back({t.task, {left_, middle - side / 2, side, side}, what + ": marker"});
            }
            rowY += l_.taskRowHeight;
        }
    }

    // The messages from messagesY down, as many as fit; with none, as many tips as fit at the bottom.
    void messagesOrTips() {
        const float bottom = l_.panel.bottom() - l_.padding;
        const std::vector<Span> messages = messageLines(app_);
        float y = l_.messagesY;
        for (Span message : messages) {
            std::vector<PlacedText> lines;
            float below = placeWrapped(lines, message, left_, y, width_, FontSize::Small, metrics_, "message");
            while (below > bottom && message.maxLines > 1) {  // a message cut short may still fit a line or two
                --message.maxLines;
                lines.clear();
                below = placeWrapped(lines, message, left_, y, width_, FontSize::Small, metrics_, "message");
            }
            if (below > bottom) break;  // the rest would run off the panel
            out_.insert(out_.end(), lines.begin(), lines.end());
            y = below + 6;
        }
        if (!messages.empty()) return;
        std::vector<std::vector<PlacedText>> tips;
        float height = 0;
        for (const Span& tip : hintLines(app_)) {
            std::vector<PlacedText> lines;
            const float tipHeight = placeWrapped(lines, tip, left_, 0, width_, FontSize::Small, metrics_, "tip") + 6;
            if (l_.messagesY + height + tipHeight > bottom) break;
            height += tipHeight;
            tips.push_back(std::move(lines));
        }
        float top = bottom - height;
        for (std::vector<PlacedText>& lines : tips) {
            for (PlacedText& line : lines) line.box.y += top;
            out_.insert(out_.end(), lines.begin(), lines.end());
            if (!lines.empty()) top = lines.back().box.bottom() + 6;
        }
    }

private:
    void put(std::string text, Rect box, FontSize size, Align align, Tone tone, std::string what) {
        out_.push_back({std::move(text), box, size, align, tone, {}, -1, std::move(what)});
    }

    const AppState& app_;
    const TextMetrics& metrics_;
    const Layout& l_;
    PanelLayout& panel_;
    std::vector<PlacedText>& out_;
    float left_, width_;   // the panel's inside, pixels
    float small_, normal_;  // line heights
};

}  // namespace

PanelLayout layoutPanel(const AppState& app, const TextMetrics& metrics) {
    PanelLayout panel;
    PanelWriter write(app, metrics, panel);
    write.title();
    write.sliders();
    write.buttons();
    write.stats();
    if (plotShown(app)) write.plotTitleAndLegend();
    else write.taskRows();
    write.messagesOrTips();
    return panel;
}

TextBox layoutHelp(const AppState& app, const TextMetrics& metrics) {
    const Layout& l = app.layout;
    const std::vector<HelpLine> lines = helpLines();
    const float pad = 24;
    const float line = metrics.lineHeight(FontSize::Normal) + 6;
    std::vector<std::string> keys;
    std::vector<std::string> actions;
    for (const HelpLine& h : lines) {
        keys.push_back(h.key);
        actions.push_back(h.action);
    }
    const float keyWidth = widest(keys, FontSize::Normal, metrics);
    // As wide as the longest action needs, but inside the window (it may cover the panel): longer actions wrap.
    const float most = std::max(l.window.x - 16, 2 * pad + keyWidth + pad + 40);
    const float width = std::min(2 * pad + keyWidth + pad + widest(actions, FontSize::Normal, metrics), most);
    const float actionWidth = width - 2 * pad - keyWidth - pad;

    TextBox help;
    std::vector<PlacedText>& out = help.texts;
    float y = 60;  // below the title; boxes are made relative to the box's top-left, then moved
    out.push_back({"Keys", {pad, 16, width - 2 * pad, metrics.lineHeight(FontSize::Title)}, FontSize::Title,
                   Align::Left, Tone::Normal, {}, -1, "help: title"});
    for (const HelpLine& h : lines) {
        out.push_back({h.key, {pad, y, keyWidth, metrics.lineHeight(FontSize::Normal)}, FontSize::Normal, Align::Left,
                       Tone::Warning, {}, -1, "help: key " + h.key});
        for (const std::string& part : wrapText(h.action, actionWidth, FontSize::Normal, metrics)) {
            out.push_back({part, {pad + keyWidth + pad, y, actionWidth, metrics.lineHeight(FontSize::Normal)},
                           FontSize::Normal, Align::Left, Tone::Normal, {}, -1, "help: " + h.key});
            y += line;
        }
    }
    const float small = metrics.lineHeight(FontSize::Small);
    out.push_back({"H, ? or Esc closes this", {pad, y + 6, width - 2 * pad, small}, FontSize::Small, Align::Right,
                   Tone::Dim, {}, -1, "help: closing"});
    const float height = y + 6 + small + 16;
    help.box = {std::max((l.window.x - width) / 2, 8.0f), std::max((l.window.y - height) / 2, 8.0f), width, height};
    for (PlacedText& t : out) {
        t.box.x += help.box.x;
        t.box.y += help.box.y;
    }
    return help;
}

TextBox layoutReadout(const AppState& app, const InspectorReadout& readout, const TextMetrics& metrics) {
    const Layout& l = app.layout;
    const float pad = 12;
    const float small = metrics.lineHeight(FontSize::Small);
    const float line = small + 3;
    std::vector<std::string> labels;
    std::vector<std::string> values;
    std::vector<std::string> notes;
    for (const InspectorRow& row : readout.rows) {
        labels.push_back(row.label);
        values.push_back(row.value);
        notes.push_back(row.note);
    }
    const float room = markerRoom(FontSize::Small, metrics);  // the force rows' markers, before their labels
    const float side = markerSide(FontSize::Small, metrics);
    const float labelWidth = room + widest(labels, FontSize::Small, metrics);
    const float valueWidth = widest(values, FontSize::Small, metrics);
    const float noteWidth = widest(notes, FontSize::Small, metrics);
    const float headingWidth = metrics.lineSize(readout.heading, FontSize::Normal).x;
    const float traceWidth = readout.trace.empty() ? 0 : metrics.lineSize(readout.trace, FontSize::Small).x;
    const float width = std::max({2 * pad + labelWidth + kGap + valueWidth + kGap + noteWidth, 2 * pad + headingWidth,
                                  2 * pad + traceWidth});
    const float traceHeight = readout.trace.empty() ? 0 : line + 4;
    const float height =
        pad - 4 + metrics.lineHeight(FontSize::Normal) + 8 + line * float(readout.rows.size()) + traceHeight + 8;

    TextBox box;
    // At the bottom-left of the world, moved left if the window is too narrow for it there.
    box.box = {std::max(std::min(l.world.x + 12, l.window.x - width - 8), 8.0f), l.world.bottom() - height - 12, width,
               height};
    float y = box.box.y + 8;
    box.texts.push_back({readout.heading,
                         {box.box.x + pad, y, width - 2 * pad, metrics.lineHeight(FontSize::Normal)},
                         FontSize::Normal,
                         Align::Left,
                         Tone::Normal,
                         {},
                         -1,
                         "inspector: heading"});
    y += metrics.lineHeight(FontSize::Normal) + 8;
    const float valueX = box.box.x + pad + labelWidth + kGap;
    const float noteX = valueX + valueWidth + kGap;
    for (const InspectorRow& row : readout.rows) {
        box.texts.push_back({row.label, {box.box.x + pad + room, y, labelWidth - room, small}, FontSize::Small,
                             Align::Left, Tone::Normal, row.task, -1, "inspector: " + row.label});
        if (row.task && taskMarker(*row.task)) {
            box.markers.push_back(
                {*row.task, {box.box.x + pad, y + small / 2 - side / 2, side, side}, "inspector: marker of " + row.label});
        }
        box.texts.push_back({row.value, {valueX, y, valueWidth, small}, FontSize::Small, Align::Left,
                             row.zero ? Tone::Dim : Tone::Normal, {}, -1, "inspector: value of " + row.label});
        box.texts.push_back({row.note, {noteX, y, noteWidth, small}, FontSize::Small, Align::Left, Tone::Dim, {}, -1,
                             "inspector: note of " + row.label});
        y += line;
    }
    if (!readout.trace.empty()) {
        box.texts.push_back({readout.trace, {box.box.x + pad, y + 4, traceWidth, small}, FontSize::Small, Align::Left,
                             Tone::Dim, {}, -1, "inspector: trace"});
    }
    return box;
}

std::optional<TextBox> layoutBanner(const AppState& app, const TextMetrics& metrics) {
    const auto banner = bannerText(app);
    if (!banner) return std::nullopt;
    const Layout& l = app.layout;
    const Vec2 size = metrics.lineSize(banner->text, FontSize::Normal);
    const float width = size.x + 28;
    TextBox box;
    // Centred over the world, moved to stay inside the window when the world is narrower than the banner.
    const float x = std::clamp(l.world.x + (l.world.w - width) / 2, 8.0f, std::max(l.window.x - width - 8, 8.0f));
    box.box = {x, l.world.y + 12, width, metrics.lineHeight(FontSize::Normal) + 12};
    box.texts.push_back({banner->text, {x + 14, box.box.y + 6, size.x, metrics.lineHeight(FontSize::Normal)},
                         FontSize::Normal, Align::Left, banner->tone, {}, -1, "banner"});
    return box;
}

}  // namespace boids::app

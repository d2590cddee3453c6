// Drawing the control panel: title, sliders, the reset button, frame rate and step time, the tasks, messages.
#include "draw.h"

#include <algorithm>
#include <array>

#include "geometry.h"

namespace boids::app {

namespace {

void drawSliders(SDL_Renderer* renderer, Text& text, Geometry& g, const AppState& app) {
    const Layout& l = app.layout;
    const std::span<const SliderSpec> sliders = activeSliders(app);
    for (std::size_t i = 0; i < sliders.size() && i < l.sliders.size(); ++i) {
        const SliderSpec& spec = sliders[i];
        const SliderGeometry& s = l.sliders[i];
        const float value = sliderValue(spec, app.world.params);
        const float y = s.track.y + s.track.h / 2;
        const float handle = xForValue(spec, s.track.x, s.track.w, value);
        const bool active = app.dragging == i;
        g.rect({s.track.x, y - 2, s.track.w, 4}, palette::kTrack);
        g.rect({s.track.x, y - 2, handle - s.track.x, 4}, palette::kTrackFilled);
        g.disc({handle, y}, kHandleRadius, active ? palette::kHandleActive : palette::kHandle);
        text.draw(sliderLabel(spec, app.world.params), s.label, toneColour(Tone::Normal));
    }
    g.draw(renderer);
}

void drawButton(SDL_Renderer* renderer, Text& text, const AppState& app, const Rect& r, const std::string& label) {
    const bool hover = app.mouse && r.contains(*app.mouse);
    fillRect(renderer, r, palette::kEdge);
    fillRect(renderer, {r.x + 1, r.y + 1, r.w - 2, r.h - 2}, hover ? palette::kButtonHover : palette::kButton);
    const float h = text.lineHeight();
    text.draw(label, {r.x + r.w / 2, r.y + (r.h - h) / 2}, toneColour(Tone::Normal), FontSize::Normal, Align::Centre);
}

void drawTasks(Text& text, const AppState& app) {
    const Layout& l = app.layout;
    const float left = l.panel.x + kPanelPadding;
    const float right = l.panel.right() - kPanelPadding;
    text.draw("Tasks", {left, l.tasksY}, toneColour(Tone::Normal), FontSize::Normal);
    text.draw("keys 1-5 and G switch", {right, l.tasksY + 2}, toneColour(Tone::Dim), FontSize::Small, Align::Right);
    float y = l.tasksY + 26;
    auto drawRow = [&](const TaskRow& row) {
        text.draw(row.name.text, {left, y}, toneColour(row.name.tone), FontSize::Small);
        text.draw(row.side.text, {left + 158, y}, toneColour(row.side.tone), FontSize::Small);
        text.draw(row.checks.text, {right, y}, toneColour(row.checks.tone), FontSize::Small, Align::Right);
        y += kTaskRowHeight;
    };
    for (Task task : kAllTasks) drawRow(taskRow(app, task));
    drawRow(gridRow(app));
}

// The live plot of the flocking measures, where the tasks are: each line scaled to its own range (order 0-1, the
// others 0 to their largest value shown), the newest sample at the right. All lines in one draw call.
void drawPlot(SDL_Renderer* renderer, Text& text, Geometry& g, const AppState& app) {
    const Layout& l = app.layout;
    const Rect& r = l.plot;
    text.draw("Flocking measured", {r.x, r.y}, toneColour(Tone::Normal), FontSize::Normal);
    const std::vector<Span> legend = plotLegend(app);
    const std::array<SDL_Color, 3> colours{palette::kPlotOrder, palette::kPlotClusters, palette::kPlotNearest};
    float x = r.x;
    const float legendY = r.y + 24;
    for (std::size_t i = 0; i < legend.size(); ++i) {
        text.draw(legend[i].text, {x, legendY}, colours[i], FontSize::Small);
        x += r.w / 3;
    }
    const Rect area{r.x, legendY + 22, r.w, r.bottom() - legendY - 24};
    g.rect(area, palette::kWorld);
    const auto& h = app.history;
    if (h.size() >= 2) {
        float mostClusters = 1;
        float mostNearest = 1e-3f;
        for (const FlockMetrics& m : h) {
            mostClusters = std::max(mostClusters, float(m.clusters));
            mostNearest = std::max(mostNearest, m.meanNearestDistance);
        }
        const float dx = area.w / float(kPlotSamples - 1);
        const float x0 = area.right() - dx * float(h.size() - 1);
        auto y = [&](float fraction) { return area.bottom() - 2 - fraction * (area.h - 4); };
        for (std::size_t i = 1; i < h.size(); ++i) {
            const float xa = x0 + dx * float(i - 1);
            const float xb = x0 + dx * float(i);
            g.line({xa, y(h[i - 1].polarization)}, {xb, y(h[i].polarization)}, 2, colours[0]);
            if (app.world.params.model == Model::Flock3D) continue;
            g.line({xa, y(float(h[i - 1].clusters) / mostClusters)}, {xb, y(float(h[i].clusters) / mostClusters)}, 2,
                   colours[1]);
            g.line({xa, y(h[i - 1].meanNearestDistance / mostNearest)}, {xb, y(h[i].meanNearestDistance / mostNearest)},
                   2, colours[2]);
        }
    }
    g.draw(renderer);
}

void drawMessages(Text& text, const AppState& app) {
    const Layout& l = app.layout;
    const float left = l.panel.x + kPanelPadding;
    const int width = int(l.panel.w - 2 * kPanelPadding);
    float y = l.messagesY;
    const std::vector<Span> messages = messageLines(app);
    for (const Span& line : messages) {
        if (y > l.panel.bottom() - text.lineHeight(FontSize::Small)) break;
        y += text.draw(line.text, {left, y}, toneColour(line.tone), FontSize::Small, Align::Left, width).y + 6;
    }
    if (!messages.empty()) return;
    // No messages: as many tips as fit, the most useful first, at the bottom of the panel.
    std::vector<Span> hints = hintLines(app);
    std::vector<float> heights;
    for (const Span& line : hints) heights.push_back(text.measure(line.text, FontSize::Small, width).y + 6);
    float height = 0;
    std::size_t fitting = 0;
    while (fitting < hints.size() && l.messagesY + height + heights[fitting] <= l.panel.bottom() - kPanelPadding) {
        height += heights[fitting++];
    }
    y = l.panel.bottom() - kPanelPadding - height;
    for (std::size_t i = 0; i < fitting; ++i) {
        text.draw(hints[i].text, {left, y}, toneColour(hints[i].tone), FontSize::Small, Align::Left, width);
        y += heights[i];
    }
}

}  // namespace

void drawPanel(SDL_Renderer* renderer, Text& text, DrawScratch& scratch, const AppState& app) {
    const Layout& l = app.layout;
    fillRect(renderer, l.panel, palette::kPanel);
    fillRect(renderer, {l.panel.x, 0, 1, l.panel.h}, palette::kEdge);

    const float right = l.panel.right() - kPanelPadding;
    text.draw("Boids", l.title, toneColour(Tone::Normal), FontSize::Title);
    text.draw("H: keys and help", {right, l.title.y + 6}, toneColour(Tone::Dim), FontSize::Small, Align::Right);
    drawSliders(renderer, text, scratch.geometry, app);
    drawButton(renderer, text, app, l.resetButton, "Reset");
    drawButton(renderer, text, app, l.searchButton, searchButtonText(app));
    drawButton(renderer, text, app, l.modelButton, modelButtonText(app));
    drawButton(renderer, text, app, l.presetButton, presetButtonText(app));
    float y = l.statsY;
    for (const Span& line : statsLines(app)) {
        text.draw(line.text, {l.panel.x + kPanelPadding, y}, toneColour(line.tone), FontSize::Small);
        y += text.lineHeight(FontSize::Small) + 2;
    }
    if (plotShown(app)) {
        drawPlot(renderer, text, scratch.geometry, app);
    } else {
        drawTasks(text, app);
    }
    drawMessages(text, app);
}

}  // namespace boids::app

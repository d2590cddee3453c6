// Drawing the control panel: title, sliders, the reset button, frame rate and step time, the tasks (each force's row
// with its marker), messages.
#include "draw.h"

#include <algorithm>
#include <array>

#include "geometry.h"

namespace boids::app {

namespace {

void drawSliders(SDL_Renderer* renderer, Geometry& g, const AppState& app) {
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
    }
    g.draw(renderer);
}

void drawButton(SDL_Renderer* renderer, const AppState& app, const Rect& r) {
    const bool hover = app.mouse && r.contains(*app.mouse);
    fillRect(renderer, r, palette::kEdge);
    fillRect(renderer, {r.x + 1, r.y + 1, r.w - 2, r.h - 2}, hover ? palette::kButtonHover : palette::kButton);
}

// The live plot of the flocking measures, where the tasks are: each line scaled to its own range (order 0-1, the
// others 0 to their largest value shown), the newest sample at the right. All lines in one draw call.
void drawPlot(SDL_Renderer* renderer, Geometry& g, const AppState& app) {
    const Layout& l = app.layout;
    const Rect& r = l.plot;
    const std::array<SDL_Color, 3> colours{palette::kPlotOrder, palette::kPlotClusters, palette::kPlotNearest};
    const float legendY = r.y + 24 * l.textScale;
    const Rect area{r.x, legendY + 22 * l.textScale, r.w, r.bottom() - legendY - 24 * l.textScale};
    g.rect(area, palette::kWorld);
    const auto& h = app.plot.history;
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

}  // namespace

void drawPanel(SDL_Renderer* renderer, Text& text, DrawScratch& scratch, const AppState& app) {
    const Layout& l = app.layout;
    fillRect(renderer, l.panel, palette::kPanel);
    fillRect(renderer, {l.panel.x, 0, 1, l.panel.h}, palette::kEdge);
    drawSliders(renderer, scratch.geometry, app);
    for (const Rect* r : {&l.resetButton, &l.searchButton, &l.modelButton, &l.presetButton}) drawButton(renderer, app, *r);
    if (plotShown(app)) drawPlot(renderer, scratch.geometry, app);
    // Every word, where the layout put it (panel_layout.h: the text-fit test checks the same boxes).
    if (!text.hasFont()) return;
    const PanelLayout panel = layoutPanel(app, text);
    for (const PlacedMarker& m : panel.markers) addTaskMarker(scratch.geometry, m.task, m.box);
    scratch.geometry.draw(renderer);
    for (const PlacedText& placed : panel.texts) text.draw(placed, placedColour(placed));
}

}  // namespace boids::app

// Drawing a whole frame, with the overlays on top (banner, inspector readout, help), and the colour of each tone.
#include "draw.h"

#include <algorithm>
#include <array>

#include "geometry.h"
#include "hand_sign.h"
#include "markers.h"

namespace boids::app {

namespace {

void drawBox(SDL_Renderer* renderer, const Rect& r) {
    fillRect(renderer, {r.x - 1, r.y - 1, r.w + 2, 1}, palette::kEdge);
    fillRect(renderer, {r.x - 1, r.bottom(), r.w + 2, 1}, palette::kEdge);
    fillRect(renderer, {r.x - 1, r.y, 1, r.h}, palette::kEdge);
    fillRect(renderer, {r.right(), r.y, 1, r.h}, palette::kEdge);
    fillRect(renderer, r, palette::kOverlay);
}

void drawTextBox(SDL_Renderer* renderer, Text& text, const TextBox& box) {
    drawBox(renderer, box.box);
    if (!box.markers.empty()) {
        Geometry g;
        for (const PlacedMarker& m : box.markers) addTaskMarker(g, m.task, m.box);
        g.draw(renderer);
    }
    for (const PlacedText& placed : box.texts) text.draw(placed, placedColour(placed));
}

void drawBanner(SDL_Renderer* renderer, Text& text, const AppState& app) {
    if (!text.hasFont()) return;
    if (const auto banner = layoutBanner(app, text)) drawTextBox(renderer, text, *banner);
}

void drawReadout(SDL_Renderer* renderer, Text& text, const AppState& app, const Inspection& inspection) {
    if (!text.hasFont()) return;
    drawTextBox(renderer, text, layoutReadout(app, inspectorReadout(app, inspection), text));
}

// The raised hand's sign (hand_sign.h): the box edged in the badge's colour, the badge (a disc with "!" for help, a
// tick for done, in the world's dark colour) and the words.
void drawHandSign(SDL_Renderer* renderer, Text& text, const AppState& app) {
    const std::optional<HandSign> sign = layoutHandSign(app, text, hand::secondsNow());
    if (!sign) return;
    const SDL_Color colour = sign->kind == hand::Kind::Help ? palette::kHandHelp : palette::kHandDone;
    const Rect& r = sign->box;
    const float edge = 3 * app.layout.textScale;
    fillRect(renderer, {r.x - edge, r.y - edge, r.w + 2 * edge, r.h + 2 * edge}, colour);
    fillRect(renderer, r, palette::kHandBox);
    Geometry g;
    const float side = sign->badge.w;
    const Vec2 at{sign->badge.x, sign->badge.y};
    auto point = [&](float u, float v) { return at + Vec2{u * side, v * side}; };
    g.disc(point(0.5f, 0.5f), side / 2, colour);
    const float stroke = 0.13f * side;
    if (sign->kind == hand::Kind::Help) {
        g.line(point(0.5f, 0.2f), point(0.5f, 0.6f), stroke, palette::kWorld);
        g.disc(point(0.5f, 0.77f), stroke * 0.65f, palette::kWorld);
    } else {
        g.line(point(0.26f, 0.52f), point(0.44f, 0.7f), stroke, palette::kWorld);
        g.line(point(0.44f, 0.7f), point(0.76f, 0.33f), stroke, palette::kWorld);
        g.disc(point(0.44f, 0.7f), stroke / 2, palette::kWorld);  // the tick's corner, rounded
    }
    g.draw(renderer);
    if (!text.hasFont()) return;
    text.draw(sign->words, palette::kHandWords);
    text.draw(sign->detail, toneColour(Tone::Normal));
}

void drawHelp(SDL_Renderer* renderer, Text& text, const AppState& app) {
    if (!app.showHelp || !text.hasFont()) return;
    drawTextBox(renderer, text, layoutHelp(app, text));
}

}  // namespace

SDL_Color toneColour(Tone tone) {
    switch (tone) {
        case Tone::Normal: return {226, 231, 239, 255};
        case Tone::Dim: return {132, 143, 160, 255};
        case Tone::Good: return {112, 212, 132, 255};
        case Tone::Warning: return {245, 192, 82, 255};
        case Tone::Bad: return {255, 112, 100, 255};
        case Tone::Learner: return {96, 216, 200, 255};
        case Tone::Reference: return {176, 164, 245, 255};
    }
    return {255, 255, 255, 255};
}

SDL_Color placedColour(const PlacedText& placed) {
    if (placed.task) return taskColour(*placed.task);
    constexpr std::array<SDL_Color, 3> plotColours{palette::kPlotOrder, palette::kPlotClusters, palette::kPlotNearest};
    if (placed.plotLine >= 0 && placed.plotLine < 3) return plotColours[std::size_t(placed.plotLine)];
    return toneColour(placed.tone);
}

SDL_Color taskColour(Task task) {
    const std::uint32_t rgb = info(task).colour;
    return {Uint8(rgb >> 16), Uint8(rgb >> 8), Uint8(rgb), 255};
}

void addTaskMarker(Geometry& g, Task task, const Rect& box) {
    const auto marker = taskMarker(task);
    if (!marker) return;
    const Vec2 centre{box.x + box.w / 2, box.y + box.h / 2};
    g.fan(centre, markerOutline(*marker, centre, std::min(box.w, box.h) / 2), taskColour(task));
}

void drawFrame(SDL_Renderer* renderer, Text& text, DrawScratch& scratch, const AppState& app) {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(renderer, palette::kPanel.r, palette::kPanel.g, palette::kPanel.b, 255);
    SDL_RenderClear(renderer);

    std::optional<Inspection> inspection;
    if (app.inspector == Inspector::Showing && app.inspected < app.world.boids.size()) {
        inspection = inspect(app.world, app.inspected, app.active);
    }
    drawWorld(renderer, text, scratch, app, inspection ? &*inspection : nullptr);
    drawPanel(renderer, text, scratch, app);
    drawHandSign(renderer, text, app);
    drawBanner(renderer, text, app);
    if (inspection) drawReadout(renderer, text, app, *inspection);
    drawHelp(renderer, text, app);
}

}  // namespace boids::app

// Drawing a whole frame, with the overlays on top (banner, inspector readout, help), and the colour of each tone.
#include "draw.h"

#include <algorithm>

#include "geometry.h"

namespace boids::app {

namespace {

void drawBox(SDL_Renderer* renderer, const Rect& r) {
    fillRect(renderer, {r.x - 1, r.y - 1, r.w + 2, 1}, palette::kEdge);
    fillRect(renderer, {r.x - 1, r.bottom(), r.w + 2, 1}, palette::kEdge);
    fillRect(renderer, {r.x - 1, r.y, 1, r.h}, palette::kEdge);
    fillRect(renderer, {r.right(), r.y, 1, r.h}, palette::kEdge);
    fillRect(renderer, r, palette::kOverlay);
}

void drawBanner(SDL_Renderer* renderer, Text& text, const AppState& app) {
    const auto banner = bannerText(app);
    if (!banner || !text.hasFont()) return;
    const Vec2 size = text.measure(banner->text);
    const Rect& world = app.layout.world;
    const Rect box{world.x + (world.w - size.x) / 2 - 14, world.y + 12, size.x + 28, size.y + 12};
    drawBox(renderer, box);
    text.draw(banner->text, {box.x + 14, box.y + 6}, toneColour(banner->tone));
}

void drawReadout(SDL_Renderer* renderer, Text& text, const AppState& app, const Inspection& inspection) {
    if (!text.hasFont()) return;
    const InspectorReadout readout = inspectorReadout(app, inspection);
    const float line = text.lineHeight(FontSize::Small) + 3;
    const float h = text.lineHeight() + 8 + line * float(readout.rows.size()) + 16;
    const Rect& world = app.layout.world;
    const Rect box{world.x + 12, world.bottom() - h - 12, 430, h};
    drawBox(renderer, box);
    float y = box.y + 8;
    text.draw(readout.heading, {box.x + 12, y}, toneColour(Tone::Normal));
    y += text.lineHeight() + 8;
    for (const InspectorRow& row : readout.rows) {
        const SDL_Color colour = row.task ? taskColour(*row.task) : palette::kInspected;
        text.draw(row.label, {box.x + 12, y}, colour, FontSize::Small);
        text.draw(row.value, {box.x + 104, y}, toneColour(row.zero ? Tone::Dim : Tone::Normal), FontSize::Small);
        text.draw(row.note, {box.x + 250, y}, toneColour(Tone::Dim), FontSize::Small);
        y += line;
    }
}

void drawHelp(SDL_Renderer* renderer, Text& text, const AppState& app) {
    if (!app.showHelp || !text.hasFont()) return;
    const auto lines = helpLines();
    const float line = text.lineHeight() + 6;
    const float w = 500;
    const float h = 60 + line * float(lines.size()) + 34;
    const Rect& world = app.layout.world;
    const Rect box{world.x + (world.w - w) / 2, world.y + std::max((world.h - h) / 2, 8.0f), w, h};
    drawBox(renderer, box);
    text.draw("Keys", {box.x + 24, box.y + 16}, toneColour(Tone::Normal), FontSize::Title);
    float y = box.y + 60;
    for (const HelpLine& l : lines) {
        text.draw(l.key, {box.x + 24, y}, toneColour(Tone::Warning));
        text.draw(l.action, {box.x + 120, y}, toneColour(Tone::Normal));
        y += line;
    }
    text.draw("H, ? or Esc closes this", {box.x + w - 24, y + 6}, toneColour(Tone::Dim), FontSize::Small, Align::Right);
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

SDL_Color taskColour(Task task) {
    switch (task) {
        case Task::Alignment: return {86, 156, 255, 255};
        case Task::Separation: return {255, 104, 96, 255};
        case Task::Cohesion: return {104, 214, 124, 255};
        case Task::Flee: return {255, 168, 56, 255};
        case Task::ObstacleAvoid: return {214, 122, 255, 255};
    }
    return {255, 255, 255, 255};
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
    drawBanner(renderer, text, app);
    if (inspection) drawReadout(renderer, text, app, *inspection);
    drawHelp(renderer, text, app);
}

}  // namespace boids::app

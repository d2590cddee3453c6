// Drawing the world: boids and predators as triangles (one SDL_RenderGeometry call each) or, when bodies are tiny,
// the background and boids as one texture of pixels; obstacles, the mouse's ring, and the force inspector's radius,
// neighbours and arrows.
#include "draw.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <span>
#include <vector>

#include "geometry.h"
#include "inspector_layout.h"
#include "tiny_bodies.h"

namespace boids::app {

namespace {

// A triangle pointing along `velocity` at `position`: `length` units from back to tip (more when zoomed out).
void addBody(Geometry& g, const Layout& layout, Vec2 position, Vec2 velocity, float length, SDL_Color colour) {
    length = drawnLength(layout, length);
    Vec2 heading = normalized(velocity);
    if (heading == Vec2{}) heading = {1, 0};
    const Vec2 side{-heading.y, heading.x};
    const Vec2 tip = position + heading * (length * 0.6f);
    const Vec2 back = position - heading * (length * 0.4f);
    g.triangle(toScreen(layout, tip), toScreen(layout, back + side * (length * 0.33f)),
               toScreen(layout, back - side * (length * 0.33f)), colour);
}

// Faint lines every 100 units, or every 200, 400 ... in a grown world, so that they stay 30 pixels apart or more.
void drawGrid(SDL_Renderer* renderer, Geometry& g, const Layout& layout, Vec2 worldSize) {
    float spacing = 100;
    while (spacing * layout.scale < 30) spacing *= 2;
    for (float x = spacing; x < worldSize.x; x += spacing) {
        g.line(toScreen(layout, {x, 0}), toScreen(layout, {x, worldSize.y}), 1, palette::kGrid);
    }
    for (float y = spacing; y < worldSize.y; y += spacing) {
        g.line(toScreen(layout, {0, y}), toScreen(layout, {worldSize.x, y}), 1, palette::kGrid);
    }
    g.draw(renderer);
}

void drawObstacles(SDL_Renderer* renderer, Geometry& g, const AppState& app) {
    for (const Obstacle& o : app.world.obstacles) {
        const Vec2 c = toScreen(app.layout, o.center);
        const float r = o.radius * app.layout.scale;
        g.disc(c, r, palette::kObstacle);
        g.ring(c, r, 2, palette::kObstacleEdge);
    }
    g.draw(renderer);
}

// A colour as a pixel of SDL_PIXELFORMAT_RGB888 (the top byte unused).
std::uint32_t rgb(SDL_Color c) {
    return std::uint32_t(c.r) << 16 | std::uint32_t(c.g) << 8 | std::uint32_t(c.b);
}

// scratch.highlighted for this inspection: the inspected boid and its neighbours.
void markHighlighted(DrawScratch& scratch, const AppState& app, const Inspection* inspection) {
    std::vector<std::uint8_t>& highlighted = scratch.highlighted;
    if (!inspection) return;
    highlighted.assign(app.world.boids.size(), 0);
    for (std::uint32_t n : inspection->neighbors) highlighted[n] = 1;
    if (app.inspected < highlighted.size()) highlighted[app.inspected] = 1;
}

// When bodies are under kTinyBodyPixels long on screen: the world's background and every boid (but the highlighted
// ones) as pixels, in one opaque texture covering `area`, the world's rectangle on screen in whole pixels. True
// when drawn; false, having drawn nothing, when bodies are larger or SDL gives no texture to write.
bool drawTinyBodies(SDL_Renderer* renderer, DrawScratch& scratch, const AppState& app, const SDL_Rect& area,
                    const Inspection* inspection) {
    if (!drawnAsDots(app.layout)) return false;
    const float length = bodyPixels(app.layout);
    SDL_Texture* texture = scratch.tinyBodies.get(renderer, area.w, area.h);
    void* pixels = nullptr;
    int pitch = 0;
    if (!texture || SDL_LockTexture(texture, nullptr, &pixels, &pitch) != 0) return false;
    std::array<std::uint32_t, palette::kSpecies.size()> colours{};
    std::transform(palette::kSpecies.begin(), palette::kSpecies.end(), colours.begin(), rgb);
    const std::span<const std::uint32_t> speciesColours(colours);
    const std::uint32_t boidColour = rgb(palette::kBoid);
    TinyBodies bodies;
    bodies.boids = app.world.boids;
    bodies.colours = app.world.params.species ? speciesColours : std::span(&boidColour, 1);
    if (inspection) bodies.skip = scratch.highlighted;
    bodies.length = length;
    bodies.background = rgb(palette::kWorld);
    // On the threads the step shares (T in the window: all of them or one).
    plotTinyBodiesShared({static_cast<std::uint32_t*>(pixels), area.w, area.h, pitch / int(sizeof(std::uint32_t))},
                         app.layout, {float(area.x), float(area.y)}, bodies, app.buffers.threads);
    SDL_UnlockTexture(texture);
    SDL_RenderCopy(renderer, texture, nullptr, &area);
    return true;
}

// The boids as triangles, in one call (all of them, or with `tinyDrawn` only the highlighted ones), and the
// predators.
void drawBoids(SDL_Renderer* renderer, DrawScratch& scratch, const AppState& app, const Inspection* inspection,
               bool tinyDrawn) {
    const World& w = app.world;
    Geometry& g = scratch.geometry;
    for (std::size_t i = 0; i < w.boids.size() && (!tinyDrawn || inspection); ++i) {
        const bool marked = inspection && scratch.highlighted[i] != 0;
        if (tinyDrawn && !marked) continue;
        const Boid& b = w.boids[i];
        SDL_Color colour = w.params.species ? palette::kSpecies[b.species % palette::kSpecies.size()] : palette::kBoid;
        float size = 13;
        if (inspection && i == app.inspected) {
            colour = palette::kInspected;
            size = 18;
        } else if (marked) {
            colour = palette::kNeighbour;
        }
        addBody(g, app.layout, b.position, b.velocity, boidLength(app.layout, size), colour);
    }
    g.draw(renderer);  // every boid as a triangle in one call

    if (w.params.model != Model::Workshop) return;  // the seeds' models have no predators
    for (const Predator& p : w.predators) addBody(g, app.layout, p.position, p.velocity, 24, palette::kPredator);
    g.draw(renderer);  // every predator in one call
}

void drawMouse(SDL_Renderer* renderer, Geometry& g, const AppState& app) {
    if (!app.world.mousePredator || app.world.params.model != Model::Workshop) return;
    const Vec2 c = toScreen(app.layout, *app.world.mousePredator);
    g.ring(c, app.world.params.fleeRadius * app.layout.scale, 2, palette::kMouse);  // boids inside it flee
    g.disc(c, 3, palette::kMouse);
    g.draw(renderer);
}

void drawInspection(SDL_Renderer* renderer, Text& text, Geometry& g, const AppState& app,
                    const Inspection& inspection) {
    const Boid& boid = app.world.boids[app.inspected];
    const Vec2 c = toScreen(app.layout, boid.position);
    const float radius = app.world.params.neighborRadius * app.layout.scale;
    g.disc(c, radius, SDL_Color{255, 255, 255, 18});
    g.ring(c, radius, 1.5f, SDL_Color{255, 255, 255, 120});
    g.ring(c, kInspectedRing, 2, palette::kInspected);  // the boid itself

    // The arrows and labels where inspector_layout.h puts them, clear of the readout, which is drawn over the world:
    // each arrow on its outline, in order; each label on a dark ground, so that it reads over the flock.
    std::optional<Rect> readout;
    if (text.hasFont()) readout = layoutReadout(app, inspectorReadout(app, inspection), text).box;
    const InspectorLayout placed = layoutInspector(app.layout, c, inspection.forces, text, readout);
    for (const InspectorArrow& a : placed.arrows) {
        g.arrow(grownBy(a.shape, kArrowOutline), palette::kOverlay);
        g.arrow(a.shape, a.task ? taskColour(*a.task) : palette::kInspected);
    }
    for (const InspectorLabel& l : placed.labels) {
        g.rect(l.box, palette::kOverlay);
        if (l.task && l.marker) addTaskMarker(g, *l.task, *l.marker);
    }
    g.draw(renderer);  // the arrows, the labels' grounds and markers, then the labels
    for (const InspectorLabel& l : placed.labels) {
        text.draw(l.text, l.textAt, l.task ? taskColour(*l.task) : palette::kInspected, FontSize::Small);
    }
}

}  // namespace

StreamingTexture::~StreamingTexture() {
    if (texture_) SDL_DestroyTexture(texture_);
}

SDL_Texture* StreamingTexture::get(SDL_Renderer* renderer, int width, int height) {
    if (renderer == renderer_ && width == width_ && height == height_) return texture_;
    if (texture_) SDL_DestroyTexture(texture_);
    texture_ = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGB888, SDL_TEXTUREACCESS_STREAMING, width, height);
    if (texture_) SDL_SetTextureBlendMode(texture_, SDL_BLENDMODE_NONE);
    renderer_ = renderer;
    width_ = width;
    height_ = height;
    return texture_;
}

void drawWorld(SDL_Renderer* renderer, Text& text, DrawScratch& scratch, const AppState& app,
               const Inspection* inspection) {
    const Layout& layout = app.layout;
    const bool flat = app.world.params.model != Model::Flock3D;
    const SDL_Rect clip{int(layout.world.x), int(layout.world.y), int(std::ceil(layout.world.w)),
                        int(std::ceil(layout.world.h))};
    fillRect(renderer, layout.worldArea, palette::kLetterbox);
    if (flat) markHighlighted(scratch, app, inspection);
    // Tiny bodies come with the world's background, so first, and under the grid and obstacles (which boids rarely
    // overlap).
    const bool tinyDrawn = flat && drawTinyBodies(renderer, scratch, app, clip, inspection);
    if (!tinyDrawn) fillRect(renderer, layout.world, palette::kWorld);

    SDL_RenderSetClipRect(renderer, &clip);
    if (!flat) {
        drawWorld3D(renderer, scratch, app);
        SDL_RenderSetClipRect(renderer, nullptr);
        return;
    }
    drawGrid(renderer, scratch.geometry, layout, app.world.params.worldSize);
    if (app.world.params.model == Model::Workshop) drawObstacles(renderer, scratch.geometry, app);

    drawBoids(renderer, scratch, app, inspection, tinyDrawn);
    drawMouse(renderer, scratch.geometry, app);
    if (inspection) drawInspection(renderer, text, scratch.geometry, app, *inspection);
    SDL_RenderSetClipRect(renderer, nullptr);
}

}  // namespace boids::app

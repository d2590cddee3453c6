// Drawing the world: boids and predators as triangles (one SDL_RenderGeometry call each), obstacles, the mouse's
// ring, and the force inspector's radius, neighbours and arrows.
#include "draw.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "geometry.h"

namespace boids::app {

namespace {

// Screen pixels per unit of force for the inspector's arrows, and the longest arrow.
constexpr float kArrowPixelsPerUnit = 60;
constexpr float kLongestArrow = 180;

// A triangle pointing along `velocity` at `position`: `length` units from back to tip (more when zoomed out).
void addBody(Geometry& g, const Layout& layout, Vec2 position, Vec2 velocity, float length, SDL_Color colour) {
    // On screen, no smaller than 70% of full size in a small window; but in a world grown for a huge flock (drawn at
    // under half size) the bodies shrink with the view, down to a few pixels, so that the flock stays legible.
    const float smallest = 0.7f * std::min(1.0f, std::sqrt(layout.scale / 0.5f));
    length = std::max(length, length * smallest / layout.scale);
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

void drawBoids(SDL_Renderer* renderer, DrawScratch& scratch, const AppState& app, const Inspection* inspection) {
    const World& w = app.world;
    std::vector<bool>& highlighted = scratch.highlighted;
    if (inspection) {
        highlighted.assign(w.boids.size(), false);
        for (std::uint32_t n : inspection->neighbors) highlighted[n] = true;
    }
    Geometry& g = scratch.geometry;
    const float zoom = std::max(app.layout.scale, 1.0f);  // a small world shown enlarged: boids keep their pixel size
    for (std::size_t i = 0; i < w.boids.size(); ++i) {
        const Boid& b = w.boids[i];
        SDL_Color colour = w.params.species ? palette::kSpecies[b.species % palette::kSpecies.size()] : palette::kBoid;
        float size = 13;
        if (inspection && i == app.inspected) {
            colour = palette::kInspected;
            size = 18;
        } else if (inspection && highlighted[i]) {
            colour = palette::kNeighbour;
        }
        addBody(g, app.layout, b.position, b.velocity, size / zoom, colour);
    }
    g.draw(renderer);  // every boid in one call

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
    g.ring(c, 13, 2, palette::kInspected);  // the boid itself

    // Each force as an arrow from the boid, y flipped for the screen; the total in white.
    struct Label {
        Vec2 at;
        std::string text;
        SDL_Color colour;
    };
    std::vector<Label> labels;
    auto arrow = [&](Vec2 force, SDL_Color colour, std::string label, float thickness) {
        if (force == Vec2{}) return;
        Vec2 screen = Vec2{force.x, -force.y} * kArrowPixelsPerUnit;
        screen = limited(screen, kLongestArrow);
        g.arrow(c, c + screen, thickness, colour);
        const Vec2 along = normalized(screen);
        labels.push_back({c + screen + along * 10, std::move(label), colour});
    };
    for (Task task : kAllTasks) {
        arrow(inspection.forces.forces[std::size_t(index(task))], taskColour(task), forceLabel(task), 2.5f);
    }
    arrow(inspection.forces.total, palette::kInspected, "total", 3.5f);
    g.draw(renderer);

    // Labels beyond the arrows' tips, each moved down until it overlaps no earlier one.
    std::vector<Rect> placed;
    for (const Label& l : labels) {
        const Vec2 size = text.measure(l.text, FontSize::Small);
        float x = l.at.x;
        if (l.at.x < c.x - 4) {
            x -= size.x;  // left of the boid: end at the tip
        } else if (l.at.x <= c.x + 4) {
            x -= size.x / 2;  // straight up or down: centred
        }
        Rect r{x, l.at.y - size.y / 2, size.x, size.y};
        for (bool moved = true; moved;) {
            moved = false;
            for (const Rect& p : placed) {
                if (r.x < p.right() && p.x < r.right() && r.y < p.bottom() && p.y < r.bottom()) {
                    r.y = p.bottom() + 1;
                    moved = true;
                }
            }
        }
        placed.push_back(r);
        text.draw(l.text, {r.x, r.y}, l.colour, FontSize::Small);
    }
}

}  // namespace

void drawWorld(SDL_Renderer* renderer, Text& text, DrawScratch& scratch, const AppState& app,
               const Inspection* inspection) {
    const Layout& layout = app.layout;
    fillRect(renderer, layout.worldArea, palette::kLetterbox);
    fillRect(renderer, layout.world, palette::kWorld);

    const SDL_Rect clip{int(layout.world.x), int(layout.world.y), int(std::ceil(layout.world.w)),
                        int(std::ceil(layout.world.h))};
    SDL_RenderSetClipRect(renderer, &clip);
    if (app.world.params.model == Model::Flock3D) {
        drawWorld3D(renderer, scratch, app);
        SDL_RenderSetClipRect(renderer, nullptr);
        return;
    }
    drawGrid(renderer, scratch.geometry, layout, app.world.params.worldSize);
    if (app.world.params.model == Model::Workshop) drawObstacles(renderer, scratch.geometry, app);

    drawBoids(renderer, scratch, app, inspection);
    drawMouse(renderer, scratch.geometry, app);
    if (inspection) drawInspection(renderer, text, scratch.geometry, app, *inspection);
    SDL_RenderSetClipRect(renderer, nullptr);
}

}  // namespace boids::app

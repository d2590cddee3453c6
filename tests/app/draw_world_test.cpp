// drawWorld with SDL's software renderer into a surface in memory (no display): a huge flock plotted as pixels
// shows every boid where the world has it, the inspector's boids on top, and the texture kept from frame to frame;
// and drawPanel: each force task's row starts with its marker in its colour.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <SDL.h>

#include "app_state.h"
#include "draw.h"
#include "fonts.h"
#include "markers.h"
#include "text.h"
#include "tiny_bodies.h"

namespace boids::app {
namespace {

constexpr int kHugeFlock = 100000;
// Per channel: the grid's faint lines tint what is under them, by up to 10 where two cross; so does the inspector's
// translucent disc, by 12.
constexpr int kTolerance = 16;

using SurfacePtr = std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)>;
using RendererPtr = std::unique_ptr<SDL_Renderer, decltype(&SDL_DestroyRenderer)>;

// The program's window for the workshop's world, as --headless opens it: the world at 100% beside the panel.
Vec2 programWindow() { return defaultWindowSize(Params{}.worldSize); }

// A flock of `boids` in the world the program grows for it, without obstacles or predators, so that the world shows
// only boids and the grid.
AppState flockOf(int boids) {
    Params params;
    params.numBoids = boids;
    AppState app = makeAppState(params, 1, linkedTasks(), nullptr, 0, programWindow());
    app.world.obstacles.clear();
    app.world.predators.clear();
    return app;
}

// One frame of the world drawn into a surface the window's size; the draw scratch dies before the renderer.
class Frame {
public:
    explicit Frame(Vec2 window)
        : surface_(SDL_CreateRGBSurfaceWithFormat(0, int(window.x), int(window.y), 32, SDL_PIXELFORMAT_RGB888),
                   SDL_FreeSurface),
          renderer_(surface_ ? SDL_CreateSoftwareRenderer(surface_.get()) : nullptr, SDL_DestroyRenderer) {}

    bool ready() const { return renderer_ != nullptr; }

    void draw(const AppState& app, const Inspection* inspection = nullptr) {
        std::string warning;
        Text text(renderer_.get(), std::nullopt, warning);
        DrawScratch scratch;
        drawWorld(renderer_.get(), text, scratch, app, inspection);
        SDL_RenderFlush(renderer_.get());
    }

    // The panel, with the window's font; false, having drawn nothing, when there is no font to draw with.
    bool drawPanelWithFont(const AppState& app) {
        std::string warning;
        Text text(renderer_.get(), chooseFont(std::nullopt, fontCandidates()).path, warning);
        if (!text.hasFont()) return false;
        DrawScratch scratch;
        drawPanel(renderer_.get(), text, scratch, app);
        SDL_RenderFlush(renderer_.get());
        markers_ = layoutPanel(app, text).markers;
        return true;
    }
    const std::vector<PlacedMarker>& markers() const { return markers_; }

    SDL_Color at(int x, int y) const {
        const auto* row = static_cast<const std::uint8_t*>(surface_->pixels) + std::ptrdiff_t(y) * surface_->pitch;
        SDL_Color c{0, 0, 0, 255};
        SDL_GetRGB(reinterpret_cast<const std::uint32_t*>(row)[x], surface_->format, &c.r, &c.g, &c.b);
        return c;
    }
    SDL_Color at(const Layout& layout, Vec2 world) const {
        const Vec2 s = toScreen(layout, world);
        return at(int(std::floor(s.x)), int(std::floor(s.y)));
    }

    // True when the world position is on the surface (the world's top and right edges are just off it).
    bool holds(const Layout& layout, Vec2 world) const {
        const Vec2 s = toScreen(layout, world);
        return s.x >= 0 && s.x < float(surface_->w) && s.y >= 0 && s.y < float(surface_->h);
    }

    SDL_Renderer* renderer() const { return renderer_.get(); }

private:
    SurfacePtr surface_;
    RendererPtr renderer_;
    std::vector<PlacedMarker> markers_;  // where the last panel drawn put them
};

bool near(SDL_Color a, SDL_Color b, int tolerance) {
    return std::abs(a.r - b.r) <= tolerance && std::abs(a.g - b.g) <= tolerance && std::abs(a.b - b.b) <= tolerance;
}

TEST(DrawWorld, TheDefaultFlockKeepsItsTrianglesAndAHugeOneIsPlottedAsPixels) {
    EXPECT_GE(bodyPixels(flockOf(Params{}.numBoids).layout), kTinyBodyPixels);
    EXPECT_LT(bodyPixels(flockOf(kHugeFlock).layout), kTinyBodyPixels);
}

TEST(DrawWorld, AHugeFlocksBoidsAreDrawnWhereTheWorldHasThem) {
    AppState app = flockOf(kHugeFlock);
    // Every boid into the left half of the world: the right half must show none.
    const float half = app.world.params.worldSize.x / 2;
    for (Boid& b : app.world.boids) b.position.x *= 0.5f;
    Frame frame(programWindow());
    ASSERT_TRUE(frame.ready()) << SDL_GetError();
    frame.draw(app);

    int missing = 0;
    for (const Boid& b : app.world.boids) {
        if (frame.holds(app.layout, b.position)) {
            missing += !near(frame.at(app.layout, b.position), palette::kBoid, kTolerance);
        }
    }
    EXPECT_EQ(missing, 0);

    constexpr float kBodyReach = 5;  // pixels: more than a body reaches beyond its boid here
    const Vec2 from = toScreen(app.layout, {half, 0});
    const Vec2 to = toScreen(app.layout, app.world.params.worldSize);
    int stray = 0;
    for (int y = int(to.y); y < int(from.y); ++y) {
        for (int x = int(from.x + kBodyReach); x < int(to.x); ++x) {
            stray += near(frame.at(x, y), palette::kBoid, kTolerance);
        }
    }
    EXPECT_EQ(stray, 0);
}

TEST(DrawWorld, TheInspectedBoidAndItsNeighboursStayOnTopOfAHugeFlock) {
    AppState app = flockOf(kHugeFlock);
    const Vec2 centre = app.world.params.worldSize * 0.5f;
    // Units between the inspector's boids: about 3.5 pixels at this flock's scale, inside the neighbour radius's ring.
    constexpr float kSpacing = 25;
    constexpr float kClear = 200;   // units around them that the rest of the flock leaves
    for (Boid& b : app.world.boids) {
        if (distance(b.position, centre) < kClear) b.position.y += 2 * kClear;
    }
    constexpr std::size_t kInspected = 7;
    constexpr std::uint32_t kNeighbours[] = {11, 12};
    app.inspected = kInspected;
    app.world.boids[kInspected] = {centre, {1, 0}};
    app.world.boids[kNeighbours[0]] = {centre + Vec2{0, kSpacing}, {1, 0}};
    app.world.boids[kNeighbours[1]] = {centre + Vec2{0, -kSpacing}, {1, 0}};
    Inspection inspection;  // no forces: no arrows over the boids
    inspection.neighbors.assign(std::begin(kNeighbours), std::end(kNeighbours));

    Frame frame(programWindow());
    ASSERT_TRUE(frame.ready()) << SDL_GetError();
    frame.draw(app, &inspection);
    EXPECT_TRUE(near(frame.at(app.layout, centre), palette::kInspected, kTolerance));
    for (std::uint32_t n : kNeighbours) {
        EXPECT_TRUE(near(frame.at(app.layout, app.world.boids[n].position), palette::kNeighbour, kTolerance));
    }
    // Drawn once, as highlighted triangles: no boid-coloured pixel of them plotted underneath shows anywhere near.
    constexpr float kBodyReach = 5;  // pixels: more than the rest of the flock's bodies reach beyond their boids
    const Vec2 c = toScreen(app.layout, centre);
    const float reach = kClear * app.layout.scale - kBodyReach;
    int boidColoured = 0;
    for (int y = int(c.y - reach); y <= int(c.y + reach); ++y) {
        for (int x = int(c.x - reach); x <= int(c.x + reach); ++x) {
            if (distance({float(x), float(y)}, c) > reach) continue;
            boidColoured += near(frame.at(x, y), palette::kBoid, kTolerance);
        }
    }
    EXPECT_EQ(boidColoured, 0);
}

// Each force task's row has its marker, drawn in its colour: near the middle of its box (every shape covers a fifth
// of the radius around it), and over a share of the box that tells its shape (a square fills most of it, a star or
// a cross much less). SDL's software renderer once drew the diamond as half a box: this caught it.
TEST(DrawPanel, EachForceTasksRowStartsWithItsMarkerInItsColour) {
    AppState app = flockOf(Params{}.numBoids);
    Frame frame(programWindow());
    ASSERT_TRUE(frame.ready()) << SDL_GetError();
    if (!frame.drawPanelWithFont(app)) GTEST_SKIP() << "no font (the kit wants fonts-dejavu-core)";
    ASSERT_EQ(frame.markers().size(), forceTasks().size());
    constexpr int kExact = 2;  // an opaque triangle's own colour, give or take rounding
    std::set<int> covers;
    for (const PlacedMarker& m : frame.markers()) {
        SCOPED_TRACE(m.what);
        const SDL_Color colour = taskColour(m.task);
        const float offMiddle = m.box.w / 10;
        const SDL_Color seen = frame.at(int(m.box.x + m.box.w / 2 + offMiddle), int(m.box.y + m.box.h / 2 + offMiddle));
        EXPECT_TRUE(near(seen, colour, kExact)) << "rgb " << int(seen.r) << " " << int(seen.g) << " " << int(seen.b);
        int covered = 0;
        for (int y = int(m.box.y); y < int(m.box.bottom()); ++y) {
            for (int x = int(m.box.x); x < int(m.box.right()); ++x) covered += near(frame.at(x, y), colour, kExact);
        }
        covers.insert(covered);

    }
    EXPECT_EQ(covers.size(), frame.markers().size()) << "two shapes cover as many pixels: they may be the same";
}

TEST(StreamingTexture, IsMadeOnceAndMadeAnewOnlyWhenTheSizeChanges) {
    constexpr int kWidth = 120;
    constexpr int kHeight = 80;
    constexpr int kWider = 160;
    Frame frame({kWider, kHeight});
    ASSERT_TRUE(frame.ready()) << SDL_GetError();
    StreamingTexture texture;
    SDL_Texture* first = texture.get(frame.renderer(), kWidth, kHeight);
    ASSERT_NE(first, nullptr) << SDL_GetError();
    EXPECT_EQ(texture.get(frame.renderer(), kWidth, kHeight), first);

    SDL_Texture* wider = texture.get(frame.renderer(), kWider, kHeight);
    ASSERT_NE(wider, nullptr) << SDL_GetError();
    int w = 0;
    int h = 0;
    SDL_QueryTexture(wider, nullptr, nullptr, &w, &h);
    EXPECT_EQ(w, kWider);
    EXPECT_EQ(h, kHeight);
    EXPECT_EQ(texture.get(frame.renderer(), kWider, kHeight), wider);
}

}  // namespace
}  // namespace boids::app

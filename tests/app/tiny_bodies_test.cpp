// The tiny bodies' plotter (tiny_bodies.h): each boid in its colour at its pixel, its heading showing, and nothing
// written outside the pixel span, wherever the boids are.
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include <boids/thread_pool.h>

#include "layout.h"
#include "tiny_bodies.h"

namespace boids::app {
namespace {
namespace tiny_bodies_test {  // its own names: the tests are compiled as one file with others (a unity build)

constexpr Vec2 kWorld{1200, 900};
constexpr Vec2 kWindow{1200 + kPanelWidth, 900};  // the world at 100%: one unit, one pixel
constexpr std::uint32_t kBackground = 0x0d141f;
constexpr std::uint32_t kColour = 0x78c8ff;
constexpr std::uint32_t kSentinel = 0xdeadbeef;  // around the span: must stay as it is
constexpr float kLength = 4;                      // pixels from back to tip
constexpr int kBorder = 8;                        // sentinel pixels on each side of the span

// A span of the world's size inside a larger buffer of sentinels, rows `kBorder` pixels wider on each side.
struct Canvas {
    int width = int(kWorld.x);
    int height = int(kWorld.y);
    int pitch = width + 2 * kBorder;
    std::vector<std::uint32_t> buffer =
        std::vector<std::uint32_t>(std::size_t(pitch * (height + 2 * kBorder)), kSentinel);

    PixelSpan span() { return {buffer.data() + kBorder * pitch + kBorder, width, height, pitch}; }
    std::uint32_t at(int x, int y) const { return buffer[std::size_t((y + kBorder) * pitch + x + kBorder)]; }
    bool inside(int x, int y) const { return x >= 0 && x < width && y >= 0 && y < height; }
};

struct Plotted {
    Canvas canvas;
    Layout layout;
};

Plotted plot(const std::vector<Boid>& boids, float length = kLength, std::span<const std::uint32_t> colours = {},
             std::span<const std::uint8_t> skip = {}, Vec2 world = kWorld) {
    Plotted p;
    p.layout = computeLayout(kWindow, world);
    const std::uint32_t colour = kColour;
    TinyBodies bodies;
    bodies.boids = boids;
    bodies.colours = colours.empty() ? std::span(&colour, 1) : colours;
    bodies.skip = skip;
    bodies.length = length;
    bodies.background = kBackground;
    plotTinyBodies(p.canvas.span(), p.layout, {p.layout.world.x, p.layout.world.y}, bodies);
    return p;
}

// The pixel under a world position.
struct Pixel {
    int x;
    int y;
};
Pixel pixelOf(const Layout& layout, Vec2 world) {
    const Vec2 s = toScreen(layout, world);
    return {int(std::floor(s.x - layout.world.x)), int(std::floor(s.y - layout.world.y))};
}

// The coloured pixels' offsets from `centre`.
std::vector<Vec2> colouredAround(const Canvas& c, Pixel centre, int reach) {
    std::vector<Vec2> found;
    for (int dy = -reach; dy <= reach; ++dy) {
        for (int dx = -reach; dx <= reach; ++dx) {
            if (c.inside(centre.x + dx, centre.y + dy) && c.at(centre.x + dx, centre.y + dy) != kBackground) {
                found.push_back({float(dx), float(dy)});
            }
        }
    }
    return found;
}

int countNot(const Canvas& c, std::uint32_t value) {
    int n = 0;
    for (int y = 0; y < c.height; ++y) {
        for (int x = 0; x < c.width; ++x) n += c.at(x, y) != value;
    }
    return n;
}

bool sentinelsIntact(const Canvas& c) {
    for (int y = -kBorder; y < c.height + kBorder; ++y) {
        for (int x = -kBorder; x < c.width + kBorder; ++x) {
            if (!c.inside(x, y) && c.at(x, y) != kSentinel) return false;
        }
    }
    return true;
}

TEST(TinyBodies, ABoidIsPlottedInItsColourAtItsPixel) {
    const Vec2 position{300.25f, 420.75f};
    const Plotted p = plot({Boid{position, {1, 0}}});
    const Pixel at = pixelOf(p.layout, position);
    EXPECT_EQ(p.canvas.at(at.x, at.y), kColour);
}

TEST(TinyBodies, EverythingElseIsTheBackground) {
    constexpr int kReach = 4;  // a body kLength long lies within this many pixels of its boid's
    const Vec2 position{600, 450};
    const Plotted p = plot({Boid{position, {0, 1}}});
    const auto coloured = colouredAround(p.canvas, pixelOf(p.layout, position), kReach);
    EXPECT_GE(coloured.size(), 3u);  // a triangle, not a dot
    EXPECT_EQ(countNot(p.canvas, kBackground), int(coloured.size()));
}

// For every heading, the body reaches further ahead of the boid than behind it, and at least `ahead` pixels ahead.
void expectHeadingShows(float length, float ahead) {
    constexpr int kDirectionsTried = 16;
    constexpr int kReach = 5;
    for (int k = 0; k < kDirectionsTried; ++k) {
        const float angle = 2 * kPi * float(k) / kDirectionsTried;
        const Vec2 velocity{3 * std::cos(angle), 3 * std::sin(angle)};  // world terms, y up
        const Vec2 position{500.5f, 400.5f};
        const Plotted p = plot({Boid{position, velocity}}, length);
        const Vec2 heading{std::cos(angle), -std::sin(angle)};  // on screen, y down
        float front = -1e9f;
        float rear = -1e9f;
        for (Vec2 d : colouredAround(p.canvas, pixelOf(p.layout, position), kReach)) {
            front = std::max(front, dot(d, heading));
            rear = std::max(rear, -dot(d, heading));
        }
        EXPECT_GE(front, ahead) << "length " << length << ", heading " << angle << " radians";
        EXPECT_GT(front, rear) << "length " << length << ", heading " << angle << " radians";
    }
}

TEST(TinyBodies, EveryBodyShowsItsHeadingWithPixelsAheadOfTheBoid) {
    constexpr float kShortest = 1;    // a pixel long: the boid's pixel and the one ahead
    constexpr float kSmallest = 0.5f;  // pixels ahead: the next pixel, along any heading
    expectHeadingShows(kShortest, kSmallest);
    constexpr float kFourPixels = 4;  // tip 2.4 pixels ahead
    constexpr float kFourAhead = 1.4f;
    expectHeadingShows(kFourPixels, kFourAhead);
    expectHeadingShows(kTinyBodyPixels, kFourAhead);
}

TEST(TinyBodies, AStillBoidHeadsAlongX) {
    const Vec2 position{200.5f, 200.5f};
    for (Vec2 velocity : {Vec2{0, 0}, Vec2{std::numeric_limits<float>::quiet_NaN(), 1},
                          Vec2{std::numeric_limits<float>::infinity(), 0}}) {
        const Plotted p = plot({Boid{position, velocity}});
        const Pixel at = pixelOf(p.layout, position);
        EXPECT_EQ(p.canvas.at(at.x + 1, at.y), kColour);
        EXPECT_EQ(p.canvas.at(at.x - 3, at.y), kBackground);
    }
}

TEST(TinyBodies, BoidsOnAndBeyondTheEdgesWriteNothingOutsideTheSpan) {
    constexpr float kInf = std::numeric_limits<float>::infinity();
    constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
    constexpr float kHuge = 1e30f;
    constexpr float kJustOut = 2;  // units beyond an edge: the body still reaches in
    std::vector<Boid> boids;
    for (Vec2 position : {Vec2{0, 0}, Vec2{kWorld.x, 0}, Vec2{0, kWorld.y}, kWorld, Vec2{kWorld.x - 0.01f, 450},
                          Vec2{-kJustOut, 450}, Vec2{kWorld.x + kJustOut, 450}, Vec2{600, -kJustOut},
                          Vec2{600, kWorld.y + kJustOut}, Vec2{-kHuge, 450}, Vec2{kHuge, kHuge}, Vec2{kInf, 0},
                          Vec2{0, -kInf}, Vec2{kNaN, 450}, Vec2{600, kNaN}}) {
        for (Vec2 velocity : {Vec2{1, 0}, Vec2{-1, 0}, Vec2{0, 1}, Vec2{0, -1}, Vec2{1, 1}, Vec2{-1, -1}}) {
            boids.push_back({position, velocity});
        }
    }
    const Plotted p = plot(boids, kLongestTinyBody);
    EXPECT_TRUE(sentinelsIntact(p.canvas));
    EXPECT_EQ(p.canvas.at(0, p.canvas.height - 1), kColour);  // the world's origin, bottom-left
    EXPECT_EQ(p.canvas.at(p.canvas.width - 1, 0), kColour);   // its far corner
    EXPECT_EQ(p.canvas.at(0, 450), kColour);                    // a boid just beyond the left edge reaches in
}

TEST(TinyBodies, ASpanNarrowerThanItsRowsKeepsToItsWidth) {
    // The sentinels beside each row are the rows' pixels beyond `width`: a boid at the right edge leaves them.
    std::vector<Boid> boids;
    for (float y = 0; y < kWorld.y; y += 3) boids.push_back({{kWorld.x - 0.5f, y}, {1, 0}});
    const Plotted p = plot(boids, kLongestTinyBody);
    EXPECT_TRUE(sentinelsIntact(p.canvas));
}

TEST(TinyBodies, EachSpeciesHasItsColourFromThePalette) {
    constexpr std::uint32_t kPalette[] = {0x111111, 0x222222, 0x333333, 0x444444};
    constexpr std::uint8_t kSpecies = 2;
    constexpr std::uint8_t kWrapsToOne = 5;  // species beyond the palette wrap around it
    const Vec2 a{100.5f, 100.5f};
    const Vec2 b{300.5f, 100.5f};
    const Plotted p = plot({Boid{a, {1, 0}, kSpecies}, Boid{b, {1, 0}, kWrapsToOne}}, kLength, kPalette);
    const Pixel pa = pixelOf(p.layout, a);
    const Pixel pb = pixelOf(p.layout, b);
    EXPECT_EQ(p.canvas.at(pa.x, pa.y), kPalette[kSpecies]);
    EXPECT_EQ(p.canvas.at(pb.x, pb.y), kPalette[kWrapsToOne % 4]);
}

TEST(TinyBodies, SkippedBoidsAreLeftOut) {
    const Vec2 kept{100.5f, 100.5f};
    const Vec2 skipped{300.5f, 100.5f};
    const std::uint8_t skip[] = {0, 1};
    const Plotted p = plot({Boid{kept, {1, 0}}, Boid{skipped, {1, 0}}}, kLength, {}, skip);
    const Pixel pk = pixelOf(p.layout, kept);
    const Pixel ps = pixelOf(p.layout, skipped);
    EXPECT_EQ(p.canvas.at(pk.x, pk.y), kColour);
    EXPECT_EQ(p.canvas.at(ps.x, ps.y), kBackground);
}

TEST(TinyBodies, AScaledWorldPutsBoidsWhereTheLayoutDoes) {
    // A world larger than the window (under a fifth of a pixel per unit), letterboxed beside the panel.
    constexpr Vec2 kBigWorld{4800, 4800};
    const Vec2 position{3000, 1000};
    const Plotted p = plot({Boid{position, {1, 0}}}, kLength, {}, {}, kBigWorld);
    const Pixel at = pixelOf(p.layout, position);
    EXPECT_EQ(p.canvas.at(at.x, at.y), kColour);
    EXPECT_TRUE(sentinelsIntact(p.canvas));
}

// Shared by threads, each writing only its band of rows: the same pixels as on one thread, however many bands,
// with bodies that cross from one band into the next, overlap in four colours (the last one plotted shows), and
// sit on and beyond the span's edges; and a span of fewer rows than threads.
TEST(TinyBodies, SharedByThreadsItPlotsTheSamePixelsAsOnOneThread) {
    constexpr int kBoids = 20000;
    const std::uint32_t colours[] = {kColour, 0xff8040, 0x40ff80, 0xc040ff};
    std::mt19937 random(54);
    std::uniform_real_distribution<float> x(-4, kWorld.x + 4), y(-4, kWorld.y + 4), heading(-1, 1);
    std::vector<Boid> boids(kBoids);
    for (std::size_t i = 0; i < boids.size(); ++i) {
        boids[i] = {{x(random), y(random)}, {heading(random), heading(random)}, std::uint8_t(i % 4)};
    }
    TinyBodies bodies;
    bodies.boids = boids;
    bodies.colours = colours;
    bodies.length = kLongestTinyBody;
    bodies.background = kBackground;
    for (const int rows : {int(kWorld.y), 3}) {
        Canvas alone, shared;
        alone.height = shared.height = rows;
        const Layout layout = computeLayout(kWindow, kWorld);
        const Vec2 corner{layout.world.x, layout.world.y};
        plotTinyBodies(alone.span(), layout, corner, bodies);
        for (const int threads : {2, 3, 7, 64}) {
            ThreadPool pool(threads);
            std::fill(shared.buffer.begin(), shared.buffer.end(), kSentinel);
            plotTinyBodiesShared(shared.span(), layout, corner, bodies, &pool);
            std::size_t differ = 0;
            for (std::size_t k = 0; k < alone.buffer.size(); ++k) differ += alone.buffer[k] != shared.buffer[k] ? 1 : 0;
            EXPECT_EQ(differ, 0u) << threads << " threads, " << rows << " rows";
        }
    }
}

}  // namespace tiny_bodies_test
}  // namespace
}  // namespace boids::app

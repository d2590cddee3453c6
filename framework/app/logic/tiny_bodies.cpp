// Plotting a huge flock as pixels: one stamp (a pixel pattern) per heading, made once a call, stamped per boid.
#include "tiny_bodies.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstring>

namespace boids::app {

namespace {

constexpr int kDirections = 32;        // headings are rounded to one of these, evenly spaced
constexpr int kStampReach = 5;         // no stamp pixel lies further than this from the boid's pixel, in x or y
constexpr int kMostStampPixels = 48;   // more than a triangle kLongestTinyBody long covers
constexpr float kLargestHeading = 1e30f;  // beyond this (or NaN) a velocity component is no heading: +x instead

// The pixels one heading's body covers, relative to the boid's own pixel: as (dx, dy), and as a step in the span.
struct Stamp {
    int count = 0;
    std::array<std::int8_t, kMostStampPixels> dx{};
    std::array<std::int8_t, kMostStampPixels> dy{};
    std::array<std::ptrdiff_t, kMostStampPixels> step{};
};

void addPixel(Stamp& stamp, int dx, int dy, int pitch) {
    for (int i = 0; i < stamp.count; ++i) {
        if (stamp.dx[std::size_t(i)] == dx && stamp.dy[std::size_t(i)] == dy) return;
    }
    if (stamp.count == kMostStampPixels) return;
    const auto i = std::size_t(stamp.count++);
    stamp.dx[i] = std::int8_t(dx);
    stamp.dy[i] = std::int8_t(dy);
    stamp.step[i] = std::ptrdiff_t(dy) * pitch + dx;
}

// The body of `length` pixels heading along the unit vector `heading` (screen terms, y down), centred on the
// boid's pixel's centre: the pixels whose centres lie in its triangle, the boid's pixel, and the tip's pixel.
Stamp makeStamp(Vec2 heading, float length, int pitch) {
    const Vec2 side{-heading.y, heading.x};
    const Vec2 tip = heading * (length * 0.6f);
    const Vec2 back = heading * (-length * 0.4f);
    const Vec2 corners[3] = {tip, back + side * (length * 0.33f), back - side * (length * 0.33f)};
    Stamp stamp;
    addPixel(stamp, 0, 0, pitch);
    const Vec2 ahead = heading * std::max(length * 0.6f, 1.0f);  // the tip's pixel, whatever covers its centre
    addPixel(stamp, int(std::lround(ahead.x)), int(std::lround(ahead.y)), pitch);
    if (length < 1) return stamp;  // its triangle holds no pixel centre but the boid's own
    for (int dy = -kStampReach; dy <= kStampReach; ++dy) {
        for (int dx = -kStampReach; dx <= kStampReach; ++dx) {
            const Vec2 p{float(dx), float(dy)};
            bool anyBelow = false;
            bool anyAbove = false;
            for (int e = 0; e < 3; ++e) {
                const Vec2 a = corners[e];
                const Vec2 b = corners[(e + 1) % 3];
                const float turn = cross(b - a, p - a);
                anyBelow = anyBelow || turn < -1e-4f;
                anyAbove = anyAbove || turn > 1e-4f;
            }
            if (!(anyBelow && anyAbove)) addPixel(stamp, dx, dy, pitch);  // inside, edges included
        }
    }
    return stamp;
}

// The nearest of the kDirections headings to the screen vector (x, y): 0 is +x, then clockwise on screen (y down).
// atan2 within 1e-5 radians by a polynomial: the library's is a good part of the whole plot's time.
int directionOf(float x, float y) {
    const float ax = std::fabs(x);
    const float ay = std::fabs(y);
    if (!(ax <= kLargestHeading && ay <= kLargestHeading)) return 0;
    const float most = std::max(ax, ay);
    if (most == 0) return 0;
    const float t = std::min(ax, ay) / most;
    const float s = t * t;
    float angle = ((-0.0464964749f * s + 0.15931422f) * s - 0.327622764f) * s * t + t;  // in [0, pi/4]
    // Without branches, which a flock's random headings would mispredict half the time: pi/2 - angle when steep,
    // pi - angle leftward, negative upward.
    angle = std::fabs(float(ay > ax) * (kPi / 2) - angle);
    angle = std::fabs(float(x < 0) * kPi - angle);
    angle = std::copysign(angle, y);
    // angle is in [-pi, pi]: shifted to positive, truncation rounds to nearest.
    return int(angle * (kDirections / (2 * kPi)) + (kDirections + 0.5f)) % kDirections;
}

// The first row filled pixel by pixel, the others copied from it: memcpy moves blocks far faster than a loop of
// 32-bit stores that the compiler leaves as it is at -O2.
void fillPixels(PixelSpan out, std::uint32_t colour) {
    std::fill_n(out.pixels, out.width, colour);
    const std::size_t rowBytes = std::size_t(out.width) * sizeof(std::uint32_t);
    for (int y = 1; y < out.height; ++y) std::memcpy(out.pixels + std::ptrdiff_t(y) * out.pitch, out.pixels, rowBytes);
}

// plotTinyBodies() for the rows [firstRow, endRow) of `out` alone (at least one): the boids are placed in the
// whole span, so that a band's pixels are the whole plot's, bit for bit.
void plotRows(PixelSpan out, const Layout& layout, Vec2 corner, const TinyBodies& bodies, int firstRow, int endRow) {
    fillPixels({out.pixels + std::ptrdiff_t(firstRow) * out.pitch, out.width, endRow - firstRow, out.pitch},
               bodies.background);
    if (bodies.colours.empty()) return;

    const float length = bodies.length > 0 ? std::min(bodies.length, kLongestTinyBody) : 0.0f;
    std::array<Stamp, kDirections> stamps;
    int reach = 0;  // how far the stamps reach from the boid's pixel
    int most = 0;   // pixels in the largest stamp
    for (int k = 0; k < kDirections; ++k) {
        const float angle = 2 * kPi * float(k) / kDirections;
        Stamp& stamp = stamps[std::size_t(k)];
        stamp = makeStamp({std::cos(angle), std::sin(angle)}, length, out.pitch);
        most = std::max(most, stamp.count);
        for (int i = 0; i < stamp.count; ++i) {
            reach = std::max({reach, std::abs(int(stamp.dx[std::size_t(i)])), std::abs(int(stamp.dy[std::size_t(i)]))});
        }
    }
    // Every stamp as long as the largest, its boid's own pixel written again to fill: a loop of the same count for
    // every boid, which the processor predicts, is faster than fewer pixels.
    for (Stamp& stamp : stamps) {
        for (auto i = std::size_t(stamp.count); i < std::size_t(most); ++i) stamp.dx[i] = stamp.dy[i] = 0;
        for (auto i = std::size_t(stamp.count); i < std::size_t(most); ++i) stamp.step[i] = 0;
    }
    std::array<std::uint32_t, 256> colourOf{};  // by species: a byte, so every value has its entry
    for (std::size_t s = 0; s < colourOf.size(); ++s) colourOf[s] = bodies.colours[s % bodies.colours.size()];

    // World to span: the layout's transform less the corner.
    const float left = layout.world.x - corner.x;
    const float bottom = layout.world.bottom() - corner.y;
    const float scale = layout.scale;
    const float margin = float(reach);
    const float width = float(out.width);
    const float first = float(firstRow), last = float(endRow);
    for (std::size_t i = 0; i < bodies.boids.size(); ++i) {
        if (i < bodies.skip.size() && bodies.skip[i] != 0) continue;
        const Boid& b = bodies.boids[i];
        const float x = left + b.position.x * scale;
        const float y = bottom - b.position.y * scale;
        // Boids whose stamp cannot touch the span, NaN and infinity included, go no further: no conversion to int
        // of a float out of range.
        if (!(x >= -margin && x < width + margin && y >= first - margin && y < last + margin)) continue;
        const int px = int(x + margin) - reach;  // floor: x + margin >= 0 truncates as floor does
        const int py = int(y + margin) - reach;
        const Stamp& stamp = stamps[std::size_t(directionOf(b.velocity.x, -b.velocity.y))];
        const std::uint32_t colour = colourOf[b.species];
        if (px >= reach && px < out.width - reach && py >= firstRow + reach && py < endRow - reach) {
            std::uint32_t* at = out.pixels + std::ptrdiff_t(py) * out.pitch + px;
            for (int k = 0; k < most; ++k) at[stamp.step[std::size_t(k)]] = colour;  // all inside
            continue;
        }
        for (int k = 0; k < most; ++k) {  // near an edge: pixel by pixel
            const int sx = px + stamp.dx[std::size_t(k)];
            const int sy = py + stamp.dy[std::size_t(k)];
            if (sx >= 0 && sx < out.width && sy >= firstRow && sy < endRow) {
                out.pixels[std::ptrdiff_t(sy) * out.pitch + sx] = colour;
            }
        }
    }
}

}  // namespace

float drawnLength(const Layout& layout, float length) {
    const float smallest = 0.7f * std::min(1.0f, std::sqrt(layout.scale / 0.5f));
    return std::max(length, length * smallest / layout.scale);
}

float boidLength(const Layout& layout, float pixels) {
    const float zoom = std::max(layout.scale, 1.0f);  // a small world shown enlarged: boids keep their pixel size
    return pixels / zoom;
}

float bodyPixels(const Layout& layout) { return drawnLength(layout, boidLength(layout)) * layout.scale; }

void plotTinyBodies(PixelSpan out, const Layout& layout, Vec2 corner, const TinyBodies& bodies) {
    plotTinyBodiesShared(out, layout, corner, bodies, nullptr);
}

void plotTinyBodiesShared(PixelSpan out, const Layout& layout, Vec2 corner, const TinyBodies& bodies,
                          ThreadPool* threads) {
    if (!out.pixels || out.width <= 0 || out.height <= 0 || out.pitch < out.width) return;
    const int bands = threads ? std::min(threads->size(), out.height) : 1;
    if (bands <= 1) return plotRows(out, layout, corner, bodies, 0, out.height);
    threads->forEachChunk(std::size_t(bands), 1, [&](std::size_t begin, std::size_t end, int) {
        for (std::size_t band = begin; band < end; ++band) {
            plotRows(out, layout, corner, bodies, int(std::size_t(out.height) * band / std::size_t(bands)),
                     int(std::size_t(out.height) * (band + 1) / std::size_t(bands)));
        }
    });
}

}  // namespace boids::app

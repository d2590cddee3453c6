// A huge flock as pixels: every boid a tiny triangle plotted straight into a 32-bit pixel buffer (no SDL here).
#pragma once

#include <cstdint>
#include <span>

#include <boids/thread_pool.h>
#include <boids/vec2.h>
#include <boids/world.h>

#include "layout.h"

namespace boids::app {

// Bodies shorter than this on screen, in pixels, are plotted here rather than drawn as triangles: at that size a
// triangle each costs the software renderer far more than the few pixels it covers.
inline constexpr float kTinyBodyPixels = 6;

// The length in units of a body `length` units long at full size, as drawn: on screen, no smaller than 70% of full
// size in a small window; but in a world grown for a huge flock (drawn at under half size) the bodies shrink with
// the view, down to a few pixels, so that the flock stays legible.
float drawnLength(const Layout& layout, float length);

// The length in units at full size of a boid `pixels` long on screen at 100% (drawn larger when the view is zoomed
// out: drawnLength).
float boidLength(const Layout& layout, float pixels = 13);

// How long a boid's body is on screen in this layout, in pixels.
float bodyPixels(const Layout& layout);

// Whether the window plots the flock as dots in this layout (bodies under kTinyBodyPixels long on screen), where it
// would otherwise draw a triangle a boid.
inline bool drawnAsDots(const Layout& layout) { return bodyPixels(layout) < kTinyBodyPixels; }

// The longest body plotTinyBodies draws at its true length; longer ones are drawn this long.
inline constexpr float kLongestTinyBody = 8;

// Rows of 32-bit pixels: pixel (x, y) is pixels[y * pitch + x], for 0 <= x < width and 0 <= y < height.
struct PixelSpan {
    std::uint32_t* pixels = nullptr;
    int width = 0;
    int height = 0;
    int pitch = 0;  // pixels from the start of one row to the start of the next: width or more
};

// What to plot: the flock, each boid's colour, and the length of a body on screen.
struct TinyBodies {
    std::span<const Boid> boids;
    std::span<const std::uint32_t> colours;  // boid b is colours[b.species % colours.size()]; empty: none plotted
    std::span<const std::uint8_t> skip;      // per boid, nonzero: left out (drawn elsewhere); empty: none left out
    float length = 1;                        // pixels from back to tip, as drawWorld's triangles; at most
                                             // kLongestTinyBody
    std::uint32_t background = 0;            // where no boid is
};

// Sets every pixel of `out` to the background and plots each boid over it in its colour, written as given: the
// pixels whose centres lie in its triangle (tip 0.6 length ahead along the velocity in screen terms, back 0.4
// behind, 0.66 length wide at the back), and always the pixel under the boid and the pixel of the tip (at least the
// next pixel ahead), so that every boid shows its heading however short. Headings are rounded to 32 directions; a
// boid whose velocity is zero or not finite heads along +x.
// `corner` is the screen position (Layout's pixels) of out's pixel (0, 0): the boid at world position p sits in
// out's pixel floor(toScreen(layout, p) - corner). Writes nothing outside width x height, wherever the boids are
// (any float; boids at NaN or infinity are left out).
void plotTinyBodies(PixelSpan out, const Layout& layout, Vec2 corner, const TinyBodies& bodies);

// plotTinyBodies() shared by `threads` (null: on this thread alone): `out` cut into bands of rows, one a thread,
// each thread reading every boid and writing only its band's pixels. The same pixels as plotTinyBodies().
void plotTinyBodiesShared(PixelSpan out, const Layout& layout, Vec2 corner, const TinyBodies& bodies,
                          ThreadPool* threads);

}  // namespace boids::app

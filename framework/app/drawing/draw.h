// Drawing one frame from the state: the world, the panel and the overlays. Drawing reads the state and never
// changes it; what it fills is its own: the Text cache and the DrawScratch buffers.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include <SDL.h>

#include "app_state.h"
#include "geometry.h"
#include "panel_layout.h"
#include "panel_text.h"
#include "text.h"

namespace boids::app {

// The colours, in one place.
namespace palette {
inline constexpr SDL_Color kPanel{24, 29, 38, 255};
inline constexpr SDL_Color kLetterbox{9, 11, 15, 255};
inline constexpr SDL_Color kWorld{13, 20, 31, 255};
inline constexpr SDL_Color kGrid{255, 255, 255, 12};
inline constexpr SDL_Color kBoid{120, 200, 255, 255};  // tests/app/e2e_*.cmake count pixels of this colour
inline constexpr SDL_Color kNeighbour{255, 214, 90, 255};
inline constexpr SDL_Color kInspected{255, 255, 255, 255};
inline constexpr SDL_Color kPredator{255, 92, 72, 255};
inline constexpr SDL_Color kObstacle{48, 58, 76, 255};
inline constexpr SDL_Color kObstacleEdge{112, 128, 156, 255};
inline constexpr SDL_Color kMouse{255, 214, 90, 190};
inline constexpr SDL_Color kTrack{58, 67, 84, 255};
inline constexpr SDL_Color kTrackFilled{96, 160, 230, 255};
inline constexpr SDL_Color kHandle{232, 237, 245, 255};
inline constexpr SDL_Color kHandleActive{255, 214, 90, 255};
inline constexpr SDL_Color kButton{40, 48, 62, 255};
inline constexpr SDL_Color kButtonHover{54, 65, 84, 255};
inline constexpr SDL_Color kEdge{74, 86, 106, 255};
inline constexpr SDL_Color kOverlay{14, 19, 28, 232};
// The raised hand's sign (hand_state.h has its colours, and why).
inline constexpr SDL_Color kHandHelp{Uint8(kHandHelpColour >> 16), Uint8(kHandHelpColour >> 8), Uint8(kHandHelpColour), 255};
inline constexpr SDL_Color kHandDone{Uint8(kHandDoneColour >> 16), Uint8(kHandDoneColour >> 8), Uint8(kHandDoneColour), 255};
inline constexpr SDL_Color kHandWords{255, 255, 255, 255};
inline constexpr SDL_Color kHandBox{14, 19, 28, 255};  // kOverlay, opaque: the colours are checked against it
// Species 0-3 while species are on (seed 001's four colours); species 0 keeps the boid colour.
inline constexpr std::array<SDL_Color, 4> kSpecies{{{120, 200, 255, 255}, {255, 170, 60, 255}, {130, 230, 120, 255},
                                                     {240, 110, 200, 255}}};
// The live plot's three lines.
inline constexpr SDL_Color kPlotOrder{120, 200, 255, 255};
inline constexpr SDL_Color kPlotClusters{255, 170, 60, 255};
inline constexpr SDL_Color kPlotNearest{130, 230, 120, 255};
}  // namespace palette

SDL_Color toneColour(Tone tone);
SDL_Color taskColour(Task task);
SDL_Color placedColour(const PlacedText& placed);  // its task's, its plot line's, or its tone's colour
// The task's marker (markers.h) filling `box`, in the task's colour; nothing for a task without one.
void addTaskMarker(Geometry& g, Task task, const Rect& box);

// An opaque streaming texture of SDL_PIXELFORMAT_RGB888, for pixels the program writes every frame: the software
// renderer's own format, so that drawing it copies rows and blends nothing. Made on first use, and made anew only
// when the size asked for or the renderer changes. It must be destroyed before its renderer (SDL destroys a
// renderer's textures with it).
class StreamingTexture {
public:
    StreamingTexture() = default;
    StreamingTexture(const StreamingTexture&) = delete;
    StreamingTexture& operator=(const StreamingTexture&) = delete;
    ~StreamingTexture();

    // The texture of width x height pixels for `renderer`, or nullptr when SDL cannot make one (asked again only
    // once the size or the renderer changes).
    SDL_Texture* get(SDL_Renderer* renderer, int width, int height);

private:
    SDL_Texture* texture_ = nullptr;
    SDL_Renderer* renderer_ = nullptr;
    int width_ = 0;
    int height_ = 0;
};

// The buffers drawing refills every frame, kept from one frame to the next: once they have grown to the flock's
// size, drawing the boids allocates nothing (100,000 boids are 300,000 vertices a frame). The program's loop owns
// one, outside AppState, so the state stays const while drawing; it must be destroyed before the renderer it drew
// with. Their contents mean nothing between frames.
struct DrawScratch {
    Geometry geometry;                      // the batch being built; every draw function leaves it empty
    std::vector<std::uint8_t> highlighted;  // per boid, while inspecting: 1 for the inspected boid and its neighbours
    StreamingTexture tinyBodies;            // the world's boids as pixels, when their bodies are tiny on screen
    std::vector<std::uint32_t> order;       // the 3D flock's boids, farthest first
    std::vector<float> depth;               // per 3D boid: its distance from the camera
};

// The world area: background, grid, obstacles, boids, predators, the mouse ring, and, given an inspection of
// app.inspected, its neighbour radius, its neighbours and its forces as arrows. All boids in one draw call: a batch
// of triangles, or, where bodies are under kTinyBodyPixels long on screen, a texture of pixels (tiny_bodies.h) with
// the inspected boid and its neighbours as triangles on top.
void drawWorld(SDL_Renderer* renderer, Text& text, DrawScratch& scratch, const AppState& app,
               const Inspection* inspection);

// The 3D model's flock in perspective: its box, and every boid in one draw call, the camera orbiting slowly.
void drawWorld3D(SDL_Renderer* renderer, DrawScratch& scratch, const AppState& app);

// The control panel: sliders, reset, stats, tasks, messages.
void drawPanel(SDL_Renderer* renderer, Text& text, DrawScratch& scratch, const AppState& app);

// Everything: world, panel, then the banner, the inspector's readout and the help on top.
void drawFrame(SDL_Renderer* renderer, Text& text, DrawScratch& scratch, const AppState& app);

}  // namespace boids::app

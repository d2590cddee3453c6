// Drawing one frame from the state: the world, the panel and the overlays. Drawing reads the state and never
// changes the world (the Text cache is the only thing it fills).
#pragma once

#include <SDL.h>

#include "app_state.h"
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
}  // namespace palette

SDL_Color toneColour(Tone tone);
SDL_Color taskColour(Task task);

// The world area: background, grid, obstacles, boids, predators, the mouse ring, and, given an inspection of
// app.inspected, its neighbour radius, its neighbours and its forces as arrows.
void drawWorld(SDL_Renderer* renderer, Text& text, const AppState& app, const Inspection* inspection);

// The control panel: sliders, reset, stats, tasks, messages.
void drawPanel(SDL_Renderer* renderer, Text& text, const AppState& app);

// Everything: world, panel, then the banner, the inspector's readout and the help on top.
void drawFrame(SDL_Renderer* renderer, Text& text, const AppState& app);

}  // namespace boids::app

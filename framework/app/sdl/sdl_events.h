// SDL events <-> the program's own input events (input.h): the only place that knows SDL's event layout.
#pragma once

#include <optional>

#include <SDL.h>

#include "input.h"

namespace boids::app {

// The input event an SDL event stands for; nothing for the events the program ignores.
std::optional<InputEvent> fromSdlEvent(const SDL_Event& event);

// The SDL event a person would have caused, for scripted input: pushed with SDL_PushEvent, it comes back
// through SDL_PollEvent and fromSdlEvent() like real input. Coordinates are clamped to +-kFarthestPixel (NaN is 0).
SDL_Event toSdlEvent(const InputEvent& event, Uint32 windowId);
inline constexpr float kFarthestPixel = 1e9f;

}  // namespace boids::app

// Is there a screen to show the window on? SDL quietly falls back to a driver that draws nowhere (offscreen, dummy)
// when there is no display (an SSH session, a container, WSL without WSLg); the program must say so and stop.
#pragma once

#include <string>
#include <string_view>

namespace boids::app {

// True for the video drivers that show nothing on any screen.
bool isInvisibleVideoDriver(std::string_view driver);

// The message for a window that nobody would see: what happened, why, and what to do instead. `driver` is SDL's
// chosen video driver (empty when SDL found none), `detail` what SDL said, if anything.
std::string noDisplayMessage(std::string_view driver, std::string_view detail = {});

}  // namespace boids::app

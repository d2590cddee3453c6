// Is there a screen to show the window on? SDL quietly falls back to a driver that draws nowhere (offscreen, dummy)
// when there is no display (an SSH session, a container, WSL without WSLg); the program must say so and stop.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace boids::app {

// True for the video drivers that show nothing on any screen.
bool isInvisibleVideoDriver(std::string_view driver);

// The display variables of the environment, as the program found them (nullopt: unset).
struct DisplayEnvironment {
    std::optional<std::string> display;         // DISPLAY: an X server
    std::optional<std::string> waylandDisplay;  // WAYLAND_DISPLAY
    std::optional<std::string> runtimeDir;      // XDG_RUNTIME_DIR, where a Wayland socket lives
    std::optional<std::string> videoDriver;     // SDL_VIDEODRIVER, the user's own choice
};
DisplayEnvironment displayEnvironment();  // read from this process's environment

// The video driver SDL should start with so that it tries no display that cannot be there: with no XDG_RUNTIME_DIR,
// no Wayland client can connect, and SDL's try prints libwayland's "error: XDG_RUNTIME_DIR is invalid or not set in
// the environment." before the kit's own message. Then "x11" when DISPLAY is set, else "offscreen" (which the
// display check reports as no display). nullopt: leave SDL to choose (the user chose, or Wayland may be there).
// Linux and the other Unixes with X; never on Windows or macOS.
std::optional<std::string> quietVideoDriver(const DisplayEnvironment& environment);

// The message for a window that nobody would see: what happened, why, and what to do instead. `driver` is SDL's
// chosen video driver (empty when SDL found none), `detail` what SDL said, if anything; `environment`, the display
// variables, named with their values.
std::string noDisplayMessage(std::string_view driver, std::string_view detail = {},
                             const DisplayEnvironment& environment = {});

}  // namespace boids::app

// The check for a display, and what to tell the learner when there is none.
#include "display_check.h"

#include <cstdlib>

#include <fmt/format.h>

namespace boids::app {

bool isInvisibleVideoDriver(std::string_view driver) {
    return driver == "offscreen" || driver == "dummy" || driver == "evdev";  // evdev: input only, no output
}

namespace {

std::optional<std::string> variable(const char* name) {
    const char* value = std::getenv(name);
    return value ? std::optional<std::string>(value) : std::nullopt;
}

bool isSet(const std::optional<std::string>& value) { return value && !value->empty(); }

// "DISPLAY and WAYLAND_DISPLAY are unset", "DISPLAY is :99 (no X server answered there), WAYLAND_DISPLAY is unset".
std::string environmentWords(const DisplayEnvironment& e) {
    if (!isSet(e.display) && !isSet(e.waylandDisplay)) return "DISPLAY and WAYLAND_DISPLAY are unset";
    auto named = [](const char* name, const std::optional<std::string>& value) {
        return isSet(value) ? fmt::format("{} is {}", name, *value) : fmt::format("{} is unset", name);
    };
    return fmt::format("{}, {}, and no display answered", named("DISPLAY", e.display),
                       named("WAYLAND_DISPLAY", e.waylandDisplay));
}

}  // namespace

DisplayEnvironment displayEnvironment() {
    return {variable("DISPLAY"), variable("WAYLAND_DISPLAY"), variable("XDG_RUNTIME_DIR"), variable("SDL_VIDEODRIVER")};
}

std::optional<std::string> quietVideoDriver(const DisplayEnvironment& e) {
#if defined(_WIN32) || defined(__APPLE__)
    (void)e;
    return std::nullopt;
#else
    if (isSet(e.videoDriver) || isSet(e.runtimeDir)) return std::nullopt;
    return isSet(e.display) ? std::string("x11") : std::string("offscreen");
#endif
}

std::string noDisplayMessage(std::string_view driver, std::string_view detail, const DisplayEnvironment& environment) {
    const std::string what =
        driver.empty() ? fmt::format("SDL found no display to open the window on{}{}.", detail.empty() ? "" : ": ",
                                     detail)
                       : fmt::format("SDL found no display and chose its \"{}\" video driver, which draws into "
                                     "memory: the window would be invisible.",
                                     driver);
    return fmt::format(
        "boids: no display: the window cannot be shown.\n"
        "  {}\n"
        "  This happens in an SSH session, a container, or WSL without WSLg ({}).\n"
        "  Try one of these:\n"
        "    - run ./workshop run from a terminal on the computer's own desktop;\n"
        "    - on WSL: update WSL (wsl --update) to get WSLg, or start an X server on Windows and set DISPLAY;\n"
        "    - with no display at all: ./workshop run --headless --frames 600 --screenshot out.bmp (a picture of\n"
        "      the 600th frame), or xvfb-run -a ./workshop run (a virtual display). Both build your code first.\n",
        what, environmentWords(environment));
}

}  // namespace boids::app

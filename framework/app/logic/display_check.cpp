// The check for a display, and what to tell the learner when there is none.
#include "display_check.h"

#include <fmt/format.h>

namespace boids::app {

bool isInvisibleVideoDriver(std::string_view driver) {
    return driver == "offscreen" || driver == "dummy" || driver == "evdev";  // evdev: input only, no output
}

std::string noDisplayMessage(std::string_view driver, std::string_view detail) {
    const std::string what =
        driver.empty() ? fmt::format("SDL found no display to open the window on{}{}.", detail.empty() ? "" : ": ",
                                     detail)
                       : fmt::format("SDL found no display and chose its \"{}\" video driver, which draws into "
                                     "memory: the window would be invisible.",
                                     driver);
    return fmt::format(
        "boids: no display: the window cannot be shown.\n"
        "  {}\n"
        "  This happens in an SSH session, a container, or WSL without WSLg (DISPLAY and WAYLAND_DISPLAY are unset).\n"
        "  Try one of these:\n"
        "    - run ./workshop run from a terminal on the computer's own desktop;\n"
        "    - on WSL: update WSL (wsl --update) to get WSLg, or start an X server on Windows and set DISPLAY;\n"
        "    - with no display at all: ./workshop run --headless --frames 600 --screenshot out.bmp (a picture of\n"
        "      the 600th frame), or xvfb-run -a ./workshop run (a virtual display). Both build your code first.\n",
        what);
}

}  // namespace boids::app

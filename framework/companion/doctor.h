// ./workshop doctor's judgements, apart from the facts it gathers (verb_doctor.cpp), so that each is tested on every
// system: versions against the kit's minimums (docs/setting-up.md), the boids in a screenshot, free disk space, a
// test run of the stub and of the reference, and the one line it ends with.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "console.h"
#include "dependencies.h"

namespace boids::companion {

using Version = std::vector<int>;  // {3, 25, 1}

// The first version number in `text`: digits with dots between ("cmake version 3.25.1" -> {3, 25, 1}, "GNU Make
// 4.3" -> {4, 3}); a date-like run of digits alone is a version too. Empty when there is none.
Version firstVersion(std::string_view text);
std::string versionText(const Version& version);  // {3, 25, 1} -> "3.25.1"
// Part by part; a part left out counts as 0 ({3, 22} is at least {3, 22, 0}).
bool atLeast(const Version& version, const Version& minimum);

// The compiler that `--version` describes: name "g++" or "clang++" (Apple's clang too), and its version. nullopt when
// the text is neither's.
struct Compiler {
    std::string name;
    Version version;
};
std::optional<Compiler> compilerOf(std::string_view versionOutput);
Version compilerMinimum(const Compiler& compiler);  // g++ 11, clang 14

inline constexpr std::string_view kCmakeMinimum = "3.22";

// A library the kit builds with, as doctor checks it.
struct Library {
    std::string_view name;       // as docs/setting-up.md names it
    std::string_view pkgConfig;  // its pkg-config module
    std::string_view minimum;
    std::string_view debian;     // its package of kDebianPackages
    std::string_view brew;       // of kBrewPackages
    std::string_view msys;       // of kWindowsLibraries (after MSYS2's prefix)
    std::array<std::string_view, 2> headers;  // headers it installs, under an include folder, the first that says
    std::array<std::string_view, 3> macros;   // their major, minor and patch macros (fmt: FMT_VERSION alone, 90100;
                                              // GoogleTest's say none)
};
inline constexpr std::array<Library, 5> kLibraries = {{
    {"SDL2", "sdl2", "2.0.18", "libsdl2-dev", "sdl2", "SDL2", {"SDL2/SDL_version.h", ""},
     {"SDL_MAJOR_VERSION", "SDL_MINOR_VERSION", "SDL_PATCHLEVEL"}},
    {"SDL2_ttf", "SDL2_ttf", "2.0.18", "libsdl2-ttf-dev", "sdl2_ttf", "SDL2_ttf", {"SDL2/SDL_ttf.h", ""},
     {"SDL_TTF_MAJOR_VERSION", "SDL_TTF_MINOR_VERSION", "SDL_TTF_PATCHLEVEL"}},
    {"GoogleTest", "gtest", "1.11", "libgtest-dev", "googletest", "gtest", {"gtest/gtest.h", ""}, {"", "", ""}},
    {"fmt", "fmt", "8", "libfmt-dev", "fmt", "fmt", {"fmt/base.h", "fmt/core.h"}, {"FMT_VERSION", "", ""}},
    {"nlohmann-json", "nlohmann_json", "3.9", "nlohmann-json3-dev", "nlohmann-json", "nlohmann-json",
     {"nlohmann/json.hpp", ""},
     {"NLOHMANN_JSON_VERSION_MAJOR", "NLOHMANN_JSON_VERSION_MINOR", "NLOHMANN_JSON_VERSION_PATCH"}},
}};

// The number a header #defines `macro` to (`#define SDL_MAJOR_VERSION 2` -> 2), or nullopt.
std::optional<int> definedNumber(std::string_view header, std::string_view macro);
// The version a library's header text says, by its macros (fmt's 90100 is 9.1.0); empty when it says none.
Version headerVersion(const Library& library, std::string_view headerText);

// One check, as doctor says it.
enum class Outcome { Ok, Problem, Skipped, Note };
struct Finding {
    std::string what;    // "compiler"
    Outcome outcome = Outcome::Ok;
    std::string detail;  // "g++ 12.2.0 (11 or newer)", or what is wrong
    std::string fix;     // a problem's: the command that fixes it, or the one thing to do
};
// "  compiler: ok, g++ 12.2.0 (11 or newer)"; a problem: "  compiler: g++ 10.2.0, older than 11"; a skipped check:
// "  build: skipped, ..."; a note: "  exercises: ...". Colour only on the first word, which says it in words too.
std::string findingLine(const Finding& finding, const Style& style);
// The last line: "ready", or "not ready: WHAT: DETAIL. Fix: FIX" for the first problem.
std::string verdictLine(std::span<const Finding> findings, const Style& style);
bool hasProblem(std::span<const Finding> findings);

// Windows' packages (dependencies.h's facts): ok, or what is missing and the one pacman line, in MSYS2's shell, that
// installs it; without MSYS2, what to install in words and the page with the steps.
Finding windowsPackagesFinding(const WindowsFacts& facts);

// A display on Linux (the variables' values, null when unset): DISPLAY or WAYLAND_DISPLAY set and not empty. Without
// one the window runs headless only, and that is a problem: the workshop's loop shows the flock in a window.
Finding displayFinding(const char* display, const char* waylandDisplay);

// Free space in the kit's folder against what a first build takes, with a margin; once the loop is built, against
// the margin alone. Measured (docs/setting-up.md): build/ after doctor's first build, du -sh, 540 MB; after a build of
// every target (cmake --build build), 1.2 GB: the margin is the difference.
inline constexpr std::uintmax_t kFirstBuildBytes = 600ull * 1000 * 1000;
inline constexpr std::uintmax_t kDiskMargin = 700ull * 1000 * 1000;
Finding diskFinding(std::uintmax_t available, bool loopBuilt);
std::string gigabytes(std::uintmax_t bytes);  // "1.5 GB", one decimal

// The boids' colour on screen (framework/app/drawing/draw.h, palette::kBoid; tests/app/e2e.cmake counts it too).
inline constexpr std::array<int, 3> kBoidColour = {120, 200, 255};
// The pixels of a BMP file's bytes within `tolerance` of `rgb` on each channel, or nullopt when the bytes are no BMP
// read here: uncompressed 24 or 32 bits a pixel, or 32 with bit fields (what SDL_SaveBMP writes), either row order.
std::optional<long> pixelsNear(std::string_view bmp, std::array<int, 3> rgb, int tolerance = 8);
inline constexpr long kBoidPixelsWanted = 200;  // 200 boids of a few pixels each: e2e's fewest for a short run

// A run of a task's test program on one module: finished when its records end (the program neither crashed nor
// refused the module), and their counts.
struct TaskRun {
    bool finished = false;
    int passed = 0;
    int total = 0;
    std::string lastLines;  // for a run that did not finish: what it said last
};
// From the records the program wrote (boids/records.h) and, for a run that did not finish, its printed output.
TaskRun taskRunOf(std::string_view records, std::string_view output);
// The untouched stub must fail as a stub does (it finishes, and fails some of its cases) and the reference must pass
// every case. `command`: ./workshop, or workshop in Windows' cmd, for the fix.
Finding taskFinding(int task, const TaskRun& stub, const TaskRun& reference, std::string_view command);

}  // namespace boids::companion

// The packages the kit needs: `setup` installs them when it can (root on Debian/Ubuntu); every other command, and
// setup when it cannot, says what is missing and the one line that installs it.
#pragma once

#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boids::companion {

inline constexpr std::array<std::string_view, 9> kDebianPackages = {
    "cmake", "g++", "make", "ninja-build", "libsdl2-dev", "libsdl2-ttf-dev", "libgtest-dev", "libfmt-dev",
    "fonts-dejavu-core"};
inline constexpr std::array<std::string_view, 6> kBrewPackages = {"cmake", "ninja", "sdl2", "sdl2_ttf", "googletest",
                                                                  "fmt"};

// The program `name` as the shell's `command -v` finds it: a path with a folder as it is, else the first executable
// file of that name in a folder of PATH (Windows: with an extension of PATHEXT, .exe first). nullopt: not found.
std::optional<std::filesystem::path> findProgram(std::string_view name);

// The process runs as root (its effective user id is 0); never on Windows.
bool runningAsRoot();

// The Debian packages of kDebianPackages that dpkg-query does not report "install ok installed", one query each.
std::vector<std::string> missingDebianPackages(const std::filesystem::path& dpkgQuery);

// The words "a b " of a list: each followed by a space, as the bash built its lists.
std::string spacedList(const std::vector<std::string>& words);

// The message (for fail) when Debian packages are missing: the list and the one line to run, `command` setup as
// root (only setup installs), else sudo apt-get install.
std::string missingDebianMessage(const std::vector<std::string>& missing, bool asRoot, std::string_view command);
// The same for Homebrew.
std::string missingBrewMessage(const std::vector<std::string>& missing);

}  // namespace boids::companion

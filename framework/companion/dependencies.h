// The packages the kit needs: `setup` installs them when it can (root on Debian/Ubuntu); every other command, and
// setup when it cannot, says what is missing and the one line that installs it.
#pragma once

#include <array>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <boids/package_list.h>  // generated from packages.txt (cmake/package_list.cmake)

namespace boids::companion {

// The packages per platform (kDebianPackages, kDebianDebugger, kBrewPackages, kMsys2Packages, ...) come from the
// kit's one list, packages.txt.

// The libraries on Windows, each as MSYS2 names its package (after the prefix, mingw-w64-ucrt-x86_64-) and a header
// it installs: the libraries of kMsys2Packages (its tools, gcc, cmake and ninja, are looked for on the PATH), which a
// test keeps equal.
struct WindowsLibrary {
    std::string_view package;
    std::string_view header;
};
inline constexpr std::array<WindowsLibrary, 6> kWindowsLibraries = {{{"SDL2", "SDL2/SDL.h"},
                                                                     {"SDL2_ttf", "SDL2/SDL_ttf.h"},
                                                                     {"gtest", "gtest/gtest.h"},
                                                                     {"fmt", "fmt/format.h"},
                                                                     {"nlohmann-json", "nlohmann/json.hpp"},
                                                                     {"cpp-httplib", "httplib.h"}}};

// What `setup` on Windows looks at. windowsFacts() gathers it from PATH and the environment; windowsSetupProblem()
// judges it, apart, so that the judgement is tested on every system.
struct WindowsFacts {
    bool cmake = false;                                  // cmake on the PATH
    std::optional<std::filesystem::path> mingwCompiler;  // g++ or clang++ on the PATH
    bool msvc = false;                                   // cl on the PATH (a Developer PowerShell)
    std::string msysPackagePrefix;  // "mingw-w64-ucrt-x86_64" when the compiler is MSYS2's, or in MSYS2's shell
    std::string msysShell;          // the shell that prefix belongs to: "UCRT64", "MINGW64" or "CLANG64"
    std::vector<std::string> librariesMissing;  // packages of kWindowsLibraries whose header the compiler lacks
    bool vcpkg = false;                         // VCPKG_ROOT is set
};

// MSYS2's package prefix and shell for a compiler at <msys2>/<ucrt64|mingw64|clang64>/bin/g++ (the layout MSYS2
// installs), or nullopt for a compiler elsewhere.
struct MsysEnvironment {
    std::string packagePrefix;
    std::string shell;
};
std::optional<MsysEnvironment> msysEnvironmentOf(const std::filesystem::path& compiler);

// The packages of kWindowsLibraries whose header is not in the include folder beside the compiler's bin/.
std::vector<std::string> librariesMissingBeside(const std::filesystem::path& compiler);

WindowsFacts windowsFacts();

// What is missing on Windows, and how to install it. With MSYS2: its packages (after its prefix), the one
// `pacman -S --needed` line that installs them, and the shell to run it in. Otherwise: what to install, in words
// (cmake, a compiler, and vcpkg where the libraries are not beside the compiler). Both empty: nothing is missing.
struct WindowsMissing {
    std::vector<std::string> packages;
    std::string installLine;  // "pacman -S --needed mingw-w64-ucrt-x86_64-cmake ..."
    std::string shell;        // "MSYS2's UCRT64"
    std::vector<std::string> items;
    bool any() const { return !packages.empty() || !items.empty(); }
};
WindowsMissing windowsMissing(const WindowsFacts& facts);

// windowsMissing as the message (for fail) that names what is missing and how to install it, or "" when nothing is.
std::string windowsSetupProblem(const WindowsFacts& facts);

// The program `name` as the shell's `command -v` finds it: a path with a folder as it is, else the first executable
// file of that name in a folder of PATH (Windows: with an extension of PATHEXT, .exe first). nullopt: not found.
std::optional<std::filesystem::path> findProgram(std::string_view name);

// The process runs as root (its effective user id is 0); never on Windows.
bool runningAsRoot();

// The Debian packages of kDebianPackages that dpkg-query does not report "install ok installed", one query each.
std::vector<std::string> missingDebianPackages(const std::filesystem::path& dpkgQuery);
// Those of `packages` that dpkg-query does not find installed.
std::vector<std::string> missingDebianPackagesOf(const std::filesystem::path& dpkgQuery,
                                                 std::span<const std::string_view> packages);

// The Homebrew packages of kBrewPackages that `brew list --versions` does not list, one query each.
std::vector<std::string> missingBrewPackages(const std::filesystem::path& brew);

// The words "a b " of a list: each followed by a space, as the bash built its lists.
std::string spacedList(const std::vector<std::string>& words);

// The message (for fail) when Debian packages are missing: the list and the one line to run, `command` setup as
// root (only setup installs), else sudo apt-get install.
std::string missingDebianMessage(const std::vector<std::string>& missing, bool asRoot, std::string_view command);
// The same for Homebrew.
std::string missingBrewMessage(const std::vector<std::string>& missing);

}  // namespace boids::companion

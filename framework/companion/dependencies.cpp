// The packages the kit needs (dependencies.h): Debian/Ubuntu through dpkg-query and apt-get, macOS through
// Homebrew, and on Windows only the tools themselves: cmake, a compiler, and vcpkg or MSYS2 for the libraries (kept
// simple: CMake names a missing library when it configures).
#include "dependencies.h"

#include <cstdlib>

#include "background.h"
#include "build.h"
#include "child_process.h"
#include "console.h"
#include "kit.h"
#include "utf8_path.h"

#ifndef _WIN32
#include <unistd.h>
#endif

namespace boids::companion {

namespace fs = std::filesystem;

namespace {

std::string environment(const char* name) {
    const char* value = std::getenv(name);
    return value ? value : "";
}

std::vector<std::string> split(std::string_view text, char separator) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == separator) {
            parts.emplace_back(text.substr(start, i - start));
            start = i + 1;
        }
    }
    return parts;
}

bool isExecutableFile(const fs::path& path) {
    std::error_code error;
    if (!fs::is_regular_file(path, error)) return false;
#ifdef _WIN32
    return true;
#else
    return ::access(path.c_str(), X_OK) == 0;
#endif
}

}  // namespace

std::optional<fs::path> findProgram(std::string_view name) {
    const fs::path asGiven = app::pathFromUtf8(name);
    if (asGiven.has_parent_path()) {
        if (isExecutableFile(asGiven)) return asGiven;
        return std::nullopt;
    }
#ifdef _WIN32
    constexpr char separator = ';';
    std::vector<std::string> extensions = {".exe"};
    for (std::string extension : split(environment("PATHEXT"), ';'))
        if (!extension.empty()) extensions.push_back(extension);
    if (asGiven.has_extension()) extensions.insert(extensions.begin(), "");
#else
    constexpr char separator = ':';
    const std::vector<std::string> extensions = {""};
#endif
    for (const std::string& folder : split(environment("PATH"), separator)) {
        const fs::path base = app::pathFromUtf8(folder.empty() ? "." : folder);
        for (const std::string& extension : extensions) {
            const fs::path candidate = base / app::pathFromUtf8(std::string(name) + extension);
            if (isExecutableFile(candidate)) return candidate;
        }
    }
    return std::nullopt;
}

bool runningAsRoot() {
#ifdef _WIN32
    return false;
#else
    return ::geteuid() == 0;
#endif
}

std::vector<std::string> missingDebianPackages(const fs::path& dpkgQuery) {
    std::vector<std::string> missing;
    for (const std::string_view package : kDebianPackages) {
        const app::ProcessResult result = app::runProcess(dpkgQuery, {"-W", "-f=${Status}", app::pathFromUtf8(package)});
        if (result.output.find("install ok installed") == std::string::npos) missing.emplace_back(package);
    }
    return missing;
}

std::string spacedList(const std::vector<std::string>& words) {
    std::string list;
    for (const std::string& word : words) list += word + " ";
    return list;
}

std::string missingDebianMessage(const std::vector<std::string>& missing, bool asRoot, std::string_view command) {
    const std::string list = spacedList(missing);
    const std::string line = asRoot ? std::string(command) + " setup" : "sudo apt-get install -y " + list;
    return "missing packages: " + list + "\nInstall them with this one line, then run the same command again:\n\n    " +
           line + "\n";
}

std::string missingBrewMessage(const std::vector<std::string>& missing) {
    return "missing Homebrew packages. Install them with:\n\n    brew install " + spacedList(missing) + "\n";
}

namespace {

#ifndef _WIN32  // only Debian and Ubuntu install, as root
// Installs the missing Debian packages (setup as root): apt-get update, then install, quietly, as the bash did.
void installDebianPackages(Console& console, const std::vector<std::string>& missing) {
    const Style& style = console.style();
    console.say(style.bold + "Installing what the kit needs:" + style.reset + " " + spacedList(missing));
    const std::optional<fs::path> aptGet = findProgram("apt-get");
    if (!aptGet) fail("apt-get is not installed, so the packages cannot be installed: " + spacedList(missing));
    ::setenv("DEBIAN_FRONTEND", "noninteractive", 1);  // no question from a package's configuration
    app::ProcessOptions onTerminal;
    onTerminal.inheritStandardStreams = true;
    const app::ProcessResult update = app::runProcess(*aptGet, {"update", "-qq"}, onTerminal);
    if (update.exitCode != 0) throw CommandError{update.exitCode > 0 ? update.exitCode : 1, ""};
    std::vector<std::string> install = {"install", "-y", "-qq"};
    install.insert(install.end(), missing.begin(), missing.end());
    // Its output hidden, its errors shown, as the bash's `apt-get install ... >/dev/null`.
    const int installed = Background(*aptGet, install, "/dev/null", false).wait();
    if (installed != 0) throw CommandError{installed, ""};
}
#endif

#ifdef _WIN32
// Windows, kept simple: cmake and a compiler on the PATH, and where the libraries come from (MSYS2's packages,
// each checked with pacman, or vcpkg, which installs the kit's vcpkg.json when CMake configures).
void ensureWindowsTools(Console&) {
    std::vector<std::string> missing;
    if (!findProgram("cmake")) missing.push_back("cmake (https://cmake.org/download/, 3.22 or newer)");
    const std::string msys = environment("MINGW_PACKAGE_PREFIX");  // MSYS2's shells set it: mingw-w64-ucrt-x86_64
    if (!msys.empty()) {
        if (const std::optional<fs::path> pacman = findProgram("pacman")) {
            std::vector<std::string> packages;
            for (const char* package : {"gcc", "cmake", "ninja", "SDL2", "SDL2_ttf", "gtest", "fmt"}) {
                const std::string name = msys + "-" + package;
                if (app::runProcess(*pacman, {"-Q", name}).exitCode != 0) packages.push_back(name);
            }
            if (!packages.empty())
                fail("missing MSYS2 packages. Install them with:\n\n    pacman -S --needed " + spacedList(packages) + "\n");
        }
    } else {
        if (!findProgram("cl") && !findProgram("g++") && !findProgram("clang++"))
            missing.push_back("a C++ compiler (Visual Studio's, from a Developer PowerShell, or MSYS2's g++)");
        if (environment("VCPKG_ROOT").empty())
            missing.push_back("vcpkg (https://vcpkg.io; VCPKG_ROOT is not set), which installs SDL2, SDL2_ttf, "
                              "GoogleTest and fmt from the kit's vcpkg.json");
    }
    if (missing.empty()) return;
    std::string list;
    for (const std::string& item : missing) list += "\n  - " + item;
    fail("the kit needs these on Windows, and they are missing:" + list +
         "\nInstall them, then run the same command again (README, Setting up, has the steps).");
}
#endif

}  // namespace

void ensureDependencies(const Kit&, Console& console, bool install) {
#ifdef _WIN32
    (void)install;
    ensureWindowsTools(console);
    return;
#else
    if (const std::optional<fs::path> dpkgQuery = findProgram("dpkg-query")) {
        const std::vector<std::string> missing = missingDebianPackages(*dpkgQuery);
        if (missing.empty()) return;
        const bool asRoot = runningAsRoot();
        if (asRoot && install) {
            installDebianPackages(console, missing);
            return;
        }
        fail(missingDebianMessage(missing, asRoot, console.command()));
    }
#ifdef __APPLE__
    const std::optional<fs::path> brew = findProgram("brew");
    if (!brew) {
        std::string all;
        for (const std::string_view package : kBrewPackages) all += (all.empty() ? "" : " ") + std::string(package);
        fail("the kit needs Homebrew on macOS (https://brew.sh), then: brew install " + all);
    }
    std::vector<std::string> missing;
    for (const std::string_view package : kBrewPackages)
        if (app::runProcess(*brew, {"list", "--versions", app::pathFromUtf8(package)}).exitCode != 0)
            missing.emplace_back(package);
    if (!missing.empty()) fail(missingBrewMessage(missing));
#endif
    if (!findProgram("cmake")) fail("cmake is not installed (3.22 or newer is needed).");
#endif
}

// The package check costs about 0.3 s (a query per package), too much for every save. Once CMake has configured and
// generated the build (it writes TargetDirectories.txt last), it found everything the build needs, so test, status,
// watch, solve and unsolve skip the check. run checks anyway: the window also needs a font, which CMake does not
// look for.
void ensureDependenciesUnlessConfigured(const Kit& kit, Console& console) {
    if (kit.isPrebuilt()) return;  // built elsewhere: its packages are that build's
    if (!kit.isConfigured()) ensureDependencies(kit, console, false);
}

}  // namespace boids::companion

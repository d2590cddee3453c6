// The packages the kit needs (dependencies.h): Debian/Ubuntu through dpkg-query and apt-get, macOS through
// Homebrew, and on Windows only the tools themselves: cmake, a compiler, and vcpkg or MSYS2 for the libraries (kept
// simple: CMake names a missing library when it configures).
#include "dependencies.h"

#include <cctype>
#include <cstdlib>

#include "background.h"
#include "build.h"
#include "child_process.h"
#include "console.h"
#include "kit.h"
#include "trace.h"
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
    return missingDebianPackagesOf(dpkgQuery, kDebianPackages);
}

std::vector<std::string> missingDebianPackagesOf(const fs::path& dpkgQuery, std::span<const std::string_view> packages) {
    std::vector<std::string> missing;
    for (const std::string_view package : packages) {
        const app::ProcessResult result = app::runProcess(dpkgQuery, {"-W", "-f=${Status}", app::pathFromUtf8(package)});
        if (result.output.find("install ok installed") == std::string::npos) missing.emplace_back(package);
    }
    return missing;
}

std::vector<std::string> missingBrewPackages(const fs::path& brew) {
    std::vector<std::string> missing;
    for (const std::string_view package : kBrewPackages)
        if (app::runProcess(brew, {"list", "--versions", app::pathFromUtf8(package)}).exitCode != 0)
            missing.emplace_back(package);
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

std::optional<MsysEnvironment> msysEnvironmentOf(const fs::path& compiler) {
    const fs::path bin = compiler.parent_path();
    if (bin.filename() != "bin") return std::nullopt;
    std::string root = app::utf8FromPath(bin.parent_path().filename());
    for (char& c : root) c = char(std::tolower(static_cast<unsigned char>(c)));  // Windows' names ignore case
    if (root == "ucrt64") return MsysEnvironment{"mingw-w64-ucrt-x86_64", "UCRT64"};
    if (root == "mingw64") return MsysEnvironment{"mingw-w64-x86_64", "MINGW64"};
    if (root == "clang64") return MsysEnvironment{"mingw-w64-clang-x86_64", "CLANG64"};
    return std::nullopt;
}

std::vector<std::string> librariesMissingBeside(const fs::path& compiler) {
    const fs::path include = compiler.parent_path().parent_path() / "include";
    std::vector<std::string> missing;
    for (const WindowsLibrary& library : kWindowsLibraries) {
        std::error_code error;
        if (!fs::is_regular_file(include / app::pathFromUtf8(library.header), error))
            missing.emplace_back(library.package);
    }
    return missing;
}

WindowsFacts windowsFacts() {
    WindowsFacts facts;
    facts.cmake = findProgram("cmake").has_value();
    facts.mingwCompiler = findProgram("g++");
    if (!facts.mingwCompiler) facts.mingwCompiler = findProgram("clang++");
    facts.msvc = findProgram("cl").has_value();
    facts.vcpkg = !environment("VCPKG_ROOT").empty();
    if (facts.mingwCompiler) {
        if (const std::optional<MsysEnvironment> msys = msysEnvironmentOf(*facts.mingwCompiler)) {
            facts.msysPackagePrefix = msys->packagePrefix;
            facts.msysShell = msys->shell;
        }
        facts.librariesMissing = librariesMissingBeside(*facts.mingwCompiler);
    } else {
        for (const WindowsLibrary& library : kWindowsLibraries) facts.librariesMissing.emplace_back(library.package);
    }
    if (facts.msysPackagePrefix.empty()) {  // MSYS2's shells say which environment they are (before g++ is there)
        facts.msysPackagePrefix = environment("MINGW_PACKAGE_PREFIX");
        facts.msysShell = environment("MSYSTEM");
    }
    return facts;
}

WindowsMissing windowsMissing(const WindowsFacts& facts) {
    WindowsMissing missing;
    if (!facts.msysPackagePrefix.empty()) {
        if (!facts.mingwCompiler) missing.packages.push_back("gcc");
        if (!facts.cmake) missing.packages.insert(missing.packages.end(), {"cmake", "ninja"});
        missing.packages.insert(missing.packages.end(), facts.librariesMissing.begin(), facts.librariesMissing.end());
        if (missing.packages.empty()) return missing;
        missing.installLine = "pacman -S --needed";
        for (const std::string& package : missing.packages)
            missing.installLine += " " + facts.msysPackagePrefix + "-" + package;
        missing.shell = facts.msysShell.empty() ? "MSYS2's" : "MSYS2's " + facts.msysShell;
        return missing;
    }
    if (!facts.cmake) missing.items.push_back("cmake (https://cmake.org/download/, 3.22 or newer)");
    if (!facts.mingwCompiler && !facts.msvc)
        missing.items.push_back("a C++ compiler: MSYS2's g++ (docs/setting-up.md) or Visual Studio's, from a Developer "
                                "PowerShell");
    const bool librariesBesideCompiler = facts.mingwCompiler && facts.librariesMissing.empty();
    if (!librariesBesideCompiler && !facts.vcpkg)
        missing.items.push_back("the libraries: MSYS2's packages (docs/setting-up.md), or vcpkg (https://vcpkg.io, "
                                "with VCPKG_ROOT set), which installs SDL2, SDL2_ttf, GoogleTest, fmt, nlohmann-json and cpp-httplib from the "
                                "kit's vcpkg.json");
    return missing;
}

std::string windowsSetupProblem(const WindowsFacts& facts) {
    const WindowsMissing missing = windowsMissing(facts);
    if (!missing.packages.empty()) {
        return "missing MSYS2 packages: " + spacedList(missing.packages) + "\nInstall them in " + missing.shell +
               " shell with this one line, then run the same command again (offline, from the instructor's USB "
               "stick: docs/setting-up.md):\n\n    " + missing.installLine + "\n";
    }
    if (missing.items.empty()) return "";
    std::string list;
    for (const std::string& item : missing.items) list += "\n  - " + item;
    return "the kit needs these on Windows, and they are missing:" + list +
           "\nInstall them, then run the same command again (docs/setting-up.md has the steps).";
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
void ensureWindowsTools() {
    const std::string problem = windowsSetupProblem(windowsFacts());
    if (!problem.empty()) fail(problem);
}
#endif

}  // namespace

void ensureDependencies(const Kit&, Console& console, bool install) {
#ifdef _WIN32
    (void)install;
    (void)console;
    ensureWindowsTools();
    return;
#else
    if (const std::optional<fs::path> dpkgQuery = findProgram("dpkg-query")) {
        std::vector<std::string> missing = missingDebianPackages(*dpkgQuery);
        if (install && !findDebugger()) {  // setup's one line installs the debugger with the rest (packages.txt)
            const std::vector<std::string> debugger = missingDebianPackagesOf(*dpkgQuery, kDebianDebugger);
            missing.insert(missing.end(), debugger.begin(), debugger.end());
        }
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
    const std::vector<std::string> missing = missingBrewPackages(*brew);
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

// ./workshop doctor: is this laptop ready for the workshop? Each check said as it goes, one line each, then "ready" or
// the first thing to fix and the command that fixes it (exit 0 or 1). No network, and nothing in exercises/ changes:
// the build is the learner's (build/, as it is configured), and the checker is tried on the kit's own stub and
// reference of the first task (framework/checker/CMakeLists.txt's doctor modules, through --task-module=PATH).
// The judgements are doctor.h's; this file gathers their facts.
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <functional>
#include <system_error>

#include "arguments.h"
#include "build.h"
#include "child_process.h"
#include "dependencies.h"
#include "doctor.h"
#include "file_io.h"
#include "trace.h"
#include "utf8_path.h"
#include "verbs.h"

namespace boids::companion {

namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;

// A tool's `--version` (or other) output; "" when it does not start or does not answer within 20 s.
std::string outputOf(const fs::path& program, const std::vector<fs::path>& arguments) {
    app::ProcessOptions options;
    options.timeLimit = std::chrono::seconds(20);
    const app::ProcessResult result = app::runProcess(program, arguments, options);
    return result.exitCode == 0 ? result.output : "";
}

// The value of a CMakeCache.txt entry ("CMAKE_CXX_COMPILER:FILEPATH=/usr/bin/c++"), "" without it.
std::string cacheValue(const Kit& kit, std::string_view name) {
    const std::string cache = readFile(kit.build() / "CMakeCache.txt").value_or("");
    for (const std::string_view line : linesOf(cache)) {
        if (!line.starts_with(name) || line.size() <= name.size() || line[name.size()] != ':') continue;
        const std::size_t equals = line.find('=');
        if (equals != std::string_view::npos) return std::string(line.substr(equals + 1));
    }
    return "";
}

// The one line that installs a package here: apt-get (as root, setup does), Homebrew, or MSYS2's pacman.
std::string installLine(const Console& console, std::string_view debian, std::string_view brew, std::string_view msys) {
#if defined(_WIN32)
    (void)console, (void)debian, (void)brew;
    return "pacman -S --needed mingw-w64-ucrt-x86_64-" + std::string(msys) + " (in MSYS2's UCRT64 shell)";
#elif defined(__APPLE__)
    (void)console, (void)debian, (void)msys;
    return "brew install " + std::string(brew);
#else
    (void)brew, (void)msys;
    return runningAsRoot() ? console.command() + " setup" : "sudo apt-get install -y " + std::string(debian);
#endif
}

// The compiler the kit builds with: the configured build's, else $CXX, else the first of c++, g++ and clang++.
std::optional<fs::path> kitCompiler(const Kit& kit) {
    if (const std::string configured = cacheValue(kit, "CMAKE_CXX_COMPILER"); !configured.empty())
        return findProgram(configured);
    if (const char* cxx = std::getenv("CXX"); cxx && *cxx) return findProgram(std::string(cxx).substr(0, std::string(cxx).find(' ')));
    for (const char* name : {"c++", "g++", "clang++"})
        if (std::optional<fs::path> found = findProgram(name)) return found;
    return std::nullopt;
}

Finding compilerFinding(const Kit& kit, const Console& console) {
    const std::string fix = installLine(console, "g++", "llvm", "gcc");
    const std::optional<fs::path> program = kitCompiler(kit);
    if (!program) return {"compiler", Outcome::Problem, "no C++ compiler (c++, g++ or clang++) on the PATH", fix};
    const std::optional<Compiler> compiler = compilerOf(outputOf(*program, {"--version"}));
    if (!compiler) return {"compiler", Outcome::Problem, app::utf8FromPath(*program) + " is neither g++ nor clang++", fix};
    const Version minimum = compilerMinimum(*compiler);
    const std::string said = compiler->name + " " + versionText(compiler->version);
    if (!atLeast(compiler->version, minimum))
        return {"compiler", Outcome::Problem, said + ", older than " + versionText(minimum),
                "a newer " + compiler->name + " (docs/setting-up.md lists the versions): " + fix};
    return {"compiler", Outcome::Ok, said + " (" + versionText(minimum) + " or newer)", ""};
}

Finding cmakeFinding(const Console& console) {
    const std::string fix = installLine(console, "cmake", "cmake", "cmake");
    const std::optional<fs::path> cmake = findProgram("cmake");
    if (!cmake) return {"CMake", Outcome::Problem, "cmake is not on the PATH", fix};
    const Version version = firstVersion(outputOf(*cmake, {"--version"}));
    const Version minimum = firstVersion(kCmakeMinimum);
    if (!atLeast(version, minimum))
        return {"CMake", Outcome::Problem, "cmake " + versionText(version) + ", older than " + std::string(kCmakeMinimum),
                "CMake " + std::string(kCmakeMinimum) + " or newer (https://cmake.org/download/)"};
    return {"CMake", Outcome::Ok, versionText(version) + " (" + std::string(kCmakeMinimum) + " or newer)", ""};
}

Finding buildToolFinding(const Kit& kit, const Console& console) {
    std::optional<fs::path> tool;
    if (const std::string configured = cacheValue(kit, "CMAKE_MAKE_PROGRAM"); !configured.empty()) tool = findProgram(configured);
    if (!tool) tool = findProgram("ninja");
    if (!tool) tool = findProgram("make");
    if (!tool) tool = findProgram("mingw32-make");
    if (!tool)
        return {"build tool", Outcome::Problem, "neither ninja nor make is on the PATH",
                installLine(console, "ninja-build", "ninja", "ninja")};
    const Version version = firstVersion(outputOf(*tool, {"--version"}));
    const std::string name = app::utf8FromPath(tool->stem());
    if (version.empty())
        return {"build tool", Outcome::Problem,
                name + " (" + app::utf8FromPath(*tool) + ") does not run: its --version names no version",
                installLine(console, "ninja-build", "ninja", "ninja")};
    return {"build tool", Outcome::Ok, name + " " + versionText(version), ""};
}

// The packages the kit needs, by the system's package manager: dpkg-query, Homebrew, or MSYS2 beside the compiler.
Finding packagesFinding(const Console& console, std::vector<std::string>& missingDebian) {
#if defined(_WIN32)
    (void)console, (void)missingDebian;
    return windowsPackagesFinding(windowsFacts());
#else
    if (const std::optional<fs::path> dpkgQuery = findProgram("dpkg-query")) {
        missingDebian = missingDebianPackages(*dpkgQuery);
        if (missingDebian.empty())
            return {"packages", Outcome::Ok, "the " + std::to_string(kDebianPackages.size()) +
                                                 " Debian packages the kit needs are installed", ""};
        std::string list;
        for (const std::string& package : missingDebian) list += (list.empty() ? "" : " ") + package;
        return {"packages", Outcome::Problem, "missing " + list,
                runningAsRoot() ? console.command() + " setup" : "sudo apt-get install -y " + list};
    }
#ifdef __APPLE__
    if (const std::optional<fs::path> brew = findProgram("brew")) {
        const std::vector<std::string> missing = missingBrewPackages(*brew);
        if (missing.empty()) return {"packages", Outcome::Ok, "the Homebrew packages the kit needs are installed", ""};
        return {"packages", Outcome::Problem, "missing Homebrew packages: " + spacedList(missing),
                "brew install " + spacedList(missing)};
    }
    return {"packages", Outcome::Problem, "no Homebrew (https://brew.sh)", "install Homebrew, then ./workshop setup"};
#else
    (void)console;
    return {"packages", Outcome::Note, "no dpkg-query here: each library is looked for below", ""};
#endif
#endif
}

// The include folders a library's headers are looked for in: beside the compiler (MSYS2), then the usual ones.
std::vector<fs::path> includeFolders(const Kit& kit) {
    std::vector<fs::path> folders;
    if (const std::optional<fs::path> compiler = kitCompiler(kit)) folders.push_back(compiler->parent_path().parent_path() / "include");
#ifndef _WIN32
    for (const char* folder : {"/usr/include", "/usr/local/include", "/opt/homebrew/include"}) folders.emplace_back(folder);
#endif
    return folders;
}

Finding libraryFinding(const Kit& kit, const Console& console, const Library& library,
                       const std::vector<std::string>& missingDebian) {
    const std::string name(library.name);
    const std::string fix = installLine(console, library.debian, library.brew, library.msys);
    for (const std::string& package : missingDebian)
        if (package == library.debian) return {name, Outcome::Problem, "missing (the package " + package + " is not installed)", fix};
    Version version;
    std::string how;
    if (const std::optional<fs::path> pkgConfig = findProgram("pkg-config")) {
        version = firstVersion(outputOf(*pkgConfig, {"--modversion", app::pathFromUtf8(library.pkgConfig)}));
        how = "pkg-config";
    }
    bool headerFound = false;
    for (const fs::path& folder : includeFolders(kit)) {
        for (const std::string_view header : library.headers) {
            if (!version.empty() || headerFound || header.empty()) continue;
            if (const std::optional<std::string> text = readFile(folder / app::pathFromUtf8(header))) {
                headerFound = true;
                version = headerVersion(library, *text);
                how = "its header";
            }
        }
    }
    const Version minimum = firstVersion(library.minimum);
    const std::string needed = " (" + std::string(library.minimum) + " or newer)";
    if (!version.empty() && !atLeast(version, minimum))
        return {name, Outcome::Problem, versionText(version) + ", older than " + std::string(library.minimum),
                "a newer " + name + " (docs/setting-up.md lists the versions): " + fix};
    if (!version.empty()) return {name, Outcome::Ok, versionText(version) + needed + ", by " + how, ""};
    if (kit.isConfigured()) return {name, Outcome::Ok, "found by CMake when it configured build/" + needed, ""};
    if (headerFound) return {name, Outcome::Ok, "its header is installed; CMake checks its version in the build below", ""};
    return {name, Outcome::Note, "not found by pkg-config or in the usual include folders: the build below looks for it", ""};
}

Finding debuggerFinding(const Console& console) {
    if (const std::optional<Debugger> found = findDebugger())
        return {"debugger", Outcome::Ok,
                found->engine + " (" + app::utf8FromPath(found->program) + "), for " + console.command() + " trace", ""};
    return {"debugger", Outcome::Problem, "neither gdb nor lldb is installed, and " + console.command() + " trace needs one",
            installDebuggerLine()};
}

Finding displayHere() {
#if defined(_WIN32) || defined(__APPLE__)
    return {"display", Outcome::Ok, "this system's own", ""};
#else
    return displayFinding(std::getenv("DISPLAY"), std::getenv("WAYLAND_DISPLAY"));
#endif
}

// A doctor module (framework/checker/CMakeLists.txt): build/checker/NAME.so (.dll), or in the configuration's folder.
fs::path doctorModule(const Kit& kit, std::string_view name) {
#ifdef _WIN32
    const std::string file = std::string(name) + ".dll";
#else
    const std::string file = std::string(name) + ".so";
#endif
    const fs::path plain = kit.build() / "checker" / app::pathFromUtf8(file);
    const fs::path inConfig = kit.build() / "checker" / app::pathFromUtf8(kBuildConfiguration) / app::pathFromUtf8(file);
    return !isThere(plain) && isThere(inConfig) ? inConfig : plain;
}

// Lines as one: "a / b".
std::string oneLine(std::string_view text) {
    std::string line;
    for (const std::string_view part : linesOf(text))
        if (!part.empty()) line += (line.empty() ? "" : " / ") + std::string(part);
    return line;
}

std::string seconds(Clock::duration duration) {
    const long long tenths = std::chrono::duration_cast<std::chrono::milliseconds>(duration).count() / 100;
    return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " s";
}

// Whether the configured build has its window (not with -DBOIDS_BUILD_WINDOW=OFF).
bool hasWindow(const Kit& kit) {
    const std::vector<std::string> targets = loopTargets(kit, false);
    return std::find(targets.begin(), targets.end(), "boids") != targets.end();
}

// Every program of the loop is built, as its first command builds them (build.h's loopTargets).
bool loopIsBuilt(const Kit& kit, bool debuggerInstalled) {
    return !loopMissing(kit, loopTargets(kit, debuggerInstalled)).any();
}

Finding windowFinding(const Kit& kit, const Console& console) {
    const fs::path window = kit.built("boids");
    if (!hasWindow(kit)) return {"window", Outcome::Skipped, "this build has no window (BOIDS_BUILD_WINDOW=OFF)", ""};
    if (!isThere(window))
        return {"window", Outcome::Problem, "it was not built, because another file did not compile (the line above names it)",
                console.command() + " run, which shows the compiler's messages"};
    const fs::path folder = kit.build() / "doctor";
    std::error_code error;
    fs::create_directories(folder, error);
    const fs::path picture = folder / "window.bmp";
    fs::remove(picture, error);
    app::ProcessOptions options;
    options.timeLimit = std::chrono::seconds(60);
    // The reference's forces, whatever exercises/ holds: this checks the laptop's window, not the learner's code.
    const app::ProcessResult result = app::runProcess(
        window, {"--headless", "--frames", "60", "--seed", "1", "--reference", "--screenshot", picture}, options);
    const std::string fix = console.command() + " run --headless --frames 60 --screenshot out.bmp, and read what it says";
    if (result.exitCode != 0)
        return {"window", Outcome::Problem,
                "the window, run headless, " + (result.timedOut ? std::string("was still running after 60 s") : "failed") +
                    ": " + oneLine(lastLines(withoutEscapes(result.output), 3)),
                fix};
    const std::optional<long> boids = pixelsNear(readFile(picture).value_or(""), kBoidColour);
    const fs::path inKit = picture.lexically_relative(kit.root());  // build/doctor/window.bmp, as the learner finds it
    std::string shown = app::utf8FromPath(inKit.empty() || *inKit.begin() == ".." ? picture : inKit);
    std::replace(shown.begin(), shown.end(), '\\', '/');
    if (!boids) return {"window", Outcome::Problem, "its picture, " + shown + ", is not a BMP image doctor can read", fix};
    if (*boids < kBoidPixelsWanted)
        return {"window", Outcome::Problem,
                "its picture, " + shown + ", has " + std::to_string(*boids) + " pixels of the boids' colour, where " +
                    std::to_string(kBoidPixelsWanted) + " or more show a flock",
                fix};
    return {"window", Outcome::Ok,
            "60 frames headless in " + seconds(std::chrono::duration_cast<Clock::duration>(
                                           std::chrono::duration<double>(result.seconds))) +
                ", with " + std::to_string(*boids) + " boid-coloured pixels in " + shown,
            ""};
}

// A program's first two lines that say something, as one ("boids: no display: ... / SDL found no display ..."): where
// it says what went wrong, before what to try.
std::string firstTwoLines(std::string_view output) {
    std::string line;
    int taken = 0;
    const std::string plain = withoutEscapes(output);
    for (std::string_view part : linesOf(plain)) {
        while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
        if (part.empty() || taken == 2) continue;
        line += (line.empty() ? "" : " / ") + std::string(part);
        ++taken;
    }
    while (!line.empty() && line.back() == '.') line.pop_back();  // the verdict ends the detail with its own
    return line;
}

// The window opened on the laptop's display for a few frames, as `run` opens it, then closed: a display that is set
// but does not answer (a DISPLAY left from another session, ssh without X forwarding) shows here, where the variable
// and a headless run both look fine. Skipped without a display, or without the window program.
Finding screenFinding(const Kit& kit, const Console& console, const std::vector<Finding>& before) {
    constexpr const char* what = "window on the display";
    const auto display = std::find_if(before.begin(), before.end(), [](const Finding& f) { return f.what == "display"; });
    if (display == before.end() || display->outcome != Outcome::Ok)
        return {what, Outcome::Skipped, "there is no display to open it on (above)", ""};
    const fs::path window = kit.built("boids");
    if (!hasWindow(kit) || !isThere(window)) return {what, Outcome::Skipped, "there is no window program (above)", ""};
    app::ProcessOptions options;
    options.timeLimit = std::chrono::seconds(60);
    const app::ProcessResult result = app::runProcess(window, {"--frames", "30", "--seed", "1", "--reference"}, options);
    const std::string took = seconds(std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(result.seconds)));
    // "DISPLAY=:0", "WAYLAND_DISPLAY=wayland-0", or on Windows and macOS "this system's own" (display).
    const bool named = display->detail.find('=') != std::string::npos;
    const std::string where = named ? display->detail : display->detail + " display";
    if (result.exitCode == 0) return {what, Outcome::Ok, "opened on " + where + ", 30 frames in " + took + ", closed", ""};
    return {what, Outcome::Problem,
            console.command() + " run could not open its window on " + where + ": " +
                (result.timedOut ? std::string("it was still running after 60 s") : firstTwoLines(result.output)),
            "run " + console.command() + " doctor in a terminal of the laptop's own desktop (over ssh: ssh -X, where "
            "xeyes must open); " + console.command() + " run --headless and the tests need no display"};
}

TaskRun runOn(const fs::path& program, const fs::path& module) {
    if (!isThere(program)) return TaskRun{false, 0, 0, "no " + app::utf8FromPath(program.filename()) + ": it was not built"};
    if (!isThere(module)) return TaskRun{false, 0, 0, "no module " + app::utf8FromPath(module.filename()) + ": it was not built"};
    app::ProcessOptions options;
    options.timeLimit = std::chrono::seconds(120);
    fs::path records = module;
    records.replace_extension(".jsonl");
    std::error_code error;
    fs::remove(records, error);
    fs::path recordsOption("--records=");
    recordsOption += records.native();
    const app::ProcessResult result = app::runProcess(
        program, {app::pathFromUtf8("--task-module=" + app::utf8FromPath(module)), "--gtest_color=no", recordsOption},
        options);
    return taskRunOf(readFile(records).value_or(""), result.output);
}

// What exercises/ holds, said for the reader: how many are the reference's code, how many started. No verdict
// depends on it: the task check runs the kit's own stub and reference.
Finding exercisesNote(const Kit& kit) {
    int solved = 0, started = 0;
    for (const Task& task : allTasks()) {
        if (sameBytes(kit.exercise(task), kit.solution(task))) ++solved;
        else if (kit.isStarted(task)) ++started;
    }
    const std::string total = std::to_string(allTasks().size());
    std::string said = std::to_string(solved) + " of " + total + " are the reference's code, " + std::to_string(started) +
                       " others started";
    if (const std::vector<int> swapped = kit.solvedTasks(); !swapped.empty())
        said += ", " + std::to_string(swapped.size()) + " swapped for the reference (solve)";
    return {"your exercises", Outcome::Note,
            said + "; the tests' check ran the kit's stub and reference, not them, so they do not change the answer", ""};
}

// The findings so far, each said as it comes.
class Checks {
public:
    explicit Checks(Console& console) : console_(console) {}
    void operator()(Finding finding) {
        console_.say(findingLine(finding, console_.style()));
        findings_.push_back(std::move(finding));
    }
    const std::vector<Finding>& findings() const { return findings_; }

private:
    Console& console_;
    std::vector<Finding> findings_;
};

// How long before this program started the launcher did (BOIDS_LAUNCHED_AT): 0 when it is not set or not sane.
Clock::duration launcherTime() {
    const char* at = std::getenv("BOIDS_LAUNCHED_AT");
    if (!at || !*at) return Clock::duration::zero();
    char* end = nullptr;
    const long long launched = std::strtoll(at, &end, 10);
    const long long now = std::chrono::duration_cast<std::chrono::seconds>(
                              std::chrono::system_clock::now().time_since_epoch()).count();
    if (*end != '\0' || launched > now || now - launched > 24 * 3600) return Clock::duration::zero();
    return std::chrono::seconds(now - launched);
}

// The build, then the window and task 1's tests on the stub and the reference; skipped, saying why, when the checks
// before them found a problem (`ready` false).
void checkBuildAndPrograms(Context& context, Checks& check, bool ready, const fs::path& testProgram) {
    const Kit& kit = context.kit;
    Console& console = context.console;
    const Task& first = allTasks().front();
    const std::string testsWhat = "task " + std::to_string(first.number) + "'s tests";
    auto checkPrograms = [&] {
        check(windowFinding(kit, console));
        check(screenFinding(kit, console, check.findings()));
        check(taskFinding(first.number, runOn(testProgram, doctorModule(kit, "boids_doctor_stub")),
                          runOn(testProgram, doctorModule(kit, "boids_doctor_reference")), console.command()));
    };
    if (kit.isPrebuilt()) {  // the Windows self-test's programs, cross-built: they run here, and nothing builds
        check({"build", Outcome::Skipped, "the programs are prebuilt (BOIDS_WORKSHOP_PREBUILT), and nothing is built",
               ""});
        checkPrograms();
        return;
    }
    if (!ready) {
        const std::string why = "until the problem above is fixed";
        for (const char* what : {"build", "window", "window on the display"}) check({what, Outcome::Skipped, why, ""});
        check({testsWhat, Outcome::Skipped, why, ""});
        return;
    }
    const Clock::time_point building = Clock::now();
    bool built = false;
    std::string message;
    try {
        Builder builder(kit, console, context.lockHolder());
        // The whole loop when a program of it is missing (the first build), then doctor's modules alone: a
        // learner's file that does not compile does not stop them.
        built = builder.tryBuildLoop({"boids_doctor_stub", "boids_doctor_reference"});
    } catch (const CommandError& stopped) {
        message = stopped.message;
    }
    if (!built) {
        check({"build", Outcome::Problem,
               message.empty() ? std::string("it failed (its first errors are above)") : std::string(linesOf(message).front()),
               "what the first error above names, then " + console.command() + " doctor again"});
        check({"window", Outcome::Skipped, "the build failed", ""});
        check({"window on the display", Outcome::Skipped, "the build failed", ""});
        check({testsWhat, Outcome::Skipped, "the build failed", ""});
        return;
    }
    const std::string took = " (" + seconds(Clock::now() - building) + ")";
    const std::string modules = "doctor's two modules of task " + std::to_string(first.number) + took;
    const bool traces = findDebugger().has_value();
    check({"build", Outcome::Ok,
           loopIsBuilt(kit, traces) ? "the window, its plugin, every task's tests" +
                                          std::string(traces ? " and traces" : "") + ", and " + modules
                                    : modules + "; the line above says what else did not build",
           ""});
    checkPrograms();
}

}  // namespace

int verbDoctor(Context& context, std::span<const std::string> arguments) {
    noArguments("doctor", arguments);
    const Kit& kit = context.kit;
    Console& console = context.console;
    const Style& style = console.style();
    // From the command's start: the launcher's time (BOIDS_LAUNCHED_AT, whole seconds since the epoch) counts the
    // build of this program too, which ran before it.
    const Clock::time_point started = Clock::now() - launcherTime();
    console.say(style.bold + "Is this laptop ready for the workshop?" + style.reset +
                " Each check, then ready or the first thing to fix (no network; exercises/ is left as it is).");
    Checks check(console);

    std::vector<std::string> missingDebian;
    check(compilerFinding(kit, console));
    check(cmakeFinding(console));
    check(buildToolFinding(kit, console));
    check(packagesFinding(console, missingDebian));
    for (const Library& library : kLibraries) check(libraryFinding(kit, console, library, missingDebian));
    const bool buildable = !hasProblem(check.findings());
    check(displayHere());
    check(debuggerFinding(console));
    std::error_code error;
    const fs::space_info space = fs::space(kit.root(), error);
    const fs::path testProgram = kit.built("checker/" + testTarget(allTasks().front().number));
    bool roomy = true;
    if (!error) {
        check(diskFinding(space.available, isThere(testProgram)));
        roomy = check.findings().back().outcome != Outcome::Problem;
    }
    checkBuildAndPrograms(context, check, buildable && roomy, testProgram);
    check(exercisesNote(kit));
    console.say(style.dim + "Checked in " + seconds(Clock::now() - started) + "." + style.reset);
    console.say(verdictLine(check.findings(), style));
    return hasProblem(check.findings()) ? 1 : 0;
}

}  // namespace boids::companion

// Building the dev build in build/ (the dev preset): configuring it once, one build at a time under the build
// lock, progress while it builds, and the compiler's first errors when it fails.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "console.h"
#include "kit.h"

namespace boids::companion {

class Builder {                             // the dev build in build/ (the dev preset)
public:
    Builder(const Kit&, Console&, std::string holder);  // holder: the lock's holder line, "./workshop test 1"
    void configure();                       // once, as bash configure (chooses the generator)
    bool tryBuild(const std::vector<std::string>& targets);  // as bash try_build: quiet success, errors shown
    void build(const std::vector<std::string>& targets);     // tryBuild or throw CommandError{1, ""}
    // Builds `own`, what the command needs; while a program of the loop (loopTargets) is missing, the whole loop
    // with it, saying what and why. So the first command of the loop (run, status, test, watch, trace, debug) builds
    // all of it once, and each later one builds only what a save changed. A part of the loop that does not build
    // (another task's exercise that does not compile) does not stop the command: `own` is then built alone, and a
    // line names the files that did not compile.
    bool tryBuildLoop(const std::vector<std::string>& own);
    void buildLoop(const std::vector<std::string>& own);      // tryBuildLoop or throw CommandError{1, ""}
    void setSolved(std::vector<int> tasks); // reconfigure with BOIDS_SOLVED (as bash set_solved)
    // Reconfigures a configured build, so that it has the targets of tasks.txt's tasks (make and Ninja know a
    // target only once CMake has run); nothing when build/ is not configured yet.
    void reconfigure();

private:
    bool runBuild(const std::vector<std::string>& targets, bool showErrors);

    const Kit& kit_;
    Console& console_;
    std::string holder_;
};

// The loop's targets in a configured build: every task's tests (boids_test_taskN); the window with its learner
// plugin when the build has them (not with -DBOIDS_BUILD_WINDOW=OFF); and with a debugger installed, every task's
// trace program and boids_trace_text, which `test N` runs on a failure that names no known mistake.
std::vector<std::string> loopTargets(const Kit&, bool debuggerInstalled);
std::string testTarget(int task);   // "boids_test_task3"
std::string traceTarget(int task);  // "boids_trace_task3"

// The loop's programs not built yet: the window, and the tasks (numbers, in tasks.txt's order) whose tests or whose
// trace programs are missing.
struct LoopMissing {
    bool window = false;
    std::vector<int> tests, traces;
    bool any() const { return window || !tests.empty() || !traces.empty(); }
};
// What of the loop's `targets` (loopTargets) is not built yet.
LoopMissing loopMissing(const Kit&, const std::vector<std::string>& targets);
// What a build of the missing programs builds, as the line that says it; empty when none is missing. `everything`:
// none of the loop was built, and the line says how long that takes.
std::string firstBuildLine(const LoopMissing&, bool everything);

// The files a failed build's log names in its errors, as the kit's relative paths, each once, in order.
std::vector<std::string> filesWithErrors(std::string_view log, const std::filesystem::path& kitRoot);
void ensureDependencies(const Kit&, Console&, bool install);  // dependencies.cpp
void ensureDependenciesUnlessConfigured(const Kit&, Console&); // dependencies.cpp

// ---- The pure parts, exposed for the tests -------------------------------------------------------------------

// The build tool for a new build folder under `root` (as bash choose_generator): the characters of the path are
// sorted into those no build tool takes (; " \ | ?), those Ninja cannot read back from its dependency files
// (anything but ASCII letters, digits, bytes >= 0x80 and  +,/_:.~(){}%=@!#$[]- and space), and the rest.
struct GeneratorChoice {
    std::string odd;          // the odd characters, sorted (bytes), unique, separated by spaces ("& '")
    std::string unbuildable;  // those of `odd` no build tool takes, in odd's order, separated by spaces
};
GeneratorChoice classifyKitPath(std::string_view rootPath);
// The generator arguments for a classified path: {} without ninja, {"-G", "Ninja"}, or {"-G", "Unix Makefiles"}.
std::vector<std::string> generatorArguments(const GeneratorChoice&, bool ninjaAvailable);

// One line of a build tool's output, as bash show_build_progress reads it: ninja's "[12/118] ..." or make's
// "[ 45%] ...". nullopt for other lines.
struct BuildProgress {
    int percent = 0;
    std::optional<int> step, total;  // ninja only
    std::string file;                // the last word after the last '/', as ${x##*/}
};
std::optional<BuildProgress> parseBuildProgress(std::string_view line);

// Shows a build's progress: on a styled terminal one line that overwrites itself; on plain output (a pipe, a log,
// NO_COLOR) a line when the build starts and then at each quarter (25%, 50%, 75%, 100%): at most five lines, each
// once, few enough for a screen reader to read and enough to show that a first build of a minute or two is alive.
// Builds of fewer than 8 steps (ninja) show nothing.
class ProgressDisplay {
public:
    ProgressDisplay(Console&, int columns);  // columns: the terminal's width ($COLUMNS, default 80)
    void line(std::string_view buildOutputLine);
    void finish();                           // clears the overwritten line on a styled terminal

private:
    Console& console_;
    int columns_;
    int shown_ = -1;
};

// The part of a failed build's log to show (as bash try_build): the lines with ": error:" or ": fatal error:" and
// five after each (grep -A5, with "--" between groups), at most 40 lines; else the log's last 40 lines.
std::string firstBuildErrors(std::string_view log);

}  // namespace boids::companion

// The loop's build: the first command of the loop builds the window and every task's tests, and says so, so that
// each later one builds only what a save changed.
#include <algorithm>
#include <system_error>

#include "build.h"
#include "file_io.h"
#include "source_link.h"
#include "trace.h"

namespace boids::companion {

namespace fs = std::filesystem;

namespace {

// "task 3", "tasks 1 to 6", "tasks 2, 4 and 5".
std::string tasksPhrase(const std::vector<int>& tasks) {
    if (tasks.size() == 1) return "task " + std::to_string(tasks.front());
    bool consecutive = true;
    for (std::size_t i = 1; i < tasks.size(); ++i) consecutive = consecutive && tasks[i] == tasks[i - 1] + 1;
    if (consecutive && tasks.size() > 2) {
        return "tasks " + std::to_string(tasks.front()) + " to " + std::to_string(tasks.back());
    }
    std::vector<std::string> numbers;
    for (const int task : tasks) numbers.push_back(std::to_string(task));
    return "tasks " + spokenList(numbers);
}

// Whether the configured build has the target `name` (CMake lists each target's folder, NAME.dir).
bool hasTarget(const Kit& kit, std::string_view name) {
    const std::string listed = readFile(kit.build() / "CMakeFiles" / "TargetDirectories.txt").value_or("");
    for (const std::string_view line : linesOf(listed)) {
        std::string_view folder = line;
        while (!folder.empty() && (folder.back() == '\r' || folder.back() == ' ')) folder.remove_suffix(1);
        std::string wanted = "/";  // appended, not "/" + std::string: GCC 12's -Wrestrict false alarm at -O3
        wanted += name;
        wanted += ".dir";
        if (folder.ends_with(wanted)) return true;
    }
    return false;
}

}  // namespace

std::string testTarget(int task) { return "boids_test_task" + std::to_string(task); }

std::string traceTarget(int task) { return "boids_trace_task" + std::to_string(task); }

std::vector<std::string> loopTargets(const Kit& kit, bool debuggerInstalled) {
    std::vector<std::string> targets;
    if (hasTarget(kit, "boids")) targets = {"boids", "boids_learner_plugin"};
    for (const Task& task : allTasks()) targets.push_back(testTarget(task.number));
    if (debuggerInstalled && hasTarget(kit, "boids_trace_text")) {
        for (const Task& task : allTasks()) targets.push_back(traceTarget(task.number));
        targets.push_back("boids_trace_text");
    }
    return targets;
}

LoopMissing loopMissing(const Kit& kit, const std::vector<std::string>& targets) {
    auto inLoop = [&](const std::string& target) {
        return std::find(targets.begin(), targets.end(), target) != targets.end();
    };
    LoopMissing missing;
    missing.window = inLoop("boids") && !isThere(kit.built("boids"));
    for (const Task& task : allTasks()) {
        if (!isThere(kit.built("checker/" + testTarget(task.number)))) missing.tests.push_back(task.number);
        if (inLoop(traceTarget(task.number)) && !isThere(kit.built("trace/" + traceTarget(task.number)))) {
            missing.traces.push_back(task.number);
        }
    }
    return missing;
}

std::string firstBuildLine(const LoopMissing& missing, bool everything) {
    std::vector<std::string> parts;
    if (missing.window) parts.push_back("the window");
    if (!missing.tests.empty()) parts.push_back("the tests of " + tasksPhrase(missing.tests));
    if (!missing.traces.empty()) {
        parts.push_back(missing.traces == missing.tests ? "their traces"
                                                        : "the trace programs of " + tasksPhrase(missing.traces));
    }
    if (parts.empty()) return {};
    const std::string what = spokenList(parts);
    if (everything) {
        // The times of docs/setting-up.md's "The first build" (measured there, with the command that measures it).
        return "The first build: " + what +
               ", once. The whole first build takes about 3 minutes on an idle 2-core laptop, and 5 to 8 with two "
               "busy programs beside it; every later command builds only what you change.";
    }
    return "Building " + what + ", once; every later command builds only what you change.";
}

std::vector<std::string> filesWithErrors(std::string_view log, const fs::path& kitRoot) {
    const std::string located = kitRelativeLocations(log, kitRoot);
    std::vector<std::string> files;
    for (const std::string_view line : linesOf(located)) {
        std::size_t at = line.find(": error:");
        if (at == std::string_view::npos) at = line.find(": fatal error:");
        if (at == std::string_view::npos) continue;
        // FILE:LINE: or FILE:LINE:COLUMN: before the error; a line without a number (the linker's) names no file.
        std::string_view place = line.substr(0, at);
        bool numbered = false;
        for (int part = 0; part < 2; ++part) {
            const std::size_t colon = place.rfind(':');
            if (colon == std::string_view::npos || colon + 1 == place.size()) break;
            const std::string_view digits = place.substr(colon + 1);
            if (!std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) break;
            place = place.substr(0, colon);
            numbered = true;
        }
        if (!numbered || place.empty()) continue;
        const std::string file(place);
        if (std::find(files.begin(), files.end(), file) == files.end()) files.push_back(file);
    }
    return files;
}

bool Builder::tryBuildLoop(const std::vector<std::string>& own) {
    if (kit_.isPrebuilt()) return true;
    configure();
    std::vector<std::string> targets = loopTargets(kit_, findDebugger().has_value());
    auto inLoop = [&](const std::string& target) {
        return std::find(targets.begin(), targets.end(), target) != targets.end();
    };
    const LoopMissing missing = loopMissing(kit_, targets);
    const std::size_t tasks = allTasks().size();
    const bool withWindow = inLoop("boids"), withTraces = inLoop("boids_trace_text");
    const bool everything = (missing.window || !withWindow) && missing.tests.size() == tasks &&
                            (missing.traces.size() == tasks || !withTraces);
    const std::string line = firstBuildLine(missing, everything);
    const Style& style = console_.style();
    for (const Task& task : allTasks()) {  // trace and debug's program, outside the loop without a debugger
        const std::string trace = traceTarget(task.number);
        if (!inLoop(trace) && std::find(own.begin(), own.end(), trace) != own.end() &&
            !isThere(kit_.built("trace/" + trace))) {
            console_.say(style.dim + "Building the trace program of task " + std::to_string(task.number) +
                         ", once: your function alone, without optimisation, for the debugger." + style.reset);
        }
    }
    // Once the loop is built, a command builds only what it needs: a save reaches `test N` without waiting for the
    // window's copy of the same file (the window's live reload builds that one).
    if (line.empty()) return runBuild(own, true);
    console_.say(style.dim + line + style.reset);

    for (const std::string& target : own) {
        if (std::find(targets.begin(), targets.end(), target) == targets.end()) targets.push_back(target);
    }
    if (runBuild(targets, false)) return true;
    // Another part of the loop did not build: what this command needs may still, and then it goes on.
    const std::vector<std::string> broken =
        filesWithErrors(readFile(kit_.build() / "workshop-build.log").value_or(""), kit_.root());
    if (!runBuild(own, true)) return false;
    std::string names, command = console_.command() + " run";
    for (std::size_t i = 0; i < broken.size() && i < 3; ++i) names += (i > 0 ? ", " : "") + broken[i];
    for (const Task& task : allTasks()) {
        if (!broken.empty() && broken.front() == "exercises/" + std::string(task.stem) + ".cpp") {
            command = console_.command() + " test " + std::to_string(task.number);
        }
    }
    console_.say(style.dim + "Not up to date: the window or another task's tests, because " +
                 (names.empty() ? std::string("their build failed")
                                : names + (broken.size() > 1 ? " do not compile" : " does not compile")) +
                 " (" + command + " shows the compiler's messages)." + style.reset);
    return true;
}

void Builder::buildLoop(const std::vector<std::string>& own) {
    if (!tryBuildLoop(own)) throw CommandError{1, ""};
}

}  // namespace boids::companion

// The trace pipeline (trace.h): scene file, debugger, text.
#include "trace.h"

#include <cstdlib>
#include <fstream>
#include <iomanip>
#include <sstream>

#include "child_process.h"
#include "dependencies.h"
#include "file_io.h"

namespace boids::companion {

namespace fs = std::filesystem;

namespace {

// A debugger that traces a three-line loop takes about a second; one that takes this long is stuck, or the machine
// is: either way the learner is told, and waits no longer. The engine's own step limit ends a loop that never ends
// well before this.
constexpr std::chrono::seconds kDebuggerLimit{30};
// Lines the engine steps through before it stops a loop that never ends (engines/README.md, BOIDS_TRACE_MAX_STEPS).
constexpr int kMaxSteps = 2000;
constexpr int kMaxDepth = 40;

std::string variable(const char* name) {
    const char* value = std::getenv(name);
    return value ? std::string(value) : std::string();
}

void setVariable(const char* name, const std::string& value) {
#ifdef _WIN32
    _putenv_s(name, value.c_str());
#else
    ::setenv(name, value.c_str(), 1);
#endif
}

std::optional<Debugger> debuggerNamed(std::string_view engine) {
    if (engine == "gdb") {
        const std::string named = variable("BOIDS_GDB");
        if (const std::optional<fs::path> gdb = findProgram(named.empty() ? "gdb" : named)) return Debugger{"gdb", *gdb};
    } else if (engine == "lldb") {
        const std::string named = variable("BOIDS_PYTHON");
        const std::optional<fs::path> python = findProgram(named.empty() ? "python3" : named);
        if (python && findProgram("lldb")) return Debugger{"lldb", *python};
    }
    return std::nullopt;
}

std::string lastLinesOf(std::string_view text, std::size_t count) {
    std::vector<std::string_view> lines;
    for (const std::string_view line : linesOf(text)) {
        if (!line.empty()) lines.push_back(line);
    }
    std::string out;
    for (std::size_t i = lines.size() > count ? lines.size() - count : 0; i < lines.size(); ++i) {
        out += "    " + std::string(lines[i]) + "\n";
    }
    return out;
}

}  // namespace

std::optional<Debugger> findDebugger() {
    const std::string chosen = variable("BOIDS_TRACE_ENGINE");
    if (!chosen.empty()) return debuggerNamed(chosen);
#ifdef __APPLE__
    for (const std::string_view engine : {"lldb", "gdb"}) {
#else
    for (const std::string_view engine : {"gdb", "lldb"}) {
#endif
        if (std::optional<Debugger> found = debuggerNamed(engine)) return found;
    }
    return std::nullopt;
}

std::string installDebuggerLine() {
#if defined(__APPLE__)
    return "xcode-select --install (lldb comes with Apple's command line tools; or brew install llvm)";
#elif defined(_WIN32)
    std::string line = "pacman -S";
    for (const std::string_view package : kMsys2Debugger) line.append(" mingw-w64-ucrt-x86_64-").append(package);
    return line + " (in MSYS2's UCRT64 shell)";
#else
    std::string line = runningAsRoot() ? "apt-get install -y" : "sudo apt-get install -y";
    for (const std::string_view package : kDebianDebugger) line.append(" ").append(package);
    return line;
#endif
}

void setUpDebugger(Console& console) {
    if (const std::optional<Debugger> found = findDebugger()) {
        console.say("The debugger ./workshop trace uses: " + found->engine + ".");
        return;
    }
#if !defined(_WIN32) && !defined(__APPLE__)
    const std::optional<fs::path> aptGet = findProgram("apt-get");
    if (aptGet && runningAsRoot()) {
        std::vector<std::string> install = {"install", "-y", "-qq"};
        std::string names;
        for (const std::string_view package : kDebianDebugger) {
            install.emplace_back(package);
            names.append(names.empty() ? "" : " ").append(package);
        }
        console.say(console.style().bold + "Installing the debugger ./workshop trace uses:" + console.style().reset +
                    " " + names);
        setVariable("DEBIAN_FRONTEND", "noninteractive");
        app::ProcessOptions onTerminal;
        onTerminal.inheritStandardStreams = true;
        app::runProcess(*aptGet, {"update", "-qq"}, onTerminal);  // a stale list cannot find the package
        const app::ProcessResult installed =
            app::runProcess(*aptGet, std::vector<fs::path>(install.begin(), install.end()), onTerminal);
        if (installed.exitCode == 0 && findDebugger()) return;
        console.say(names + " did not install (exit status " + std::to_string(installed.exitCode) +
                    "): everything but ./workshop trace works without it.");
        return;
    }
#endif
    console.say("Optional: ./workshop trace shows your code running line by line with a debugger, and none is "
                "installed: " + installDebuggerLine());
}

std::string debuggerTrouble(std::string_view engine, std::string_view output) {
    const bool ptrace = output.find("ptrace") != std::string_view::npos ||
                        output.find("Operation not permitted") != std::string_view::npos;
    if (ptrace) {
        return std::string(engine) +
               " could not attach to your code: this system refuses to let one program watch another (ptrace: "
               "Operation not permitted).\n"
               "  In a Docker container, start it with --cap-add=SYS_PTRACE; on Linux, sudo sysctl "
               "kernel.yama.ptrace_scope=0\n"
               "  allows it until the next restart. Your tests are not affected.\n";
    }
    if (output.find("No module named") != std::string_view::npos ||
        output.find("Python scripting is not supported") != std::string_view::npos) {
        return std::string(engine) + " has no Python here, which the trace needs: install " +
               (engine == "gdb" ? "a gdb built with Python (Debian's gdb package is)"
                                : "python3-lldb (Debian: sudo apt-get install -y python3-lldb-14)") +
               ".\n";
    }
    return {};
}

std::string runEngine(const Debugger& debugger, const std::vector<fs::path>& arguments, const fs::path& events,
                      std::chrono::milliseconds limit, std::string_view function, const fs::path& workingFolder) {
    app::ProcessOptions options;
    options.timeLimit = limit;
    options.workingFolder = workingFolder;
    const app::ProcessResult run = app::runProcess(debugger.program, arguments, options);
    if (run.timedOut) {
        return "  (" + debugger.engine + " was still tracing your " + std::string(function) + " after " +
               (limit.count() % 1000 == 0 ? std::to_string(limit.count() / 1000)
                                          : std::to_string(limit.count() / 1000) + "." +
                                                std::to_string(limit.count() % 1000 / 100)) +
               " s, so it was stopped: the machine may be very busy, or the debugger stuck. Your tests are not "
               "affected.)\n";
    }
    const std::optional<std::string> eventText = readFile(events);
    const bool traced = eventText && (eventText->find("\nline ") != std::string::npos ||
                                      eventText->find("\nerror ") != std::string::npos);
    if (traced) return {};  // the engine's own words about an error go through the text program
    if (std::string trouble = debuggerTrouble(debugger.engine, run.output); !trouble.empty()) return "  " + trouble;
    return "  (" + debugger.engine + " ended without tracing your " + std::string(function) + " (exit status " +
           std::to_string(run.exitCode) + "). Its last lines:)\n" + lastLinesOf(run.output, 6);
}

namespace {

// Where the trace points, from boids_trace_text's --where file ("LINE MESSAGE"); line 0 when it names none.
TracePoint tracePointIn(const fs::path& where) {
    TracePoint point;
    const std::string said = readFile(where).value_or("");
    const std::size_t space = said.find(' ');
    if (space == std::string::npos) return point;
    point.line = std::atoi(said.substr(0, space).c_str());
    point.message = said.substr(space + 1);
    while (!point.message.empty() && (point.message.back() == '\n' || point.message.back() == '\r')) {
        point.message.pop_back();
    }
    return point;
}

}  // namespace

std::string traceOfScene(const Kit& kit, Console& console, Builder* builder, int task, std::string_view scene,
                         const TraceRequest& request, TracePoint* point) {
    const Task& me = taskNumber(task);
    const std::string n = std::to_string(task);
    const std::string command = console.command() + " trace " + n;
    if (scene.empty()) return "  (This check wrote no scene to trace.)\n";
    const std::optional<Debugger> debugger = findDebugger();
    if (!debugger) {
        return "  (To see your code run line by line on this scene, install a debugger: " + installDebuggerLine() +
               ")\n";
    }
    if (kit.isSolved(task)) {
        return "  (Task " + n + " runs the reference, so there is none of your code to trace: " + console.command() +
               " unsolve " + n + " first.)\n";
    }
    const std::string traceProgram = "trace/boids_trace_task" + n;
    if (builder && !kit.isPrebuilt() && !builder->tryBuild({"boids_trace_task" + n, "boids_trace_text"})) {
        return "  (The trace program did not build: the lines above say why.)\n";
    }
    const fs::path folder = kit.build() / "trace";
    std::error_code error;
    fs::create_directories(folder, error);
    const fs::path sceneFile = folder / ("task-" + n + ".scene");
    const fs::path events = folder / ("task-" + n + ".events");
    const fs::path result = folder / ("task-" + n + ".result");
    const fs::path where = folder / ("task-" + n + ".where");
    std::ofstream(sceneFile, std::ios::binary) << scene;
    fs::remove(events, error);
    fs::remove(result, error);
    fs::remove(where, error);

    const fs::path source = kit.exercise(me);
    const std::string functions = me.function != "buildGrid" ? "boids::" + std::string(me.function)
                                  : request.gridQuery        ? "boids::findNeighborsInGrid"
                                                             : "boids::buildGrid,boids::findNeighborsInGrid";
    setVariable("BOIDS_TRACE_OUT", events.string());
    setVariable("BOIDS_TRACE_FUNCTIONS", functions);
    setVariable("BOIDS_TRACE_SOURCE", fs::absolute(source).string());
    setVariable("BOIDS_TRACE_MAX_STEPS", std::to_string(kMaxSteps));
    setVariable("BOIDS_TRACE_MAX_DEPTH", std::to_string(kMaxDepth));
    const fs::path engines = kit.root() / "framework" / "trace" / "engines";
    const fs::path program = kit.built(traceProgram);
    std::vector<fs::path> arguments;
    // The trace program's own arguments are plain names, read in the folder it starts in: gdb passes the words after
    // --args to it through a command line of its own, which splits a path with spaces or quotes (a kit's folder may
    // have them).
    const fs::path sceneName = sceneFile.filename(), resultName = result.filename();
    if (debugger->engine == "gdb") {
        arguments = {"-q", "-nx", "-batch", "-x", engines / "gdb_engine.py", "--args", program, sceneName, resultName};
    } else {
        arguments = {engines / "lldb_engine.py", program, sceneName, resultName};
    }
    if (std::string trouble = runEngine(*debugger, arguments, events, kDebuggerLimit, me.function, folder);
        !trouble.empty()) {
        return trouble;
    }
    std::vector<fs::path> textArguments = {sceneFile, events, result, source, std::string(me.function)};
    if (request.brief) textArguments.emplace_back("--brief");
    if (request.neverReturned) textArguments.emplace_back("--never-returned");
    if (request.answered) {
        // Every digit a float has, read back by strtof ("nan" and "inf" too).
        std::ostringstream answered;
        answered << std::setprecision(9) << "--answered=" << request.answered->x << ',' << request.answered->y;
        textArguments.emplace_back(answered.str());
    }
    textArguments.emplace_back("--command=" + command);
    fs::path whereArgument = "--where=";
    whereArgument += where;  // native to native: a path in any script stays whole on Windows
    textArguments.push_back(whereArgument);
    const app::ProcessResult text = app::runProcess(kit.built("trace/boids_trace_text"), textArguments);
    if (text.exitCode != 0) return "  (The trace could not be shown: " + text.output + ")\n";
    if (point) *point = tracePointIn(where);
    return text.output;
}

}  // namespace boids::companion

// The trace of the learner's function: `./workshop trace N [CHECK]`, and the brief one under a failure that names no
// known mistake. A failed check's scene (in its record, boids/trace_scene.h's JSON) goes to the trace program
// (framework/trace/), which a debugger steps through line by line (framework/trace/engines/: gdb, or lldb), and the
// events become text (boids_trace_text). Nothing here touches the learner's files.
#pragma once

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <boids/records.h>

#include "build.h"
#include "console.h"
#include "kit.h"

namespace boids::companion {

// A debugger the kit can drive: which engine, and the program that runs it.
struct Debugger {
    std::string engine;              // "gdb" or "lldb"
    std::filesystem::path program;   // gdb itself; for lldb, python3 (the engine imports lldb's module)
};

// The debugger to use: BOIDS_TRACE_ENGINE (gdb or lldb) when set, else gdb then lldb (lldb then gdb on macOS), each if
// installed; BOIDS_GDB and BOIDS_PYTHON name their programs instead of the PATH's. nullopt: none is installed.
std::optional<Debugger> findDebugger();

// The one line that says how to install a debugger here (apt-get, pacman, xcode-select).
std::string installDebuggerLine();

// For ./workshop setup: names the debugger ./workshop trace will use; where there is none, installs gdb as root on
// Debian/Ubuntu, or says how to install one. Nothing else needs it, so a failed install is said, not fatal.
void setUpDebugger(Console& console);

// Where a trace points in the learner's file (boids_trace_text --where: a crash, a loop that never ends, the return).
struct TracePoint {
    int line = 0;          // 0: it points nowhere (no debugger, or it could not trace)
    std::string message;   // what happened there, one line
};

// How a scene is traced, and what the check that wrote it saw.
struct TraceRequest {
    bool brief = false;          // for a failure's message: about fifteen lines
    bool neverReturned = false;  // the check's own run went past its time limit: only then may the trace call a loop
                                 // it stopped one that never ends
    bool gridQuery = false;      // the grid task: trace findNeighborsInGrid alone (the grid built untraced), as a
                                 // failure whose build is right but whose search is not asks; else both, build first
    std::optional<report::Vector> answered;  // what the check's own call returned there (its failure's record)
};

// The trace of task `task`'s function on `scene` (JSON), as the learner reads it.
// With a builder, builds the trace programs first (boids_trace_taskN, boids_trace_text); without, they are built.
// When no debugger is installed, or it could not trace, the text says so and why, in a line or two; the learner's
// files are never touched. `point`, when given, gets where the trace points.
std::string traceOfScene(const Kit& kit, Console& console, Builder* builder, int task, std::string_view scene,
                         const TraceRequest& request, TracePoint* point = nullptr);

// ---- The parts, exposed for the tests -------------------------------------------------------------------------

// Runs `debugger` with `arguments` (an engine writing `events`), within `limit`, in `workingFolder` (empty: this
// program's). "" when it traced (or said in its events why it could not); else the lines that say what went wrong:
// still running at the limit (then it is stopped), the system refused it (debuggerTrouble), or it ended without a
// word, with its last lines.
std::string runEngine(const Debugger& debugger, const std::vector<std::filesystem::path>& arguments,
                      const std::filesystem::path& events, std::chrono::milliseconds limit, std::string_view function,
                      const std::filesystem::path& workingFolder = {});

// What a debugger's output says went wrong before it traced anything, in words with the cause and the fix ("" when
// nothing known): ptrace refused (a container, Yama), a program it cannot run.
std::string debuggerTrouble(std::string_view engine, std::string_view output);

}  // namespace boids::companion

// ./workshop debug N [CHECK]: makes ready a debugger session on the learner's function, stopped on the first failing
// check (or on CHECK): the check's scene, the trace program that calls the function once on it (build/trace/
// boids_debug, compiled from the learner's file alone without optimisation), and a breakpoint file for gdb and for
// lldb. VS Code's launch configurations run it first (.vscode/launch.json); by hand, it prints the command line.
#include <fstream>

#include <boids/render.h>

#include "arguments.h"
#include "build.h"
#include "file_io.h"
#include "task_tests.h"
#include "trace.h"
#include "utf8_path.h"
#include "verbs.h"

namespace boids::companion {

namespace fs = std::filesystem;

namespace {

// The files a debug session reads, in build/trace/ (the folder it starts in, beside the trace programs: on Windows
// the DLLs they need are there). The names are fixed: the launch configurations name them.
struct DebugFiles {
    fs::path folder, program, scene, result, gdbScript, lldbScript;
};

DebugFiles debugFiles(const Kit& kit) {
    const fs::path folder = kit.build() / "trace";
    fs::path program = kit.built("trace/boids_debug");
    return {folder, program, folder / "debug.scene", folder / "debug.result", folder / "debug.gdb", folder / "debug.lldb"};
}

// The learner's functions as the debuggers name them: the grid's two, else the task's one.
std::vector<std::string> functionsOf(const Task& task) {
    if (task.function == "buildGrid") return {"boids::buildGrid", "boids::findNeighborsInGrid"};
    return {"boids::" + std::string(task.function)};
}

void write(const fs::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    if (!out) fail("could not write " + app::utf8FromPath(path) + ": is the disk full, or build/ read-only?");
}

}  // namespace

int verbDebug(Context& context, std::span<const std::string> arguments) {
    Console& console = context.console;
    const Kit& kit = context.kit;
    const std::string usage = "usage: " + console.command() + " debug N [CHECK]";
    if (arguments.empty() || arguments.size() > 2) {
        usageError(usage + " (N: a task number or its exercise file, CHECK: a failed check's name)");
    }
    const int task = checkTaskNumber(arguments[0]);
    const std::string check = arguments.size() == 2 ? arguments[1] : std::string();
    if (!check.empty() && !isCheckName(check)) {
        usageError("\"" + check + "\" is not a check's name, such as Alignment.IgnoresItsOwnHeading (" + usage + ")");
    }
    const Task& me = taskNumber(task);
    const std::string n = std::to_string(task);
    if (kit.isSolved(task)) {
        fail("task " + n + " runs the reference (" + console.command() + " solve " + n + "), so no check of yours " +
             "fails to debug: " + console.command() + " unsolve " + n + " first.");
    }
    const DebugFiles files = debugFiles(kit);
    std::error_code error;
    fs::remove(files.program, error);  // a build that fails below leaves no stale program to debug
    ensureDependenciesUnlessConfigured(kit, console);
    Builder builder(kit, console, context.lockHolder());
    builder.buildLoop({testTarget(task), "boids_trace_task" + n});
    const std::optional<TaskResult> result = runTaskTests(kit, console, task);
    if (!result) return 1;
    const report::Shown failure = report::shownCheck(result->records, check);
    if (!failure.check) {
        if (check.empty()) {
            console.say("Task " + n + " passes all " + std::to_string(result->total) +
                        " checks: nothing fails, so there is no failing check to stop in. To look at your code in "
                        "the flock, set a breakpoint and debug the window (" + console.command() + " run).");
        } else {
            console.say("No check named " + check + " failed (" + console.command() + " test " + n +
                        " --all lists those that do).");
        }
        return 1;
    }
    if (failure.scene.empty()) fail("the check " + failure.check->name + " wrote no scene, so it cannot be run alone.");

    fs::copy_file(kit.built("trace/boids_trace_task" + n), files.program, fs::copy_options::overwrite_existing, error);
    if (error) fail("could not copy the trace program to " + app::utf8FromPath(files.program) + ": " + error.message());
    write(files.scene, failure.scene);
    fs::remove(files.result, error);
    std::string gdb = "set breakpoint pending on\n", lldb;
    for (const std::string& function : functionsOf(me)) {
        gdb += "break " + function + "\n";
        lldb += "breakpoint set --name " + function + "\n";
    }
    write(files.gdbScript, gdb);
    write(files.lldbScript, lldb);

    const Style& style = console.style();
    const std::string scenario = report::scenarioOf(*failure.check);
    console.say(style.bold + "Ready to debug your " + std::string(me.function) + " on " + failure.check->name +
                style.reset + (scenario.empty() ? "" : " (" + scenario + ")") + ".");
    console.say("It stops on your function's first line; step with F10/F11 in an editor, next/step in gdb.");
    console.say("In VS Code: Run and Debug, \"Debug this task's first failing check\". In a terminal:");
    console.say("  cd build/trace && gdb -x debug.gdb --args ./boids_debug debug.scene debug.result");
    console.say("  cd build/trace && lldb -s debug.lldb -- ./boids_debug debug.scene debug.result");
    return 0;
}

}  // namespace boids::companion

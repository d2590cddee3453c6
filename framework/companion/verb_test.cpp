// ./workshop test N [--all | --json]: build task N's tests, run them, and report the most telling failure (or every
// one); with --json, print the checks' records (docs/records.md) for other tools.
#include "arguments.h"
#include "build.h"
#include "task_tests.h"
#include "verbs.h"

namespace boids::companion {

int verbTest(Context& context, std::span<const std::string> arguments) {
    const TaskArguments parsed = parseTaskArguments("test", "--all --json", arguments);
    const int task = requireTask(parsed);
    const bool json = parsed.has("--json");
    // With --json, standard output is the records alone: what the build says goes to standard error.
    Console quiet(context.console.err(), context.console.err(), false, context.console.command());
    Console& console = json ? quiet : context.console;
    ensureDependenciesUnlessConfigured(context.kit, console);
    Builder builder(context.kit, console, context.lockHolder());
    builder.buildLoop({testTarget(task)});
    const std::optional<TaskResult> result = runTaskTests(context.kit, console, task);
    if (json) printRecords(context.kit, context.console, task);
    if (!result) return 1;
    if (json) return result->passed >= result->total ? 0 : 1;
    const bool passes = reportTask(context.kit, console, task, *result, ReportMode::Test, parsed.has("--all"), false,
                                   &builder);
    return passes ? 0 : 1;
}

}  // namespace boids::companion

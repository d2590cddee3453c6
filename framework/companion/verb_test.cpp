// ./workshop test N [--all]: build task N's tests, run them, and report the most telling failure (or every one).
#include "arguments.h"
#include "build.h"
#include "task_tests.h"
#include "verbs.h"

namespace boids::companion {

int verbTest(Context& context, std::span<const std::string> arguments) {
    const TaskArguments parsed = parseTaskArguments("test", "--all", arguments);
    const int task = requireTask(parsed);
    ensureDependenciesUnlessConfigured(context.kit, context.console);
    Builder builder(context.kit, context.console, context.lockHolder());
    builder.buildLoop({testTarget(task)});
    const std::optional<TaskResult> result = runTaskTests(context.kit, context.console, task);
    if (!result) return 1;
    const bool passes =
        reportTask(context.kit, context.console, task, *result, ReportMode::Test, parsed.has("--all"), false, &builder);
    return passes ? 0 : 1;
}

}  // namespace boids::companion

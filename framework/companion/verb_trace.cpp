// ./workshop trace N [CHECK]: run task N's tests, then the learner's function line by line, under a debugger, on the
// scene of the failure `test N` shows first (or of the failed check CHECK, by the name the failure shows).
#include <boids/render.h>

#include "arguments.h"
#include "build.h"
#include "file_io.h"
#include "task_tests.h"
#include "trace.h"
#include "verbs.h"

namespace boids::companion {

namespace {

// ./workshop trace N --inspected: the scene the window wrote when a boid was picked in its force inspector.
int traceInspected(Context& context, int task) {
    Console& console = context.console;
    const std::string n = std::to_string(task);
    const std::optional<std::string> scene =
        readFile(context.kit.build() / "trace" / ("inspected-task-" + n + ".scene"));
    if (!scene) {
        console.complain("no boid has been inspected with task " + n +
                         "'s code yet: in the window (" + console.command() +
                         " run), press F, then click on a boid; then run this again.");
        return 1;
    }
    Builder builder(context.kit, console, context.lockHolder());
    builder.build({"boids_trace_task" + n, "boids_trace_text"});
    // The window's step ran the code and it returned: no trace of it is a loop that never ends.
    console.out() << traceOfScene(context.kit, console, nullptr, task, *scene, {});
    console.out().flush();
    return 0;
}

}  // namespace

int verbTrace(Context& context, std::span<const std::string> arguments) {
    Console& console = context.console;
    const std::string usage = "usage: " + console.command() + " trace N [CHECK | --inspected]";
    if (arguments.empty() || arguments.size() > 2) {
        usageError(usage + " (N: a task number, CHECK: a failed check's name, --inspected: the boid the window's "
                           "inspector shows)");
    }
    const int task = checkTaskNumber(arguments[0]);
    if (arguments.size() == 2 && arguments[1] == "--inspected") {
        ensureDependenciesUnlessConfigured(context.kit, console);
        return traceInspected(context, task);
    }
    const std::string check = arguments.size() == 2 ? arguments[1] : std::string();
    if (!check.empty() && !isCheckName(check)) {
        usageError("\"" + check + "\" is not a check's name, such as Alignment.IgnoresItsOwnHeading (" + usage + ")");
    }
    ensureDependenciesUnlessConfigured(context.kit, console);
    Builder builder(context.kit, console, context.lockHolder());
    const std::string n = std::to_string(task);
    builder.buildLoop({testTarget(task), "boids_trace_task" + n, "boids_trace_text"});  // one build: one start
    const std::optional<TaskResult> result = runTaskTests(context.kit, console, task);
    if (!result) return 1;
    const report::Shown failure = report::shownCheck(result->records, check);
    if (!failure.check) {
        if (check.empty()) {
            console.say("Task " + n + " passes all " + std::to_string(result->total) + " checks: nothing fails, so there is nothing to trace.");
            return 0;
        }
        console.say("No check named " + check + " failed (" + std::to_string(result->total - result->passed) +
                    " of task " + n + "'s " + std::to_string(result->total) + " checks fail; " + console.command() +
                    " test " + n + " --all lists them).");
        return 1;
    }
    const report::Verdict* verdict = failure.check->verdict();
    const bool hung = verdict && verdict->kind == "hang";  // the check's own run went past its time limit
    const report::Failure* traced = failure.check->withScene();
    console.out() << traceOfScene(context.kit, console, nullptr, task, failure.scene,
                                    {.neverReturned = hung, .answered = traced ? traced->actual : std::nullopt});
    console.out().flush();
    return 0;
}

}  // namespace boids::companion

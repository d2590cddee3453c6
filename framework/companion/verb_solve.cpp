// ./workshop solve N and unsolve N: the reference solutions/NN_name.cpp in place of the learner's exercise, in the
// tests and the window, through the dev build's BOIDS_SOLVED list. Neither touches exercises/.
#include <algorithm>
#include <string>
#include <vector>

#include "arguments.h"
#include "build.h"
#include "verbs.h"

namespace boids::companion {

namespace {

// Task N from the arguments of `verb`, the dev build configured (its cache holds BOIDS_SOLVED), and then the
// reference in use for N (useReference) or the learner's exercise. Says what changed, or that nothing had to.
int useReferenceFor(Context& context, const char* verb, std::span<const std::string> arguments, bool useReference) {
    const Task& task = taskNumber(requireTask(parseTaskArguments(verb, "", arguments)));
    const std::string n = std::to_string(task.number);
    const std::string file = std::string(task.stem) + ".cpp";
    Console& console = context.console;
    const Style& style = console.style();
    ensureDependenciesUnlessConfigured(context.kit, console);
    Builder builder(context.kit, console, context.lockHolder());
    builder.configure();
    std::vector<int> solved = context.kit.solvedTasks();
    const bool solvedNow = context.kit.isSolved(task.number);
    if (useReference) {
        if (solvedNow) {
            console.say("Task " + n + " already uses the reference solutions/" + file + ".");
        } else {
            solved.push_back(task.number);
            builder.setSolved(solved);
            console.say("Task " + n + " " + std::string(task.name) + " now uses the reference " + style.bold +
                        "solutions/" + file + style.reset + ", in the tests and in the window.");
        }
        console.say("Your exercises/" + file + " is untouched. To go back to it: " + console.command() + " unsolve " + n);
    } else if (!solvedNow) {
        console.say("Task " + n + " already uses your exercises/" + file + ".");
    } else {
        std::erase(solved, task.number);
        builder.setSolved(solved);
        console.say("Task " + n + " " + std::string(task.name) + " uses your " + style.bold + "exercises/" + file +
                    style.reset + " again.");
    }
    return 0;
}

}  // namespace

int verbSolve(Context& context, std::span<const std::string> arguments) {
    return useReferenceFor(context, "solve", arguments, true);
}

int verbUnsolve(Context& context, std::span<const std::string> arguments) {
    return useReferenceFor(context, "unsolve", arguments, false);
}

}  // namespace boids::companion

// ./workshop solve N and unsolve N: the reference solutions/NN_name.cpp in place of the learner's exercise, in the
// tests and the window, through the dev build's BOIDS_SOLVED list. Neither touches exercises/.
#include <algorithm>
#include <string>
#include <vector>

#include "arguments.h"
#include "build.h"
#include "verbs.h"

namespace boids::companion {

int verbSolve(Context& context, std::span<const std::string> arguments) {
    const Task& task = taskNumber(requireTask(parseTaskArguments("solve", "", arguments)));
    const std::string n = std::to_string(task.number);
    const std::string file = std::string(task.stem) + ".cpp";
    Console& console = context.console;
    ensureDependenciesUnlessConfigured(context.kit, console);
    Builder builder(context.kit, console, context.lockHolder());
    builder.configure();
    if (context.kit.isSolved(task.number)) {
        console.say("Task " + n + " already uses the reference solutions/" + file + ".");
    } else {
        std::vector<int> solved = context.kit.solvedTasks();
        solved.push_back(task.number);
        builder.setSolved(solved);
        console.say("Task " + n + " " + std::string(task.name) + " now uses the reference " + console.style().bold +
                    "solutions/" + file + console.style().reset + ", in the tests and in the window.");
    }
    console.say("Your exercises/" + file + " is untouched. To go back to it: " + console.command() + " unsolve " + n);
    return 0;
}

int verbUnsolve(Context& context, std::span<const std::string> arguments) {
    const Task& task = taskNumber(requireTask(parseTaskArguments("unsolve", "", arguments)));
    const std::string n = std::to_string(task.number);
    const std::string file = std::string(task.stem) + ".cpp";
    Console& console = context.console;
    ensureDependenciesUnlessConfigured(context.kit, console);
    Builder builder(context.kit, console, context.lockHolder());
    builder.configure();
    if (!context.kit.isSolved(task.number)) {
        console.say("Task " + n + " already uses your exercises/" + file + ".");
        return 0;
    }
    std::vector<int> rest = context.kit.solvedTasks();
    std::erase(rest, task.number);
    builder.setSolved(rest);
    console.say("Task " + n + " " + std::string(task.name) + " uses your " + console.style().bold + "exercises/" + file +
                console.style().reset + " again.");
    return 0;
}

}  // namespace boids::companion

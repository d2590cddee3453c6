// ./workshop reset N [--yes]: the untouched stub back in exercises/NN_name.cpp, the learner's file kept in backups/
// first. It asks on a terminal; with no terminal it needs --yes.
#include <ctime>
#include <iostream>
#include <string>

#include "arguments.h"
#include "dependencies.h"
#include "reset.h"
#include "verbs.h"

namespace boids::companion {

namespace {

// One line from standard input, as bash `read -r answer || answer=""`: empty at the end of input, and a last line
// with no newline counts as nothing.
std::string readAnswer() {
    std::string line;
    if (!std::getline(std::cin, line) || std::cin.eof()) return "";
#ifdef _WIN32
    if (!line.empty() && line.back() == '\r') line.pop_back();
#endif
    return line;
}

}  // namespace

int verbReset(Context& context, std::span<const std::string> arguments) {
    const TaskArguments parsed = parseTaskArguments("reset", "--yes", arguments);
    const Task& task = taskNumber(requireTask(parsed));
    const std::string n = std::to_string(task.number);
    const std::string exercise = "exercises/" + std::string(task.stem) + ".cpp";
    Console& console = context.console;
    const std::string& command = console.command();

    switch (exerciseState(context.kit, task)) {
    case ExerciseState::Missing:
        restoreMissingExercise(context.kit, task);
        console.say(exercise + " was missing; it is the untouched stub again. There was nothing to back up.");
        return 0;
    case ExerciseState::Untouched:
        console.say(exercise + " is already the untouched stub: nothing to reset.");
        return 0;
    case ExerciseState::Edited:
        break;
    }
    // Every check before the question and before any write, so that a failure changes nothing.
    checkResetCanWrite(context.kit, task, command, runningAsRoot());
    if (!parsed.has("--yes")) {
        if (!standardInputIsTerminal()) {
            console.complain("reset asks before it replaces " + exercise +
                             ", and there is no terminal to ask on, so it changed nothing.");
            console.sayError("Run " + command + " reset " + n + " --yes to go ahead (your version is kept in backups/ first).");
            return 2;
        }
        console.out() << "Replace " << exercise << " with the untouched stub? Your version is kept in backups/ first. [y/N] "
                      << std::flush;
        if (!isYes(readAnswer())) {
            console.say("Nothing changed.");
            return 1;
        }
    }
    const std::string backup = backUpAndReset(context.kit, task, std::time(nullptr));
    const Style& style = console.style();
    console.say("Task " + n + " " + std::string(task.name) + ": " + exercise + " is the untouched stub again.");
    console.say("Your version is kept in " + style.bold + backup + style.reset + " (to undo: cp " + backup + " " + exercise +
                ").");
    if (context.kit.isSolved(task.number))
        console.say("Task " + n + " still uses the reference; " + command + " unsolve " + n + " goes back to " + exercise +
                    ".");
    return 0;
}

}  // namespace boids::companion

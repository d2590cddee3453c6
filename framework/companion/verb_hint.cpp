// ./workshop hint N [--reset]: one more hint for task N on each call, counted in .workshop/hints-N.
#include <filesystem>
#include <string>

#include "arguments.h"
#include "file_io.h"
#include "hints.h"
#include "verbs.h"

namespace boids::companion {

int verbHint(Context& context, std::span<const std::string> arguments) {
    const TaskArguments parsed = parseTaskArguments("hint", "--reset", arguments);
    const Task& task = taskNumber(requireTask(parsed));
    const int n = task.number;
    Console& console = context.console;
    const Style& style = console.style();
    const std::string& command = console.command();
    const std::string file = std::string(task.stem) + ".cpp";
    const std::string hintsFile = taskFile(task, "hints.md");
    const std::string counter = "hints-" + std::to_string(n);

    const int total = context.kit.hintCount(task);
    if (total <= 0)
        fail("the kit has no hints for task " + std::to_string(n) + " (" + hintsFile +
             " is missing or has no '## Hint 1').");
    if (parsed.has("--reset")) {
        std::error_code ignored;
        std::filesystem::remove(context.kit.state() / counter, ignored);
        console.say("Task " + std::to_string(n) + " " + std::string(task.name) + ": the hints start again from hint 1 (" +
                    command + " hint " + std::to_string(n) + " shows it).");
        return 0;
    }
    const int seen = context.kit.hintsSeen(task);
    const int newest = newestHint(seen, total);
    if (newest > seen) {
        std::error_code error;
        std::filesystem::create_directories(context.kit.state(), error);
        if (error || !writeFile(context.kit.state() / counter, std::to_string(newest) + "\n"))
            console.complain("could not write .workshop/" + counter + ", so the next call shows this hint again.");
    }
    const std::string markdown = readFile(context.kit.hints(task)).value_or("");
    console.say(style.bold + "Task " + std::to_string(n) + " " + std::string(task.name) + ": hints" + style.reset + " " +
                style.dim + "(from " + hintsFile + ")" + style.reset);
    for (int i = 1; i <= newest; ++i) {
        console.say("");
        const std::string of = "Hint " + std::to_string(i) + " of " + std::to_string(total);
        if (i == newest)
            console.say(style.bold + style.yellow + ">> " + of + (newest > seen ? " (new)" : "") + style.reset);
        else
            console.say(style.dim + of + style.reset);
        for (const std::string& line : hintLines(markdown, i)) console.say(line);
    }
    console.say("");
    if (newest < total) {
        console.say("Try it: " + command + " test " + std::to_string(n) + ". Still stuck? " + command + " hint " +
                    std::to_string(n) + " shows hint " + std::to_string(newest + 1) + " of " + std::to_string(total) +
                    ".");
    } else {
        console.say("That was the last hint. The reference is solutions/" + file + ": read it, or " + command +
                    " solve " + std::to_string(n));
        console.say("runs it in the tests and the window instead of yours (your exercises/" + file +
                    " stays as it is).");
        console.say(style.dim + command + " hint " + std::to_string(n) + " --reset starts the hints again." +
                    style.reset);
    }
    return 0;
}

}  // namespace boids::companion

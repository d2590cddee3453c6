// ./workshop status: every task's tests, one line each, and what to do next.
#include <algorithm>

#include "arguments.h"
#include "build.h"
#include "task_tests.h"
#include "verbs.h"

namespace boids::companion {

namespace {

// printf's "%-19s": the text, padded with spaces to 19 bytes.
std::string padded(std::string_view text, std::size_t width) {
    std::string out(text);
    if (out.size() < width) out.append(width - out.size(), ' ');
    return out;
}

// printf's "%2d" and "%-2d".
std::string rightAligned(int number, std::size_t width) {
    const std::string digits = std::to_string(number);
    return digits.size() < width ? std::string(width - digits.size(), ' ') + digits : digits;
}
std::string leftAligned(int number, std::size_t width) { return padded(std::to_string(number), width); }

std::string fileOf(const Task& task) { return std::string(task.stem) + ".cpp"; }

}  // namespace

int verbStatus(Context& context, std::span<const std::string> arguments) {
    noArguments("status", arguments);
    const Kit& kit = context.kit;
    Console& console = context.console;
    const Style& style = console.style();
    const std::string& command = console.command();
    ensureDependenciesUnlessConfigured(kit, console);
    std::vector<std::string> targets;
    for (const Task& task : allTasks()) targets.push_back(testTarget(task.number));
    Builder builder(kit, console, context.lockHolder());
    builder.buildLoop(targets);

    console.say(style.bold + "Progress" + style.reset);
    const std::vector<int> solved = kit.solvedTasks();
    auto isSolved = [&](int n) { return std::find(solved.begin(), solved.end(), n) != solved.end(); };
    const Task* next = nullptr;
    TaskResult nextResult;
    int passing = 0;
    bool started = false;
    int bonusesPassing = 0;
    for (const Task& task : allTasks()) {
        const std::optional<TaskResult> result = runTaskTests(kit, console, task.number);
        if (!result) return 1;
        const std::string n = std::to_string(task.number);
        const bool passes = result->passed >= result->total;
        std::string mark;
        const int seen = kit.hintsSeen(task);
        if (seen > 0 && !passes) {
            mark = "  " + style.dim + "(hints seen: " + std::to_string(seen) + " of " +
                   std::to_string(kit.hintCount(task)) + ")" + style.reset;
        }
        // A stub's bar is not progress: the tests it passes ask only for what doing nothing already does.
        const bool isStarted = kit.isStarted(task);
        if (!isStarted && !passes) {
            mark = "  " + style.dim + "(the untouched stub: start in exercises/" + fileOf(task) + ")" + style.reset;
        }
        if (isSolved(task.number)) {
            mark = "  " + style.yellow + "(reference swapped in: " + command + " unsolve " + n + ")" + style.reset;
        }
        console.say("  Task " + n + " " + padded(task.name, 19) + " " + progressBar(result->passed, result->total) +
                    " " + (passes ? style.green : style.red) + rightAligned(result->passed, 2) + "/" +
                    leftAligned(result->total, 2) + " passing" + style.reset + mark);
        if (!next && !passes && !task.bonus) {
            next = &task;
            nextResult = *result;
        }
        if (passes && !task.bonus) ++passing;
        if (passes && task.bonus) ++bonusesPassing;
        if (!started && (isSolved(task.number) || isStarted)) started = true;
    }
    console.say("");
    // The bonus tasks, said apart: "bonus (task 6): passes", or "bonuses (tasks 6, 7): 1 of 2 pass".
    std::vector<const Task*> bonuses;
    for (const Task& task : allTasks()) {
        if (task.bonus) bonuses.push_back(&task);
    }
    std::string bonusWords;
    if (bonuses.size() == 1) {
        bonusWords = "; bonus (task " + std::to_string(bonuses[0]->number) + "): " +
                     (bonusesPassing > 0 ? "passes" : "not yet");
    } else if (!bonuses.empty()) {
        std::string numbers;
        for (const Task* b : bonuses) numbers += (numbers.empty() ? "" : ", ") + std::to_string(b->number);
        bonusWords = "; bonuses (tasks " + numbers + "): " + std::to_string(bonusesPassing) + " of " +
                     std::to_string(bonuses.size()) + " pass";
    }
    console.say(std::to_string(passing) + " of " + std::to_string(mainTaskCount()) + " tasks pass" + bonusWords + ".");
    const Task& first = allTasks().front();
    const Task* bonusTask = bonuses.empty() ? nullptr : bonuses.front();
    const bool bonus = bonusTask && bonusesPassing == int(bonuses.size());
    if (!started) {  // a fresh kit: say where to begin
        console.say(style.bold + "Start here:" + style.reset + " open exercises/" + fileOf(first) +
                    " in your editor, then run " + command + " test " + std::to_string(first.number) + ".");
        console.say("The recipe is in " + taskFile(first, "recipe.md") + "; " + command +
                    " run shows the flock.");
    } else if (next) {
        const std::string n = std::to_string(next->number);
        console.say("Next: Task " + n + " " + std::string(next->name) + ". Edit exercises/" + fileOf(*next) +
                    ", then " + command + " test " + n + " (or " + command + " watch " + n + ").");
        if (!isSolved(next->number) && kit.isStarted(*next)) {  // partly done: your edits pass some tests, not all
            const int seen = kit.hintsSeen(*next);
            const int total = kit.hintCount(*next);
            const std::string counts =
                std::to_string(nextResult.passed) + " of " + std::to_string(nextResult.total) + " pass";
            if (seen < total) {
                console.say("You are part of the way: " + counts + ". Stuck? " + command + " hint " + n +
                            " shows hint " + std::to_string(seen + 1) + " of " + std::to_string(total) + ".");
            } else {
                console.say("You are part of the way: " + counts + ", and you have seen all " + std::to_string(total) +
                            " hints (" + command + " hint " + n + " shows them again).");
                console.say("The reference is solutions/" + fileOf(*next) + "; " + command + " solve " + n +
                            " runs it instead of yours.");
            }
        }
    } else if (bonusTask && !bonus) {
        const Task* lastMain = nullptr;
        for (const Task& task : allTasks()) {
            if (!task.bonus) lastMain = &task;
        }
        console.say(style.green + "Tasks " + std::to_string(first.number) + " to " +
                    std::to_string(lastMain ? lastMain->number : first.number) + " pass: the flock is complete." +
                    style.reset + " Open the window with " + command + " run and play with the sliders.");
        console.say("Bonus: Task " + std::to_string(bonusTask->number) + " " + std::string(bonusTask->name) +
                    ", in exercises/" + fileOf(*bonusTask) + " (" + command + " test " +
                    std::to_string(bonusTask->number) + ").");
    } else {
        console.say(style.green + (bonusTask ? "Every task passes, the bonus too." : "Every task passes.") +
                    style.reset);
        whatNext(console);
    }
    return 0;
}

}  // namespace boids::companion

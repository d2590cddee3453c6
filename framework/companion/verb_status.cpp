// ./workshop status [--json]: every task's tests, one line each, and what to do next; with --json, where the learner
// stands on each task as records (docs/records.md), for other tools.
#include <algorithm>

#include <boids/render.h>

#include "arguments.h"
#include "build.h"
#include "hand_file.h"
#include "next_step.h"
#include "task_status.h"
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

// One task's result, and where it leaves the learner.
struct Row {
    const Task* task = nullptr;
    TaskResult result;
    bool passes = false;
    bool started = false;  // the exercise is not the untouched stub
    bool solved = false;   // the reference is swapped in
};

// Runs every task's tests (built first); nullopt when a test program did not finish (it said why).
std::optional<std::vector<Row>> runAll(const Kit& kit, Console& console, const std::string& lock) {
    std::vector<std::string> targets;
    for (const Task& task : allTasks()) targets.push_back(testTarget(task.number));
    Builder builder(kit, console, lock);
    builder.buildLoop(targets);
    std::vector<Row> rows;
    for (const Task& task : allTasks()) {
        std::optional<TaskResult> result = runTaskTests(kit, console, task.number);
        if (!result) return std::nullopt;
        const bool passes = result->passed >= result->total;
        rows.push_back({&task, std::move(*result), passes, kit.isStarted(task), kit.isSolved(task.number)});
    }
    return rows;
}

// "  Task 2 Separation          ##########..........  9/17 passing  (hints seen: 1 of 4)"
void sayRow(const Kit& kit, Console& console, const Row& row) {
    const Style& style = console.style();
    const Task& task = *row.task;
    const std::string n = std::to_string(task.number);
    std::string mark;
    if (const int seen = kit.hintsSeen(task); seen > 0 && !row.passes) {
        mark = "  " + style.dim + "(hints seen: " + std::to_string(seen) + " of " + std::to_string(kit.hintCount(task)) +
               ")" + style.reset;
    }
    // A stub's bar is not progress: the tests it passes ask only for what doing nothing already does.
    if (!row.started && !row.passes) {
        mark = "  " + style.dim + "(the untouched stub: start in exercises/" + fileOf(task) + ")" + style.reset;
    }
    if (row.solved) {
        mark = "  " + style.yellow + "(reference swapped in: " + console.command() + " unsolve " + n + ")" + style.reset;
    }
    console.say("  Task " + n + " " + padded(task.name, 19) + " " + progressBar(row.result.passed, row.result.total) +
                " " + (row.passes ? style.green : style.red) + rightAligned(row.result.passed, 2) + "/" +
                leftAligned(row.result.total, 2) + " passing" + style.reset + mark);
}

// "; bonus (task 6): passes", or "; bonuses (tasks 6, 7): 1 of 2 pass"; "" without a bonus.
std::string bonusWords(const std::vector<Row>& rows) {
    std::vector<const Row*> bonuses;
    for (const Row& row : rows) {
        if (row.task->bonus) bonuses.push_back(&row);
    }
    const auto passing = std::count_if(bonuses.begin(), bonuses.end(), [](const Row* r) { return r->passes; });
    if (bonuses.size() == 1) {
        return "; bonus (task " + std::to_string(bonuses[0]->task->number) + "): " + (passing > 0 ? "passes" : "not yet");
    }
    if (bonuses.empty()) return {};
    std::string numbers;
    for (const Row* b : bonuses) numbers += (numbers.empty() ? "" : ", ") + std::to_string(b->task->number);
    return "; bonuses (tasks " + numbers + "): " + std::to_string(passing) + " of " + std::to_string(bonuses.size()) +
           " pass";
}

// The next task of the main line that does not pass: how far along it is, and the hint or the reference to try.
void sayNext(const Kit& kit, Console& console, const Row& next) {
    const std::string& command = console.command();
    const Task& task = *next.task;
    const std::string n = std::to_string(task.number);
    console.say("Next: Task " + n + " " + std::string(task.name) + ". Edit exercises/" + fileOf(task) + ", then " +
                command + " test " + n + " (or " + command + " watch " + n + ").");
    if (next.solved || !next.started) return;  // partly done: your edits pass some tests, not all
    const int seen = kit.hintsSeen(task);
    const int total = kit.hintCount(task);
    const std::string counts = std::to_string(next.result.passed) + " of " + std::to_string(next.result.total) + " pass";
    if (seen < total) {
        console.say("You are part of the way: " + counts + ". Stuck? " + command + " hint " + n + " shows hint " +
                    std::to_string(seen + 1) + " of " + std::to_string(total) + ".");
        return;
    }
    console.say("You are part of the way: " + counts + ", and you have seen all " + std::to_string(total) + " hints (" +
                command + " hint " + n + " shows them again).");
    console.say("The reference is solutions/" + fileOf(task) + "; " + command + " solve " + n +
                " runs it instead of yours.");
}

// After the rows: where to begin on a fresh kit, the next task, the bonus, or the end.
void sayWhatToDo(const Kit& kit, Console& console, const std::vector<Row>& rows) {
    const Style& style = console.style();
    const std::string& command = console.command();
    const Task& first = allTasks().front();
    const auto rowOf = [&](const Task& task) {
        return std::find_if(rows.begin(), rows.end(), [&](const Row& r) { return r.task == &task; });
    };
    // nextToDo's rule, every task's standing known: the lowest-numbered main task that does not pass, then the bonus.
    const Task* nextTask = nextToDo(nullptr, [&](const Task& task) {
        const auto row = rowOf(task);
        return row != rows.end() && row->passes ? Standing::Passes : Standing::Fails;
    });
    const auto next = nextTask && !nextTask->bonus ? rowOf(*nextTask) : rows.end();
    const auto bonus = std::find_if(rows.begin(), rows.end(), [](const Row& r) { return r.task->bonus; });
    const bool bonusesPass = !nextTask || !nextTask->bonus;
    if (std::none_of(rows.begin(), rows.end(), [](const Row& r) { return r.started || r.solved; })) {
        console.say(style.bold + "Start here:" + style.reset + " open exercises/" + fileOf(first) +
                    " in your editor, then run " + command + " test " + std::to_string(first.number) + ".");
        console.say("The recipe is in " + taskFile(first, "recipe.md") + "; " + command + " run shows the flock.");
    } else if (next != rows.end()) {
        sayNext(kit, console, *next);
    } else if (bonus != rows.end() && !bonusesPass) {
        const Task* lastMain = nullptr;
        for (const Task& task : allTasks()) {
            if (!task.bonus) lastMain = &task;
        }
        const Task& b = *nextTask;
        console.say(style.green + "Tasks " + std::to_string(first.number) + " to " +
                    std::to_string(lastMain ? lastMain->number : first.number) + " pass: the flock is complete." +
                    style.reset + " Open the window with " + command + " run and play with the sliders.");
        console.say("Bonus: Task " + std::to_string(b.number) + " " + std::string(b.name) + ", in exercises/" +
                    fileOf(b) + " (" + command + " test " + std::to_string(b.number) + ").");
    } else {
        console.say(style.green + (bonus != rows.end() ? "Every task passes, the bonus too." : "Every task passes.") +
                    style.reset);
        whatNext(console);
    }
}

}  // namespace

int verbStatus(Context& context, std::span<const std::string> arguments) {
    const bool json = arguments.size() == 1 && arguments[0] == "--json";
    if (!json) noArguments("status", arguments);
    const Kit& kit = context.kit;
    // With --json, standard output is the records alone: what the build says goes to standard error.
    Console quiet(context.console.err(), context.console.err(), false, context.console.command());
    Console& console = json ? quiet : context.console;
    ensureDependenciesUnlessConfigured(kit, console);
    const std::optional<std::vector<Row>> rows = runAll(kit, console, context.lockHolder());
    if (!rows) return 1;
    if (json) {
        for (const Row& row : *rows) {
            report::TaskStatus status =
                taskStatus(kit, *row.task, row.result.records, row.result.passed, row.result.total, row.passes);
            status.from = "tests";  // they just ran
            context.console.out() << report::statusLine(status);
        }
        if (const std::optional<hand::Hand> raised = readHand(kit, console)) context.console.out() << report::handLine(*raised);
        context.console.out() << report::endLine();
        context.console.out().flush();
        return 0;
    }
    console.say(console.style().bold + "Progress" + console.style().reset);
    for (const Row& row : *rows) sayRow(kit, console, row);
    console.say("");
    const auto passing = std::count_if(rows->begin(), rows->end(), [](const Row& r) { return r.passes && !r.task->bonus; });
    console.say(std::to_string(passing) + " of " + std::to_string(mainTaskCount()) + " tasks pass" + bonusWords(*rows) +
                ".");
    sayWhatToDo(kit, console, *rows);
    sayMembership(kit, console);
    if (const std::optional<hand::Hand> raised = readHand(kit, console)) {
        console.say(console.style().bold + console.style().yellow + "Your hand is up: " + hand::sign(*raised) +
                    console.style().reset + ", for " + hand::upFor(*raised, hand::secondsNow()) + " (" +
                    console.command() + " hand down lowers it).");
    }
    return 0;
}

}  // namespace boids::companion

// ./workshop new-task NAME --like TASK [--weight FIELD|-] [--param NAME=DEFAULT:MIN..MAX[:WHAT]]...
// [--colour #RRGGBB] [--bonus] [--before N] [--dry-run]: for instructors, a task of their own
// made from an existing task's files (new_task.h), registered in tasks.txt, with a row in README.md.
#include <algorithm>
#include <string>
#include <vector>

#include "build.h"
#include "new_task.h"
#include "task_params.h"
#include "verbs.h"

namespace boids::companion {

namespace {

struct NewTaskArguments {
    NewTaskRequest request;
    bool dryRun = false;
};

NewTaskArguments parseNewTaskArguments(std::span<const std::string> arguments) {
    NewTaskArguments parsed;
    std::vector<std::string> nameWords;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string& word = arguments[i];
        auto value = [&]() -> const std::string& {
            if (i + 1 == arguments.size() || arguments[i + 1].starts_with("--")) {
                usageError("new-task: " + word + " needs a value after it (new-task \"speed match\" --like alignment).");
            }
            return arguments[++i];
        };
        if (word == "--like") {
            parsed.request.like = value();
        } else if (word == "--weight") {
            parsed.request.weight = value();
        } else if (word == "--param") {
            parsed.request.params.push_back(parseParamOption(value()));
        } else if (word == "--colour" || word == "--color") {
            parsed.request.colour = value();
        } else if (word == "--bonus") {
            parsed.request.bonus = true;
        } else if (word == "--before") {
            const std::string& n = value();
            const bool plain = !n.empty() && n.size() <= 2 && n[0] != '0' &&
                               std::all_of(n.begin(), n.end(), [](char c) { return c >= '0' && c <= '9'; });
            if (!plain) usageError("--before takes a task's number, such as --before 6; '" + n + "' is not one.");
            parsed.request.before = std::stoi(n);
        } else if (word == "--dry-run") {
            parsed.dryRun = true;
        } else if (word.starts_with("--")) {
            usageError("new-task does not take " + word + "; it takes --like TASK, --weight FIELD, --param NAME=DEFAULT:MIN..MAX, "
                       "--colour #RRGGBB, --bonus, --before N and --dry-run.");
        } else {
            nameWords.push_back(word);
        }
    }
    for (const std::string& word : nameWords) parsed.request.name += (parsed.request.name.empty() ? "" : " ") + word;
    return parsed;
}

// The files whose prose still names a task that --before moved by its old number, a few to a line.
void sayOldNumbers(Console& console, const NewTaskPlan& plan) {
    if (plan.mentions.empty()) return;
    console.say("Text written by hand still names the moved tasks by their old numbers, on lines of these files, "
                "which are left as they are (grep -rniIE '" + plan.mentionPattern +
                "' README.md docs slides framework/tasks exercises solutions lists the lines):");
    std::string line = " ";
    for (std::size_t i = 0; i < plan.mentions.size(); ++i) {
        const OldNumberMention& m = plan.mentions[i];
        const std::string item = " " + m.file + " (" + std::to_string(m.lines) + ")" +
                                 (i + 1 < plan.mentions.size() ? "," : "");
        if (line.size() > 1 && line.size() + item.size() > 110) {
            console.say(line);
            line = " ";
        }
        line += item;
    }
    console.say(line);
}

// Configures the build again, so that it has the new task's targets; with --before, what the build and ./workshop
// keep by number follows the moved tasks first.
void configureWithTheNewTask(Context& context, const NewTaskPlan& plan) {
    Console& console = context.console;
    const RegistryEntry& t = plan.entry;
    Builder builder(context.kit, console, context.lockHolder());
    if (plan.moved.empty()) {
        builder.reconfigure();
    } else {
        const int removed = renumberTaskState(context.kit.build(), context.kit.state(), plan.moved);
        if (removed > 0) {
            console.say("The moved tasks' last test records are removed (" + std::to_string(removed) +
                        " files in build/): they name the old numbers, and " + console.command() +
                        " test N makes them again.");
        }
        std::vector<int> solved = context.kit.solvedTasks();
        bool renumbered = false;
        for (int& n : solved) {
            if (n >= t.number) {
                ++n;
                renumbered = true;
            }
        }
        if (renumbered) builder.setSolved(solved);
        else builder.reconfigure();
    }
}

}  // namespace

int verbNewTask(Context& context, std::span<const std::string> arguments) {
    const NewTaskArguments parsed = parseNewTaskArguments(arguments);
    Console& console = context.console;
    const Style& style = console.style();
    const std::string& command = console.command();
    const NewTaskPlan plan = planNewTask(context.kit.root(), parsed.request);
    const RegistryEntry& t = plan.entry;
    const std::string n = std::to_string(t.number);
    if (!parsed.dryRun) writeNewTask(context.kit.root(), plan);

    console.say(std::string(parsed.dryRun ? "Would make" : "Made") + " task " + n + " " + style.bold + t.name +
                style.reset + " (" + t.function + ", " + (t.kind == "flock" ? "a flock force" : "a force from " + t.kind) + "), from task " +
                std::to_string(plan.like.number) + " " + plan.like.name + "'s files:");
    std::size_t width = 0;
    for (const NewFile& file : plan.files) width = std::max(width, file.relative.generic_string().size());
    for (const NewFile& file : plan.files) {
        std::string relative = file.relative.generic_string();
        relative.resize(width, ' ');
        console.say("  new      " + relative + "  " + std::string(file.what));
    }
    console.say("  changed  tasks.txt  (its line: " + n + " | " + t.name + " | " + t.stem + " | " + t.kind + " | " +
                t.function + " | " + t.weight + " | " + t.label + " | " + t.colour + " | " + (t.bonus ? "yes" : "no") +
                ")");
    console.say("  changed  README.md  (a row in the tasks' table" +
                std::string(plan.moved.empty() ? ")" : ", and the rows below it renumbered)"));
    for (const MovedTask& m : plan.moved) {
        console.say("  moved    task " + std::to_string(m.from) + " " + m.name + " is task " + std::to_string(m.to) +
                    " now: its number changes, its files keep their names");
    }
    sayOldNumbers(console, plan);
    if (parsed.dryRun) {
        console.say("Nothing was written (--dry-run).");
        return 0;
    }
    configureWithTheNewTask(context, plan);
    console.say("");
    console.say("The kit builds with it now: " + command + " test " + n + " fails on the stub, and " + command +
                " solve " + n + " runs the reference, which starts as task " + std::to_string(plan.like.number) +
                "'s recipe.");
    const std::string folder = "framework/tasks/" + t.stem + "/";
    console.say("Next, in each place marked " + std::string(kInstructorMarker) + " (grep -rn \"" +
                std::string(kInstructorMarker) + "\" " + folder + " exercises/" + t.stem + ".cpp solutions/" + t.stem +
                ".cpp README.md):");
    console.say("  1. solutions/" + t.stem + ".cpp: this task's recipe.");
    console.say("  2. " + folder + "cases.cpp: cases worked out by hand; " + command + " solve " + n + " then " +
                command + " test " + n + " must pass.");
    console.say("  3. the stub's first lines, the hints, the recipe page and the README row: what the learner reads.");
    if (t.weight != "-") {
        console.say("  Its force is multiplied by params." + t.weight +
                    " (1 by default where Params did not hold that field).");
    }
    for (const TaskParam& p : parsed.request.params) {
        console.say("  Its own parameter params." + p.name + " is " + p.value + " by default, with a slider from " +
                    p.min + " to " + p.max + " in steps of " + p.step + " and the settings key " + p.name + " (" +
                    folder + "params.txt).");
    }
    if (t.number > 9) console.say("  The window's keys go from 1 to 9: no key switches task " + n + ".");
    console.say("docs/adding-a-task.md has the rest: mistakes for the catalog, alternatives, and leaving a task out.");
    return 0;
}

}  // namespace boids::companion

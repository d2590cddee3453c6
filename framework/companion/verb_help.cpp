// ./workshop help [COMMAND]: the commands, on one screen, or one of them; VERB --help answers as help VERB.
#include <sstream>

#include "arguments.h"
#include "verbs.h"

namespace boids::companion {

namespace {

// Who a command is for: help lists each group under its heading, the learner's first.
enum class Audience { Learner, Laptop, Instructor };

// One command's entry: its name, what it takes, and what it does (lines already wrapped, the first beside it).
struct VerbHelp {
    std::string_view name;
    std::string_view usage;
    std::string_view text;
    Audience audience = Audience::Learner;
};

struct AudienceHeading {
    Audience audience;
    std::string_view heading;
};
constexpr AudienceHeading kHeadings[] = {
    {Audience::Learner, "Your tasks:"},
    {Audience::Laptop, "Your laptop:"},
    {Audience::Instructor, "For instructors:"},
};

constexpr VerbHelp kVerbHelp[] = {
    {"run", "run [ARGS]", "build and open the boids window (ARGS go to the program; try --help)"},
    {"status", "status [--json]",
     "progress over all the tasks, and what to do next (--json: where you stand on each task,\n"
     "as records for other tools: docs/records.md)"},
    {"test", "test N [--all | --json]",
     "build and run task N's tests; shows the first failure (--all: every failure; --json: the\n"
     "checks' records, docs/records.md)"},
    {"trace", "trace N [CHECK | --inspected]",
     "your task N function run line by line under a debugger (gdb or lldb), with what each line\n"
     "changed, on the scene of the first failure (or of the failed check CHECK, or of the boid\n"
     "the window's inspector shows: --inspected)"},
    {"debug", "debug N [CHECK]",
     "make ready a debugger on your task N function, stopped on the first failing check (or\n"
     "on CHECK): VS Code's launch configurations run it; it prints the gdb and lldb commands"},
    {"watch", "watch [N]",
     "rerun task N's tests every time you save a file in exercises/ (no N: the first task\n"
     "not passing yet); Ctrl-C stops. --runs K stops after K reruns"},
    {"hint", "hint N", "one more hint for task N each time, from a nudge to nearly the code (--reset: from hint 1)"},
    {"hand", "hand [done [N] | down]",
     "raise your hand: need help (no word), or done with task N (done: the last task that\n"
     "passes); the window shows it in its corner until hand down lowers it"},
    {"join", "join ADDRESS CODE [--name NAME]",
     "join the instructor's room (the line its room prints): your tasks' states, first failing\n"
     "checks, hints taken and hand are sent after each command, never your code; docs/room.md"},
    {"leave", "leave", "leave the room: nothing more is sent"},
    {"solve", "solve N", "use the reference solutions/NN_*.cpp for task N (your exercise file is not touched)"},
    {"unsolve", "unsolve N", "go back to your own exercises/NN_*.cpp for task N"},
    {"reset", "reset N [--yes]", "put the untouched stub back in exercises/NN_*.cpp; yours is kept in backups/ first"},
    {"help", "help [COMMAND]", "this text, or one command's (COMMAND --help says the same)"},
    {"setup", "setup", "install or list the packages the kit needs", Audience::Laptop},
    {"doctor", "doctor",
     "is this laptop ready? Checks the tools, libraries, display, debugger, disk, the build,\n"
     "the window and one task's tests, then says ready or the first thing to fix (no network)",
     Audience::Laptop},
    {"selftest", "selftest [--sanitize | --windows]",
     "the kit's own test suite, whatever exercises/ holds: solutions pass, stubs and kept\n"
     "mistakes fail (--sanitize: built with clang under ASan and UBSan, with the fuzz targets\n"
     "and the long tests, then the threads' tests under TSan; --windows: built with MinGW-w64\n"
     "and run under Wine; CI runs both)",
     Audience::Instructor},
    {"room", "room [--port N] [--text] [--no-browser]",
     "open the room: prints the join line for the learners and opens the page of who is\n"
     "stuck, on what, for how long, hands first (--text: a table here instead); Ctrl-C closes\n"
     "it; docs/room.md",
     Audience::Instructor},
    {"new-task",
     "new-task NAME --like N [--weight FIELD] [--param NAME=DEFAULT:MIN..MAX] [--colour RRGGBB] [--bonus] [--before N] [--dry-run]",
     "a task of your own, its files made from task N's (or a kind's: flock, predators,\n"
     "obstacles), added to tasks.txt and README.md; --param gives it a parameter of its own\n"
     "(margin=100:0..300 is params.margin, 100 by default, with a slider from 0 to 300 and a\n"
     "settings key; :WHAT after it says what it is, with its unit); --colour gives its\n"
     "arrow's colour, refused when it is near a task's for some colour-vision deficiency (by\n"
     "default, the farthest); --before 6 makes it task 6 and numbers task 6 and those after\n"
     "it one more (by default it comes last); docs/adding-a-task.md",
     Audience::Instructor},
};

// The entry as help prints it: the usage, then its text from column 22, its text beside it and under it.
std::string entryText(const VerbHelp& entry) {
    constexpr std::size_t kColumn = 22;
    std::string out = "  " + std::string(entry.usage);
    out += out.size() < kColumn ? std::string(kColumn - out.size(), ' ') : "\n" + std::string(kColumn, ' ');
    for (const char c : entry.text) {
        out += c;
        if (c == '\n') out += std::string(kColumn, ' ');
    }
    return out + "\n";
}

const VerbHelp* findVerbHelp(std::string_view verb) {
    for (const VerbHelp& entry : kVerbHelp) {
        if (entry.name == verb) return &entry;
    }
    return nullptr;
}

}  // namespace

bool hasHelpFor(std::string_view verb) { return verb != "run" && findVerbHelp(verb) != nullptr; }

int helpFor(Console& console, std::string_view verb) {
    const VerbHelp* entry = findVerbHelp(verb);
    if (!entry) usageError("help knows no command '" + std::string(verb) + "'.");
    const Style& style = console.style();
    std::string text = "  ";
    for (const char c : entry->text) text += c == '\n' ? std::string("\n  ") : std::string(1, c);
    console.say(style.bold + console.command() + " " + std::string(entry->usage) + style.reset + "\n" + text);
    return 0;
}

int verbHelp(Context& context, std::span<const std::string> arguments) {
    if (arguments.size() == 1 && !arguments.front().starts_with("-")) return helpFor(context.console, arguments.front());
    noArguments("help", arguments);
    const Style& style = context.console.style();
    const std::string& command = context.console.command();
    std::ostringstream text;
    text << style.bold << command << style.reset << " COMMAND\n";
    for (const AudienceHeading& group : kHeadings) {
        text << "\n" << group.heading << "\n";
        for (const VerbHelp& entry : kVerbHelp) {
            if (entry.audience == group.audience) text << entryText(entry);
        }
    }
    text << "\n"
         << "Start: open exercises/" << allTasks().front().stem << ".cpp, then " << command << " test "
         << allTasks().front().number << " (" << command
         << " status says where you are).\n"
         << "Tasks:";
    // The task list from the one list of tasks, the bonus ones (tasks.txt's `bonus`) apart, wherever they stand in
    // it: "1 Alignment, ..., 7 Speed limit; bonus: 6 Spatial grid."
    for (const bool bonus : {false, true}) {
        bool first = true;
        for (const Task& task : allTasks()) {
            if (task.bonus != bonus) continue;
            text << (first ? (bonus ? "; bonus: " : " ") : ", ") << task.number << " " << task.name;
            first = false;
        }
    }
    text << ".\n"
         << "N may also be a task's file, as an editor gives the open one: " << command << " test exercises/"
         << allTasks().front().stem << ".cpp\n"
         << "Your progress is in build/ and .workshop/ (the hints you have seen); deleting either loses none of your code.";
    context.console.say(text.str());
    return 0;
}

}  // namespace boids::companion

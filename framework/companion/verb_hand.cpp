// ./workshop hand [done [N] | down]: raises the learner's hand ("need help", or "done with task N") or lowers it,
// in .workshop/hand (boids/hand.h), which the window shows in its corner and a restart keeps.
#include <filesystem>
#include <string>

#include <boids/hand.h>

#include "arguments.h"
#include "hand_file.h"
#include "task_tests.h"
#include "verbs.h"

namespace boids::companion {

namespace fs = std::filesystem;

namespace {

// The task `hand done` means: the one named, which must pass, or else the highest-numbered task that passes.
const Task& doneTask(const Kit& kit, const Console& console, std::span<const std::string> words) {
    const std::string& command = console.command();
    if (words.size() > 1) usageError("hand done takes at most a task's number: hand done 3");
    if (words.size() == 1) {
        const Task& task = taskNumber(checkTaskNumber(words[0]));
        const std::string n = std::to_string(task.number);
        switch (standingOf(kit, task)) {
            case Standing::Passes: return task;
            case Standing::Fails:
                fail("task " + n + " " + std::string(task.name) + " does not pass yet, so your hand does not say "
                     "you are done with it: " + command + " test " + n + " shows what is left.");
            case Standing::Unknown:
                fail("task " + n + " " + std::string(task.name) + " has not been tested since your last save: " +
                     command + " test " + n + ", then " + command + " hand done " + n + ".");
        }
    }
    const Task* done = nullptr;
    for (const Task& task : allTasks()) {
        if (standingOf(kit, task) == Standing::Passes) done = &task;
    }
    if (!done) {
        fail("no task passes yet, as its last test says, so your hand cannot say you are done with one. " + command +
             " hand raises it to say you need help.");
    }
    return *done;
}

}  // namespace

int verbHand(Context& context, std::span<const std::string> arguments) {
    const Kit& kit = context.kit;
    Console& console = context.console;
    const Style& style = console.style();
    const std::string& command = console.command();
    const std::int64_t now = hand::secondsNow();
    const std::optional<hand::Hand> before = readHand(kit, console);
    const std::string what = arguments.empty() ? "" : arguments[0];

    if (what == "down") {
        if (arguments.size() > 1) usageError("hand down takes nothing after it.");
        if (!before) {
            console.say("No hand is up.");
            return 0;
        }
        lowerHand(kit);
        console.say("Hand down (it said " + hand::sign(*before) + " for " + hand::upFor(*before, now) + ").");
        return 0;
    }
    hand::Hand raised{hand::Kind::Help, 0, now};
    if (what == "done") {
        raised = {hand::Kind::Done, doneTask(kit, console, arguments.subspan(1)).number, now};
    } else if (!what.empty()) {
        usageError("hand takes nothing (need help), done [N] or down; not " + what + ".");
    }
    if (before && before->kind == raised.kind && before->task == raised.task) {
        console.say("Your hand is up already: " + style.bold + hand::sign(*before) + style.reset + ", for " +
                    hand::upFor(*before, now) + ". " + command + " hand down lowers it.");
        return 0;
    }
    saveHand(kit, raised);
    console.say(style.bold + style.yellow + "Hand up: " + hand::sign(raised) + style.reset +
                (before ? " (it said " + hand::sign(*before) + ")" : std::string()) + ".");
    console.say("The window shows it in its corner until " + command + " hand down (or N or D there) lowers it.");
    return 0;
}

}  // namespace boids::companion

// What a learner does next, after a task passes (next_step.h).
#include "next_step.h"

#include <algorithm>
#include <string>
#include <vector>

#include "search_mode.h"
#include "task_tests.h"

namespace boids::companion {

namespace {

// Every task, the main line by number first, then the bonus ones by number: the order "next" walks.
std::vector<const Task*> inNextOrder() {
    std::vector<const Task*> order;
    for (const Task& task : allTasks()) order.push_back(&task);
    std::stable_sort(order.begin(), order.end(), [](const Task* a, const Task* b) {
        return a->bonus != b->bonus ? !a->bonus : a->number < b->number;
    });
    return order;
}

}  // namespace

const Task* nextToDo(const Task* me, const std::function<Standing(const Task&)>& standing) {
    const std::vector<const Task*> order = inNextOrder();
    const auto standingOf = [&](const Task* task) { return task == me ? Standing::Passes : standing(*task); };
    for (const Task* task : order) {
        if (standingOf(task) == Standing::Fails) return task;
    }
    const auto after = me ? std::find(order.begin(), order.end(), me) : order.end();
    for (auto it = after == order.end() ? order.begin() : after + 1; it != order.end(); ++it) {
        if (standingOf(*it) != Standing::Passes) return *it;
    }
    return nullptr;
}

void sayNextStep(const Kit& kit, Console& console, const Task& me, bool solved, ReportMode mode, bool keysOffered) {
    const Style& style = console.style();
    const std::string& command = console.command();
    const std::string n = std::to_string(me.number);
    const Task* next = nextToDo(&me, [&](const Task& task) { return standingOf(kit, task); });
    const bool watch = mode == ReportMode::Watch;
    const std::string passes = style.green + "Task " + n + " passes." + style.reset;
    const std::string praise = solved ? "" : "Well done. ";  // the reference passed, not the learner
    if (!next) {
        if (watch) {
            console.say(style.green + "Task " + n + " passes: that was the last task." + style.reset + " " + command +
                        " status shows them all.");
        } else {
            console.say(praise + (me.bonus ? "The bonus passes too: that was the last task."
                                           : "That was the last task of the list (" + command + " status shows them all)."));
        }
        whatNext(console);
        return;
    }
    const std::string m = std::to_string(next->number);
    const std::string start = watch ? command + " watch " + m + (keysOffered ? ", or press n then Enter" : "")
                                    : "in exercises/" + std::string(next->stem) + ".cpp (" + command + " test " + m + ")";
    if (next->bonus && !me.bonus) {
        if (watch) {
            console.say(style.green + "Task " + n + " passes: the flock is complete." + style.reset + " Bonus: Task " +
                        m + " " + std::string(next->name) + ": " + start + ".");
        } else {
            console.say(praise + "That was the last of the " + countWord(mainTaskCount()) + " tasks (" + command +
                        " status shows them all). Bonus: Task " + m + " " + std::string(next->name) + ", " + start + ".");
        }
        return;
    }
    // A task before this one: the rule is the lowest-numbered, which the learner may not expect after passing this.
    std::string which;
    if (next->number < me.number) {
        which = ", the lowest-numbered task that does not pass yet";
        if (!kit.isStarted(*next)) which += " (still the untouched stub)";
    }
    if (watch) {
        console.say(passes + " Next: Task " + m + " " + std::string(next->name) + which + ": " + start + ".");
    } else {
        console.say(praise + "Next: Task " + m + " " + std::string(next->name) + which + ", " + start + ".");
    }
}

void whatNext(Console& console) {
    // The most boids has one home, kMaxBoids in framework/app/logic/search_mode.h, which the panel and the slider use too.
    const std::string most = withThousands(std::to_string(app::kMaxBoids));
    console.say("What next, in the window (" + console.command() +
                " run): M runs the seeds' models (Reynolds, inverse-square, 3D, ...),");
    console.say("F then a click shows one boid's forces, and with G on a grid numBoids goes up to " + most + ".");
}

}  // namespace boids::companion

// What a learner does next, after a task passes (next_step.h).
#include "next_step.h"

#include <string>
#include <vector>

#include "search_mode.h"
#include "task_tests.h"

namespace boids::companion {

namespace {

// The tasks of the main line, other than `me`, whose exercise is the untouched stub and that are not solved.
std::vector<const Task*> untouchedTasks(const Kit& kit, const Task& me) {
    std::vector<const Task*> out;
    for (const Task& task : allTasks()) {
        if (&task != &me && !task.bonus && !kit.isStarted(task) && !kit.isSolved(task.number)) out.push_back(&task);
    }
    return out;
}

// Those tasks in words: "task 3 is still the untouched stub", "tasks 1, 2 and 3 are still the untouched stubs".
std::string untouchedWords(const std::vector<const Task*>& tasks) {
    if (tasks.size() == 1) return "task " + std::to_string(tasks[0]->number) + " is still the untouched stub";
    std::vector<std::string> numbers;
    for (const Task* task : tasks) numbers.push_back(std::to_string(task->number));
    return "tasks " + spokenList(numbers) + " are still the untouched stubs";
}

}  // namespace

void sayNextStep(const Kit& kit, Console& console, const Task& me, bool solved, ReportMode mode, bool keysOffered) {
    const Style& style = console.style();
    const std::string& command = console.command();
    const std::string n = std::to_string(me.number);
    const Task* next = nextTask(me);
    const bool bonusNext = next && next->bonus && !me.bonus;
    if (!next || bonusNext) {
        if (const std::vector<const Task*> left = untouchedTasks(kit, me); !left.empty()) {
            const Task& first = *left.front();
            const std::string m = std::to_string(first.number);
            const std::string where = next ? "It is the last task before the bonus" : "It is the end of the list";
            console.say(style.green + "Task " + n + " passes." + style.reset + " " + where + ", but " +
                        untouchedWords(left) + ": next, Task " + m + " " + std::string(first.name) + ", in exercises/" +
                        std::string(first.stem) + ".cpp (" + command + (mode == ReportMode::Watch ? " watch " : " test ") +
                        m + ").");
            return;
        }
    }
    if (mode == ReportMode::Watch) {
        const std::string offer = keysOffered && next ? ", or press n then Enter" : "";
        if (next && !bonusNext) {
            console.say(style.green + "Task " + n + " passes." + style.reset + " Next: Task " +
                        std::to_string(next->number) + " " + std::string(next->name) + ": " + command + " watch " +
                        std::to_string(next->number) + offer + ".");
        } else if (bonusNext) {
            console.say(style.green + "Task " + n + " passes: the flock is complete." + style.reset + " Bonus: Task " +
                        std::to_string(next->number) + " " + std::string(next->name) + ": " + command + " watch " +
                        std::to_string(next->number) + offer + ".");
        } else {
            console.say(style.green + "Task " + n + " passes: that was the last task." + style.reset + " " + command +
                        " status shows them all.");
            whatNext(console);
        }
        return;
    }
    const std::string praise = solved ? "" : "Well done. ";  // the reference passed, not the learner
    if (next && !bonusNext) {
        const std::string m = std::to_string(next->number);
        console.say(praise + "Next: Task " + m + " " + std::string(next->name) + ", in exercises/" +
                    std::string(next->stem) + ".cpp (" + command + " test " + m + ").");
    } else if (bonusNext) {
        console.say(praise + "That was the last of the " + countWord(mainTaskCount()) + " tasks (" + command +
                    " status shows them all). Bonus: Task " + std::to_string(next->number) + " " +
                    std::string(next->name) + ", in exercises/" + std::string(next->stem) + ".cpp (" + command +
                    " test " + std::to_string(next->number) + ").");
    } else {
        console.say(praise + (me.bonus ? "The bonus passes too: that was the last task."
                                       : "That was the last task of the list (" + command + " status shows them all)."));
        whatNext(console);
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

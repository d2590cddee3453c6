// ./workshop watch [N] [--runs K]: reruns task N's tests on every save in exercises/ (no N: the first task not
// passing yet). "n then Enter" moves on to the next task; Ctrl-C stops, saying where to look next.
#include <chrono>
#include <ctime>
#include <string>

#include "arguments.h"
#include "build.h"
#include "task_tests.h"
#include "verbs.h"
#include "watch.h"

namespace boids::companion {

namespace {

constexpr std::chrono::milliseconds kPoll{200};    // how often exercises/ is looked at (and keys waited for)
constexpr std::chrono::milliseconds kSettle{200};  // an editor may write a file in more than one go

struct Stopped {};  // thrown when Ctrl-C was pressed, and caught by verbWatch, which says so

std::string timeOfDay() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
#ifdef _WIN32
    localtime_s(&local, &now);
#else
    localtime_r(&now, &local);
#endif
    char text[16];
    std::strftime(text, sizeof text, "%H:%M:%S", &local);
    return text;
}

class Watch {
public:
    Watch(Context& context, Builder& builder, const KeyReader& keys, const InterruptFlag& interrupt)
        : context_(context), console_(context.console), builder_(builder), keys_(keys), interrupt_(interrupt) {}

    void stopIfInterrupted() const {
        if (interrupt_.raised()) throw Stopped{};
    }

    // Builds and runs task n's tests, and reports; a failed build or test program keeps the watch going. The first
    // run builds the whole loop (Builder::tryBuildLoop), the later ones only task n's tests.
    void run(int n) {
        const Task& task = taskNumber(n);
        const Style& style = console_.style();
        console_.say(style.dim + "--- " + timeOfDay() + " task " + std::to_string(n) + " " + std::string(task.name) +
                     ": building and testing ---" + style.reset);
        const bool built = loopBuilt_ ? builder_.tryBuild({testTarget(n)}) : builder_.tryBuildLoop({testTarget(n)});
        loopBuilt_ = loopBuilt_ || built;
        stopIfInterrupted();
        const std::optional<TaskResult> result = built ? runTaskTests(context_.kit, console_, n) : std::nullopt;
        stopIfInterrupted();
        if (!result) {
            console_.say("Still watching: fix it and save again. (Ctrl-C stops.)");
            return;
        }
        reportTask(context_.kit, console_, n, *result, ReportMode::Watch, false, keys_.active(), &builder_);
        tellTheRoom(context_.kit, console_);  // each run's result, as test's
    }

private:
    Context& context_;
    Console& console_;
    Builder& builder_;
    const KeyReader& keys_;
    const InterruptFlag& interrupt_;
    bool loopBuilt_ = false;
};

// The first task whose tests do not all pass, building every task's tests first (as bash first_task_not_passing).
std::optional<int> firstTaskNotPassing(Context& context, Builder& builder) {
    std::vector<std::string> targets;
    for (const Task& task : allTasks()) targets.push_back(testTarget(task.number));
    builder.buildLoop(targets);
    for (const Task& task : allTasks()) {
        const std::optional<TaskResult> result = runTaskTests(context.kit, context.console, task.number);
        if (!result) throw CommandError{1, ""};
        if (result->passed < result->total) return task.number;
    }
    return std::nullopt;
}

// The task to watch: N, or the first task that does not pass yet; nullopt, said so, when every task passes.
std::optional<int> taskToWatch(Context& context, Builder& builder, const TaskArguments& parsed) {
    if (parsed.task) return *parsed.task;
    Console& console = context.console;
    const Style& style = console.style();
    const std::optional<int> first = firstTaskNotPassing(context, builder);
    if (!first) {
        console.say(style.green + "Every task passes, the bonus too." + style.reset + " Nothing to watch; " +
                    console.command() + " watch N watches task N anyway.");
        return std::nullopt;
    }
    console.say("Watching Task " + std::to_string(*first) + " " + std::string(taskNumber(*first).name) +
                ", the first task that does not pass yet.");
    return first;
}

// "n then Enter": the next task by the one rule (nextToDo, as the line that offered it said), whose tests run now; n
// itself when there is none.
int moveToNextTask(const Kit& kit, Console& console, Watch& watch, int n) {
    const Task* task = nextToDo(&taskNumber(n), [&](const Task& t) { return standingOf(kit, t); });
    if (!task) {
        console.say("Task " + std::to_string(n) + " is the last task to do.");
        return n;
    }
    console.say("Now watching Task " + std::to_string(task->number) + " " + std::string(task->name) +
                ", in exercises/" + std::string(task->stem) + ".cpp.");
    watch.run(task->number);
    return task->number;
}

// Names each file saved between `before` and `after`, and says when it is another task's than n.
void saySaves(Console& console, const Signature& before, const Signature& after, int n) {
    const Style& style = console.style();
    const std::string& command = console.command();
    for (const std::string& file : changedFiles(before, after)) {
        console.say("");
        console.say("Saved: " + file);
        if (const std::optional<int> other = otherTaskOf(file, taskNumber(n))) {
            const std::string k = std::to_string(*other);
            console.say(style.dim + "(that is task " + k + "'s file; this watch runs task " + std::to_string(n) + ". " +
                        command + " watch " + k + " follows that one.)" + style.reset);
        }
    }
}

}  // namespace

int verbWatch(Context& context, std::span<const std::string> arguments) {
    const WatchArguments split = splitWatchArguments(arguments);
    const TaskArguments parsed = parseTaskArguments("watch", "--runs K", split.rest);
    Console& console = context.console;
    const Style& style = console.style();
    const std::string& command = console.command();
    ensureDependenciesUnlessConfigured(context.kit, console);
    Builder builder(context.kit, console, context.lockHolder());
    const std::optional<int> watched = taskToWatch(context, builder, parsed);
    if (!watched) return 0;
    int n = *watched;

    KeyReader keys(inputOffersKeys());
    InterruptFlag interrupt;
    Watch watch(context, builder, keys, interrupt);
    const std::uint64_t limit = split.runs && !split.runs->empty() ? runsLimit(*split.runs) : 0;
    try {
        if (context.kit.isSolved(n)) {
            const std::string number = std::to_string(n);
            console.say(style.yellow + "Task " + number + " uses the reference (" + command + " solve " + number +
                        "): your edits count again after " + command + " unsolve " + number + "." + style.reset);
        }
        const std::filesystem::path exercises = context.kit.root() / "exercises";
        Signature before = sourceSignature(exercises);
        watch.run(n);
        console.say(style.dim + "Watching exercises/ for saves. Ctrl-C stops." + style.reset);
        std::uint64_t runs = 0;
        for (;;) {
            std::optional<std::string> key;
            if (keys.active())
                key = keys.next(kPoll, interrupt);
            else
                interrupt.sleepFor(kPoll);
            watch.stopIfInterrupted();
            if (key == "n" || key == "N") {
                n = moveToNextTask(context.kit, console, watch, n);
                continue;
            }
            if (sourceSignature(exercises) == before) continue;
            interrupt.sleepFor(kSettle);
            watch.stopIfInterrupted();
            const Signature after = sourceSignature(exercises);
            saySaves(console, before, after, n);
            before = after;
            watch.run(n);
            ++runs;
            if (limit != 0 && runs >= limit) {
                console.say("Stopped after " + std::to_string(runs) + " run" + (runs > 1 ? "s" : "") + " (--runs " +
                            *split.runs + ").");
                return 0;
            }
        }
    } catch (const Stopped&) {
        console.say("");
        console.say("Stopped watching. " + command + " status shows where you are.");
        return 0;
    }
}

}  // namespace boids::companion

// Checking the learner's code apart from the window (learner_check.h): the report a checker writes, and reads back.
#include "learner_check.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstring>
#include <optional>
#include <sstream>
#include <thread>
#include <vector>

#include <fmt/format.h>

#include <boids/checks.h>
#include <boids/diagnosis.h>
#include <boids/records.h>

#include "numbers.h"

namespace boids::app {

namespace {

// How long the several-threads check calls a force at the least (it stops at the first difference). A flee with a
// static accumulator, on the kit's 2-core CI machine with other programs busy on both cores: 100 rounds caught it in
// 2 runs of 5; 100 ms in 20 of 20 beside two busy programs, 19 of 20 beside three. A correct force takes those
// 100 ms once per task while the window starts (the checks of all five tasks: 0.96 s).
constexpr std::chrono::milliseconds kSeveralThreadsTime{100};

// A task's record of the report (boids/records.h), which names it by its number.
std::string record(Task task, const LearnerTask& t) {
    return report::taskLine({info(task).number, t.passed, t.total, t.stub, t.threw, t.heldBack, t.diagnosis});
}

// The report's first record: this program, and every task it checks.
std::string startOfReport() {
    std::vector<int> numbers;
    for (const TaskInfo& t : tasks()) numbers.push_back(t.number);
    return report::startLine({"boids_check", numbers, 0});
}

// The label of the check below, in a message about a crash during it: most often a shared variable.
constexpr std::string_view kSeveralThreads = "several threads at once";

std::string sharedStateHint(const TaskInfo& t) {
    return fmt::format("In a big flock several threads call {} together: does it keep a static or global "
                       "variable? Use only its arguments.",
                       t.function);
}

// In a flock of kParallelStepMinBoids and more, several threads call a force at once (docs/hangs-and-crashes.md, "Several threads call
// your functions"). A function that keeps a static or global variable passes its checks on one thread and gives
// other answers, or crashes, on several: the window would fly it wrong, or die. This runs the task's cases and
// random scenes on 4 threads at once, 20 times over, and compares each answer with the one of a single call.
// Returns why the task may not fly, or nothing.
std::string threadsProblem(Task task, const TaskTable& learner, Progress& progress) {
    std::vector<ForceCase> cases = casesFor(task);
    for (ForceCase& c : randomScenes(task)) cases.push_back(std::move(c));
    const auto answer = [&](const ForceCase& c) -> std::optional<Vec2> {
        try {
            return evaluate(c, learner);
        } catch (...) {
            return std::nullopt;  // an exception is the checks' business, not this one's
        }
    };
    std::vector<std::optional<Vec2>> alone;
    for (const ForceCase& c : cases) alone.push_back(answer(c));
    progress.at(kSeveralThreads);
    std::atomic<std::size_t> differs{cases.size()};
    std::atomic<int> ready{0};
    // All four start together, and call for at least kSeveralThreadsTime: on a busy machine a thread can otherwise
    // run all its rounds before the next is given a core, and a race that needs two at once never happens.
    const auto until = std::chrono::steady_clock::now() + kSeveralThreadsTime;
    const auto caller = [&] {
        ready.fetch_add(1);
        while (ready.load() < 4) std::this_thread::yield();
        for (int round = 0; (round < 100 || std::chrono::steady_clock::now() < until) &&
                            differs.load(std::memory_order_relaxed) == cases.size();
             ++round) {
            for (std::size_t k = 0; k < cases.size(); ++k) {
                const std::optional<Vec2> v = answer(cases[k]);
                const bool same = v.has_value() == alone[k].has_value() &&
                                  (!v || std::memcmp(&*v, &*alone[k], sizeof(Vec2)) == 0);
                if (!same) differs.store(k);
            }
        }
    };
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) threads.emplace_back(caller);
    for (std::thread& t : threads) t.join();
    if (differs.load() == cases.size()) return {};
    const ForceCase& c = cases[differs.load()];
    return fmt::format("it gave another answer when several threads called it at once ({}). {}",
                       c.name.empty() ? "in a random scene" : "check " + c.name, sharedStateHint(info(task)));
}

// Runs one task's checks (a force, or the grid) in a child process.
LearnerTask checkIsolated(Task task, const TaskTable& learner, std::chrono::milliseconds limit) {
    const bool grid = task == kGridTask;
    const IsolatedWork work = [&](Progress& progress) {
        const LearnerTask t = grid ? checkLearnerGrid(learner, &progress) : checkLearnerTask(task, learner, &progress);
        return record(task, t);
    };
    const IsolatedRun run = runIsolated(work, limit);
    if (run.ending == Ending::Returned) {
        LearnerChecks parsed = parseLearnerChecks(startOfReport() + run.result + report::endLine(), 0);
        LearnerTask t = grid ? parsed.grid : parsed.tasks[std::size_t(index(task))];
        if (grid || t.stub || !t.heldBack.empty()) return t;
        // Then on several threads, in a child of its own: a crash there keeps the counts of the checks above.
        const IsolatedRun threads = runIsolated([&](Progress& progress) {
            return threadsProblem(task, learner, progress);
        }, limit);
        if (threads.ending == Ending::Returned) {
            t.heldBack = threads.result;
        } else {
            t.heldBack = fmt::format("{} (check {}). {}",
                                     describeEnding(threads, fmt::format("your {}", info(task).function),
                                                    "neighbors"),
                                     kSeveralThreads, sharedStateHint(info(task)));
        }
        return t;
    }
    LearnerTask held;
    held.total = grid ? int(gridCases().size() + gridProperties().size())
                      : int(casesFor(task).size() + forceProperties(task).size());
    const std::string subject = grid ? std::string("your grid") : fmt::format("your {}", info(task).function);
    held.heldBack = describeEnding(run, subject, grid ? "boids" : "neighbors");
    if (!run.lastLabel.empty()) held.heldBack += fmt::format(" (check {})", run.lastLabel);
    return held;
}

// The longest diagnosis sent: the panel wraps it to its width and cuts it at two lines (panel_text.h).
constexpr std::size_t kDiagnosisLength = 240;

// What the experiments find `learner`'s task `task` does (a force, or kGridTask), in a child process of its own:
// they call the learner's code a few thousand times. A diagnosis that never returns or crashes is left out, and
// the task's counts stand: its checks returned.
std::string diagnosisIsolated(Task task, const TaskTable& learner, std::chrono::milliseconds limit) {
    const IsolatedRun run = runIsolated([&](Progress&) {
        const Diagnosis d = task == kGridTask ? diagnoseGrid(learner) : diagnoseForce(task, learner);
        return d.summary(1, kDiagnosisLength);
    }, limit);
    return run.ending == Ending::Returned ? run.result : std::string();
}

bool failsSomeChecks(const LearnerTask& t) {
    return !t.stub && t.heldBack.empty() && t.threw.empty() && t.passed < t.total;
}

}  // namespace

std::string runLearnerChecks(const TaskTable& learner, std::chrono::milliseconds limit) {
    std::array<LearnerTask, kMaxTasks> checked;  // by index(), in tasks.txt's order
    for (const TaskInfo& t : tasks()) {
        checked[std::size_t(index(t.task))] =
            checkIsolated(t.task, learner, t.task == kGridTask ? kGridCheckFactor * limit : limit);
    }
    const auto listed = checked.begin() + taskCount();
    const auto first = std::find_if(checked.begin(), listed, failsSomeChecks);
    if (first != listed) {
        const Task task = tasks()[std::size_t(first - checked.begin())].task;
        first->diagnosis = diagnosisIsolated(task, learner, 4 * limit);
    }
    std::string text = startOfReport();
    for (const TaskInfo& t : tasks()) text += record(t.task, checked[std::size_t(index(t.task))]);
    return text + report::endLine();
}

std::string problemReport(std::string_view problem) {
    return startOfReport() + report::problemLine(problem) + report::endLine();
}

std::string loadHeldBackReport(std::string_view why) {
    return startOfReport() + report::heldBackLine(why) + report::endLine();
}

std::vector<std::filesystem::path> checkerArguments(const std::filesystem::path& plugin) { return {plugin}; }

LearnerChecks parseLearnerChecks(std::string_view text, int exitCode) {
    LearnerChecks checks;
    const report::Records records = report::readRecords(text);
    if (!records.start || !records.ended) {
        std::vector<std::string> lines;
        std::istringstream in{std::string(text)};
        for (std::string line; std::getline(in, line);) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            lines.push_back(line);
        }
        if (exitCode < 0 && !lines.empty()) {  // runProcess's last line says why: it could not start, or a signal
            checks.problem = fmt::format("the checker of your code gave no report: {}", lines.back());
            return checks;
        }
        const std::string last = lines.empty() ? std::string("nothing") : "\"" + lines.back() + "\"";
        checks.problem = fmt::format("the checker of your code ended without its report (exit code {}; it printed {})",
                                     exitCode, last);
        return checks;
    }
    if (!records.problem.empty()) {
        checks.problem = records.problem;
        return checks;
    }
    if (!records.heldBack.empty()) {
        checks.loadHeldBack = records.heldBack;
        return checks;
    }
    std::array<bool, kMaxTasks> seen{};  // by index()
    for (const report::TaskSummary& summary : records.tasks) {
        const std::optional<Task> task = taskNumbered(summary.task);
        if (!task) continue;
        LearnerTask t;
        t.passed = summary.passed;
        t.total = summary.total;
        t.stub = summary.stub;
        t.threw = summary.threw;
        t.heldBack = summary.heldBack;
        t.diagnosis = summary.diagnosis;
        (*task == kGridTask ? checks.grid : checks.tasks[std::size_t(index(*task))]) = t;
        seen[std::size_t(index(*task))] = true;
    }
    for (const TaskInfo& t : tasks()) {
        if (!seen[std::size_t(index(t.task))]) {
            checks.problem = fmt::format("the checker of your code said nothing of task {}", t.number);
            return checks;
        }
    }
    return checks;
}

std::filesystem::path checkerPath(const std::filesystem::path& programFolder) {
#if defined(_WIN32)
    return programFolder / "boids_check.exe";
#else
    return programFolder / "boids_check";
#endif
}

TaskTable withoutHeldBack(const TaskTable& learner, const TaskTable& reference, const LearnerChecks& checks) {
    TaskTable table = learner;
    const auto held = [&](Task task) { return !checks.tasks[std::size_t(index(task))].heldBack.empty(); };
    for (Task task : forceTasks()) {
        if (held(task)) table[task] = reference[task];
    }
    table.reference = reference.reference;  // so that a held-back force is known for the reference's own
    if (!checks.grid.heldBack.empty()) {
        table.buildGrid = reference.buildGrid;
        table.findNeighborsInGrid = reference.findNeighborsInGrid;
    }
    return table;
}

}  // namespace boids::app

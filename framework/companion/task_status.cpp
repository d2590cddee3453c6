// Where the learner stands on a task, from records (task_status.h).
#include "task_status.h"

#include <boids/render.h>

#include "file_io.h"
#include "next_step.h"
#include "task_tests.h"

namespace boids::companion {

namespace fs = std::filesystem;

namespace {

// The window's checker's summary of `task` when its report is of the exercise as saved: built after the last save,
// whole, and checking that task.
std::optional<report::TaskSummary> windowSummaryOfSavedCode(const Kit& kit, const Task& task) {
    const fs::path file = windowChecksFile(kit);
    if (!writtenAfterSave(kit, task, file)) return std::nullopt;
    const report::Records records = report::readRecords(readFile(file).value_or(""));
    if (!records.start || records.start->program != "boids_check" || !records.ended) return std::nullopt;
    for (const report::TaskSummary& summary : records.tasks) {
        if (summary.task == task.number) return summary;
    }
    return std::nullopt;
}

// The window's finding for a task that fails its checks: why it is held back, what it threw, or the diagnosis.
std::string windowFinding(const report::TaskSummary& summary) {
    if (!summary.heldBack.empty()) return summary.heldBack;
    if (!summary.threw.empty()) return "it threw: " + summary.threw;
    return summary.diagnosis;
}

}  // namespace

fs::path windowChecksFile(const Kit& kit) { return kit.state() / report::kWindowChecksFile; }

report::TaskStatus taskStatus(const Kit& kit, const Task& task, const report::Records& records, int passed, int total,
                              bool passes) {
    const bool solved = kit.isSolved(task.number);
    report::TaskStatus status;
    status.task = task.number;
    status.name = std::string(task.name);
    status.state = solved ? "reference" : passes ? "passing" : kit.isStarted(task) ? "failing" : "not started";
    status.passed = passed;
    status.total = total;
    status.bonus = task.bonus;
    status.hintsSeen = kit.hintsSeen(task);
    status.hints = kit.hintCount(task);
    if (const report::Check* shown = report::firstShown(records)) {
        status.firstFailing = shown->name;
        status.rank = shown->rank();
        status.line = report::oneLine(*shown);
    }
    return status;
}

report::TaskStatus lastStatus(const Kit& kit, const Task& task) {
    const bool solved = kit.isSolved(task.number);
    const std::optional<report::Records> tests = recordsOfSavedCode(kit, task);
    if (solved || !kit.isStarted(task)) {  // known without a check: no finding is about them
        report::TaskStatus status = taskStatus(kit, task, {}, 0, 0, solved);
        if (tests) {
            status.from = "tests";
            status.passed = tests->passed();
            status.total = int(tests->checks.size());
        }
        return status;
    }
    if (tests) {
        const int passed = tests->passed(), total = int(tests->checks.size());
        report::TaskStatus status = taskStatus(kit, task, *tests, passed, total, passed == total);
        status.from = "tests";
        return status;
    }
    if (const std::optional<report::TaskSummary> window = windowSummaryOfSavedCode(kit, task)) {
        const bool passes = window->total > 0 && window->passed == window->total && window->heldBack.empty() &&
                            window->threw.empty();
        report::TaskStatus status = taskStatus(kit, task, {}, window->passed, window->total, passes);
        status.from = "window";
        if (!passes) status.line = windowFinding(*window);
        return status;
    }
    report::TaskStatus status = taskStatus(kit, task, {}, 0, 0, false);
    status.state = "edited";
    return status;
}

}  // namespace boids::companion

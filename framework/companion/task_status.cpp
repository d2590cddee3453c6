// Where the learner stands on a task, from records (task_status.h).
#include "task_status.h"

#include <boids/render.h>

#include "next_step.h"
#include "task_tests.h"

namespace boids::companion {

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
    const report::Records records = lastRecords(kit, task.number);
    return taskStatus(kit, task, records, records.passed(), int(records.checks.size()),
                      standingOf(kit, task) == Standing::Passes);
}

}  // namespace boids::companion

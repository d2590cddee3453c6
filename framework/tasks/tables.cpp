// The one source of the kit compiled with tasks.txt's whole list (boids::tasks, framework/tasks/CMakeLists.txt): the
// registry at run time (boids/tasks.h), and each task's tables by Task: its cases (casesFor), facts (taskFacts),
// known mistakes (catalog::mistakesFor) and reference (recipeTasks), each defined in the task's folder. Everything else
// reads these at run time, so that adding a task recompiles this file and the new task's, not the kit.
#include <boids/task_registry.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <vector>

#include <boids/checks.h>
#include <boids/plugin_check.h>

#include "catalog.h"
#include "tasks/kinds.h"

namespace boids {

namespace {

constexpr std::size_t countForces() {
    std::size_t n = 0;
    for (const TaskInfo& t : registry::kTasks) n += t.kind != TaskKind::Grid;
    return n;
}

constexpr std::array<Task, countForces()> kForceTasks = [] {
    std::array<Task, countForces()> out{};
    std::size_t k = 0;
    for (const TaskInfo& t : registry::kTasks) {
        if (t.kind != TaskKind::Grid) out[k++] = t.task;
    }
    return out;
}();

}  // namespace

static_assert([] {
    for (const TaskInfo& t : registry::kTasks) {
        if (t.task == kGridTask) return true;
    }
    return false;
}(), "tasks.txt lists the grid task, buildGrid");

std::span<const AddedValue> addedValues() { return {registry::kAdded, registry::kAddedCount}; }

std::array<float, kMaxAddedValues> addedDefaults() {
    std::array<float, kMaxAddedValues> values{};
    for (std::size_t slot = 0; slot < registry::kAddedCount; ++slot) values[slot] = registry::kAdded[slot].value;
    return values;
}

std::span<const TaskInfo> tasks() { return registry::kTasks; }
int taskCount() { return int(registry::kTasks.size()); }
std::span<const Task> forceTasks() { return kForceTasks; }

std::optional<int> indexIfListed(Task task) {
    for (std::size_t k = 0; k < registry::kTasks.size(); ++k) {
        if (registry::kTasks[k].task == task) return int(k);
    }
    return std::nullopt;
}
bool isListed(Task task) { return indexIfListed(task).has_value(); }
int index(Task task) { return indexIfListed(task).value_or(-1); }
const TaskInfo& info(Task task) {
    const std::optional<int> k = indexIfListed(task);
    if (!k) {  // a caller's error, said and stopped where it happens rather than read past the registry's end
        std::fprintf(stderr, "boids: info() of Task %d, which tasks.txt does not list\n", int(task));
        std::abort();
    }
    return registry::kTasks[std::size_t(*k)];
}

std::optional<Task> taskNumbered(int number) {
    for (const TaskInfo& t : registry::kTasks) {
        if (t.number == number) return t.task;
    }
    return std::nullopt;
}

std::string_view taskListHash() { return BOIDS_TASK_LIST_HASH; }

// --- Each task's tables, defined in its folder (cases.cpp, facts.cpp, mistakes.cpp) and in solutions/ ---

#define BOIDS_DECLARE_TABLES_Flock(function)   \
    std::vector<ForceCase> function##Cases(); \
    TaskFacts function##Facts();
#define BOIDS_DECLARE_TABLES_Predators(function) BOIDS_DECLARE_TABLES_Flock(function)
#define BOIDS_DECLARE_TABLES_Obstacles(function) BOIDS_DECLARE_TABLES_Flock(function)
#define BOIDS_DECLARE_TABLES_Grid(function)
#define BOIDS_DECLARE_TABLES(number, name, stem, kind, function, ...) BOIDS_DECLARE_TABLES_##kind(function)
BOIDS_TASK_LIST(BOIDS_DECLARE_TABLES)
#undef BOIDS_DECLARE_TABLES

std::vector<ForceCase> casesFor(Task task) {
    std::vector<ForceCase> cases;
#define BOIDS_CASES_OF_Flock(n, function) \
    if (info(task).number == n) cases = function##Cases();
#define BOIDS_CASES_OF_Predators BOIDS_CASES_OF_Flock
#define BOIDS_CASES_OF_Obstacles BOIDS_CASES_OF_Flock
#define BOIDS_CASES_OF_Grid(n, function)
#define BOIDS_CASES_OF(n, name, stem, kind, function, ...) BOIDS_CASES_OF_##kind(n, function)
    if (isListed(task)) {
        BOIDS_TASK_LIST(BOIDS_CASES_OF)
    }
#undef BOIDS_CASES_OF
    for (ForceCase& c : cases) c.task = task;
    return cases;
}

const TaskFacts& taskFacts(Task task) {
    // In tasks.txt's order, as tasks() is: entry k is the task of index k.
    static const std::array<TaskFacts, kMaxTasks> facts = [] {
        std::array<TaskFacts, kMaxTasks> all{};
        std::size_t k = 0;
#define BOIDS_FACTS_OF_Flock(function) all[k] = function##Facts();
#define BOIDS_FACTS_OF_Predators BOIDS_FACTS_OF_Flock
#define BOIDS_FACTS_OF_Obstacles BOIDS_FACTS_OF_Flock
#define BOIDS_FACTS_OF_Grid(function)
#define BOIDS_FACTS_OF(n, name, stem, kind, function, ...) BOIDS_FACTS_OF_##kind(function) ++k;
        BOIDS_TASK_LIST(BOIDS_FACTS_OF)
#undef BOIDS_FACTS_OF
        return all;
    }();
    static const TaskFacts none;
    return isListed(task) ? facts[std::size_t(index(task))] : none;
}

// The table of the reference's functions, solutions/ as compiled into this library; its `reference` is itself.
const TaskTable& linkedTasks() {
    static constexpr TaskTable table = registry::linkedTable(&table);
    return table;
}

const TaskTable& recipeTasks() { return linkedTasks(); }

namespace catalog {

#define BOIDS_DECLARE_MISTAKES(n, name, stem, kind, function, ...) std::vector<KnownMistake> function##Mistakes();
BOIDS_TASK_LIST(BOIDS_DECLARE_MISTAKES)
#undef BOIDS_DECLARE_MISTAKES

std::vector<KnownMistake> mistakesFor(Task task) {
    if (!isListed(task)) return {};
#define BOIDS_MISTAKES_OF(n, name, stem, kind, function, ...) \
    if (info(task).number == n) return function##Mistakes();
    BOIDS_TASK_LIST(BOIDS_MISTAKES_OF)
#undef BOIDS_MISTAKES_OF
    return {};
}

}  // namespace catalog

}  // namespace boids

// The registry of tasks.txt at run time (boids/tasks.h): the one source of core compiled with tasks.txt.
#include "boids/task_registry.h"

#include <cstdio>
#include <cstdlib>

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

}  // namespace boids

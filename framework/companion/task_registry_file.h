// tasks.txt as new-task reads and extends it, one line a task, and README.md's table of tasks, one row a task.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace boids::companion {

// One task line of tasks.txt, its fields trimmed (tasks.txt's header documents them).
struct RegistryEntry {
    int number = 0;
    std::string name, stem, kind, function, weight, label, colour;
    bool bonus = false;
};

// tasks.txt's task lines, in order. Throws fail() naming the line it cannot read (the build's own check,
// cmake/task_registry.cmake, says more about a line it reads but refuses).
std::vector<RegistryEntry> parseRegistry(std::string_view text);

// True for a task's line: not blank, not a comment.
bool isTaskLine(std::string_view line);

// The entry as a line of tasks.txt, padded as the line `columnsLike`.
std::string registryLine(const RegistryEntry&, std::string_view columnsLike);

// tasks.txt's text with `line` added: after the last task's line when `before` is 0, else before the line of task
// `before`, with that task and every one below it numbered one more (each number in its own column's width).
// Throws fail() when `before` is not a task's number.
std::string withTaskLine(std::string_view registry, std::string_view line, int before = 0);

// README.md's text with `row` added to the tasks' table (the rows that begin "| N |"): after its last row when
// `before` is 0, else before task `before`'s row, with every row from it on numbered one more. Throws fail() when
// README.md has no such table, or no row for task `before`.
std::string withTaskRow(std::string_view readme, std::string_view row, int before = 0);

}  // namespace boids::companion

// The words after the verb: at most one task number and a few --options; anything else is a usage error.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace boids::companion {

struct TaskArguments {
    std::optional<int> task;
    std::vector<std::string> options;  // in the order given, each as written ("--all")
    bool has(std::string_view option) const;
};

// As bash parse_args: at most one task number and options from `allowed` (separated by spaces, "--all", or ""
// for none); anything else throws usageError with the bash's exact words.
TaskArguments parseTaskArguments(std::string_view command, std::string_view allowed,
                                 std::span<const std::string> arguments);
// As check_task_number on the parsed task: the task, or a usage error when there is none.
int requireTask(const TaskArguments&);
// As check_task_number on one word: throws the usage error unless `word` is a task's number, or the path of one of
// its files (exercises/01_alignment.cpp, with / or \; an editor gives the open file so).
int checkTaskNumber(std::string_view word);
// A check's name as GoogleTest writes it, "Suite.Name" or "Name": letters, digits, '_', '/' and one '.'.
bool isCheckName(std::string_view word);
// As bash no_arguments: a usage error naming the arguments (joined by spaces) unless there are none.
void noArguments(std::string_view command, std::span<const std::string> arguments);

}  // namespace boids::companion

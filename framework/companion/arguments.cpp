// The words after the verb, read as the bash script's parse_args, check_task_number and no_arguments read them.
#include "arguments.h"

#include <algorithm>

#include "console.h"
#include "kit.h"

namespace boids::companion {

bool TaskArguments::has(std::string_view option) const {
    return std::find(options.begin(), options.end(), option) != options.end();
}

namespace {

// The task whose file `word` names: a path (either slash) whose file name, less ".cpp", or one of whose folders is a
// task's stem: exercises/01_alignment.cpp, solutions\01_alignment.cpp, framework/tasks/01_alignment/hints.md. An
// editor passes the open file's path so ("./workshop test ${relativeFile}" in .vscode/tasks.json).
const Task* taskOfPath(std::string_view word) {
    std::size_t start = 0;
    while (start <= word.size()) {
        const std::size_t end = std::min(word.find_first_of("/\\", start), word.size());
        std::string_view part = word.substr(start, end - start);
        if (part.ends_with(".cpp")) part.remove_suffix(4);
        for (const Task& task : allTasks()) {
            if (part == task.stem) return &task;
        }
        start = end + 1;
    }
    return nullptr;
}

bool isPath(std::string_view word) {
    return word.find_first_of("/\\") != std::string_view::npos || word.ends_with(".cpp");
}

}  // namespace

int checkTaskNumber(std::string_view word) {
    if (isPath(word)) {
        if (const Task* task = taskOfPath(word)) return task->number;
        const Task& first = allTasks().front();
        usageError("'" + std::string(word) + "' is not a task's file: a task's own file is exercises/NN_name.cpp, " +
                   "such as exercises/" + std::string(first.stem) + ".cpp (open it in your editor, or give its task " +
                   "number, " + std::to_string(first.number) + ").");
    }
    const bool digits = !word.empty() && word.size() <= 2 && word[0] != '0' &&
                        std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; });
    const int number = digits ? std::stoi(std::string(word)) : 0;
    if (!findTask(number)) {
        std::string numbers;  // "1 to 6 (6 is the bonus)", or the list where tasks.txt leaves gaps
        const std::span<const Task> tasks = allTasks();
        const bool consecutive = tasks.back().number - tasks.front().number + 1 == int(tasks.size());
        if (consecutive) {
            numbers = "from " + std::to_string(tasks.front().number) + " to " + std::to_string(tasks.back().number);
        } else {
            for (const Task& t : tasks) numbers += (numbers.empty() ? "" : ", ") + std::to_string(t.number);
            numbers = "of " + numbers;
        }
        std::string bonuses;
        for (const Task& t : tasks) {
            if (t.bonus) bonuses += (bonuses.empty() ? "" : ", ") + std::to_string(t.number);
        }
        if (!bonuses.empty()) numbers += " (" + bonuses + (bonuses.find(',') == std::string::npos ? " is" : " are") +
                                         " the bonus)";
        usageError("expected a task number " + numbers + ", got '" + std::string(word.empty() ? "nothing" : word) +
                   "'.");
    }
    return number;
}

TaskArguments parseTaskArguments(std::string_view command, std::string_view allowed,
                                 std::span<const std::string> arguments) {
    TaskArguments parsed;
    std::string taskWord;  // as written, for the message about a second one
    for (const std::string& argument : arguments) {
        if (argument.starts_with('-')) {
            // As the bash's `" $allowed " == *" $arg "*`: one of the words (or a run of them, spaces and all).
            std::string padded(1, ' '), word(1, ' ');
            padded.append(allowed).push_back(' ');
            word.append(argument).push_back(' ');
            if (allowed.empty() || padded.find(word) == std::string::npos) {
                usageError("unknown option '" + argument + "' for " + std::string(command) + "; expected " +
                           (allowed.empty() ? std::string("no options") : std::string(allowed) + " (or nothing)") +
                           ".");
            }
            parsed.options.push_back(argument);
            continue;
        }
        if (parsed.task) {
            usageError(std::string(command) + " takes one task number, got '" + taskWord + "' and then '" + argument +
                       "'.");
        }
        parsed.task = checkTaskNumber(argument);
        taskWord = argument;
    }
    return parsed;
}

// A check's name as GoogleTest writes it, "Suite.Name" or "Name": letters, digits, '_', '/' and one '.'.
bool isCheckName(std::string_view word) {
    if (word.empty() || word.front() == '-') return false;
    int dots = 0;
    for (const char c : word) {
        const bool letter = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '/';
        if (c == '.') ++dots;
        else if (!letter) return false;
    }
    return dots <= 1 && word.front() != '.' && word.back() != '.';
}

int requireTask(const TaskArguments& arguments) {
    if (!arguments.task) checkTaskNumber("");
    return *arguments.task;
}

void noArguments(std::string_view command, std::span<const std::string> arguments) {
    if (arguments.empty()) return;
    std::string all;  // as the bash's "$*"
    for (std::size_t i = 0; i < arguments.size(); ++i) all += (i > 0 ? " " : "") + arguments[i];
    usageError(std::string(command) + " takes no arguments, got '" + all + "'.");
}

}  // namespace boids::companion

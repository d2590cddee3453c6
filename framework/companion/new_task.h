// ./workshop new-task: a task of the instructor's own, made from the files of an existing task of the same kind
// (exercism's configlet is the model). The whole change is planned from the kit's files and checked before the first
// write; it creates only files that do not exist, and of the existing files it changes only tasks.txt and README.md.
#pragma once

#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "new_task_templates.h"
#include "task_params.h"
#include "task_registry_file.h"

namespace boids::companion {

// What the instructor asked for: ./workshop new-task NAME --like TASK [--weight FIELD|-]
// [--param NAME=DEFAULT:MIN..MAX[:WHAT]]... [--colour #RRGGBB] [--bonus].
struct NewTaskRequest {
    std::string name;                   // "speed match"
    std::string like;                   // a task's number, name or stem, or a kind (flock, predators, obstacles)
    std::optional<std::string> weight;  // a Params field, or "-"; unset: a field of its own, NAMEWeight
    std::vector<TaskParam> params;      // parameters of its own (parseParamOption), in its folder's params.txt
    std::optional<std::string> colour;  // "#RRGGBB"; unset: the colour farthest from every task's
    bool bonus = false;
    int before = 0;                     // a task's number, which the new task takes (that task and those below it
                                        // move down one); 0: after the last task
};

struct NewFile {
    std::filesystem::path relative;  // to the kit's root, with '/'
    std::string text;
    std::string what;                // what the file is, for the report
};

// A task that --before numbers one more, and where the text written by hand still names it by its old number.
struct MovedTask {
    int from = 0, to = 0;
    std::string name;
};
struct OldNumberMention {
    std::string file;  // relative to the kit's root, with '/'
    int lines = 0;     // its lines that say "task N" or "tasks N" (any case) for a moved task's old number N
};

struct NewTaskPlan {
    RegistryEntry entry;
    RegistryEntry like;              // the task the files were made from
    std::vector<NewFile> files;      // each checked not to exist
    std::string registry;            // tasks.txt's new text: its old text and one line
    std::string readme;              // README.md's new text: its old text and one row in the tasks' table
    std::vector<MovedTask> moved;    // with --before: the tasks numbered one more, in order
    std::vector<OldNumberMention> mentions;  // of the moved tasks' old numbers, in the kit's prose and code
    std::string mentionPattern;      // the extended regular expression (grep -E) those lines match
};

// The plan for the request in the kit at `root`. Throws usageError for a request that cannot be carried out (a name
// the registry refuses or another task has, --like naming no force task, a parameter that Params or another task has
// already, a colour nearer than kMinTaskColourDistance to a task's for some vision: colour_vision.h) and fail() when a file it would create
// exists or a file it reads is missing; either way nothing has been written.
NewTaskPlan planNewTask(const std::filesystem::path& root, const NewTaskRequest&);

// With --before, what the build and ./workshop keep by task number follows the moved tasks: the hint counters
// (.workshop/hints-N) move to the new numbers, the solved list (BOIDS_SOLVED) is renumbered by the caller, and the
// moved tasks' last records (build/task-N.jsonl and .log, at the old numbers and the new), which name the old numbers,
// are removed, and so is the window's last report (.workshop/window-checks.jsonl): a run of ./workshop test, or the
// window's next check, makes them again. Returns how many record files were removed.
int renumberTaskState(const std::filesystem::path& build, const std::filesystem::path& state,
                      std::span<const MovedTask> moved);

// Writes the plan: the new files, then README.md, then tasks.txt (the two through a temporary file renamed over the
// old one). When a write fails, what was written is taken back, and fail() names the file and the system's reason.
void writeNewTask(const std::filesystem::path& root, const NewTaskPlan&);

// A name's words, from which the stem and the function are made; for the tests too.
std::vector<std::string> nameWords(std::string_view name);  // "Speed-match 2" -> {"speed", "match", "2"}

}  // namespace boids::companion

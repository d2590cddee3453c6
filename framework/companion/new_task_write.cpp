// new-task's writes: the new files, then README.md and tasks.txt, all taken back when one fails (new_task.h).
#include "new_task.h"

#include <cerrno>
#include <system_error>

#include <boids/records.h>

#include "console.h"
#include "file_io.h"
#include "utf8_path.h"

namespace boids::companion {

namespace fs = std::filesystem;


void writeNewTask(const fs::path& root, const NewTaskPlan& plan) {
    std::vector<fs::path> made;  // files and folders, in the order they were made
    std::vector<std::pair<fs::path, std::string>> replaced;  // a file and its old text, to write back
    auto takeBack = [&] {
        std::error_code ignored;
        for (const auto& [path, text] : replaced) writeFile(path, text);
        for (auto it = made.rbegin(); it != made.rend(); ++it) fs::remove(*it, ignored);  // a folder once it is empty
    };
    auto failed = [&](const std::string& relative, const std::string& reason) {
        takeBack();
        fail("could not write " + relative + (reason.empty() ? "" : " (" + reason + ")") +
             "; what new-task had written is taken back, and the kit is as it was.");
    };
    for (const NewFile& file : plan.files) {
        const std::string relative = file.relative.generic_string();
        const fs::path path = root / app::pathFromUtf8(relative);
        std::error_code error;
        std::vector<fs::path> folders;  // the folders above the file that are not there yet, innermost last
        for (fs::path folder = path.parent_path(); !folder.empty() && !isThere(folder); folder = folder.parent_path())
            folders.insert(folders.begin(), folder);
        fs::create_directories(path.parent_path(), error);
        for (const fs::path& folder : folders) {
            if (isThere(folder)) made.push_back(folder);
        }
        if (isThere(path)) failed(relative, "it exists already");
        if (!writeFile(path, file.text)) {
            if (isThere(path)) made.push_back(path);
            failed(relative, std::error_code(errno, std::generic_category()).message());
        }
        made.push_back(path);
    }
    // README.md, then tasks.txt: each written whole beside the old file, then renamed over it.
    for (const auto& [relative, text] : {std::pair<std::string, const std::string&>{"README.md", plan.readme},
                                         std::pair<std::string, const std::string&>{"tasks.txt", plan.registry}}) {
        const fs::path path = root / relative, temporary = root / (relative + ".new-task");
        const auto old = readFile(path);
        std::error_code error;
        if (!old || !writeFile(temporary, text)) {
            const std::string reason = std::error_code(errno, std::generic_category()).message();
            fs::remove(temporary, error);
            failed(relative, reason);
        }
        fs::rename(temporary, path, error);
        if (error) {
            const std::string reason = error.message();
            fs::remove(temporary, error);
            failed(relative, reason);
        }
        replaced.emplace_back(path, *old);
    }
}

int renumberTaskState(const fs::path& build, const fs::path& state, std::span<const MovedTask> moved) {
    int removed = 0;
    std::error_code error;
    if (!moved.empty()) fs::remove(state / report::kWindowChecksFile, error);  // it names the tasks by number too
    for (auto m = moved.rbegin(); m != moved.rend(); ++m) {  // the highest first: its new number is free
        const std::string from = std::to_string(m->from), to = std::to_string(m->to);
        if (isThere(state / ("hints-" + from))) fs::rename(state / ("hints-" + from), state / ("hints-" + to), error);
        for (const std::string& n : {from, to}) {  // `to`'s too: a record left by a task once numbered so
            for (const std::string& record : {"task-" + n + ".jsonl", "task-" + n + ".log"}) {
                removed += fs::remove(build / record, error) ? 1 : 0;
            }
        }
    }
    return removed;
}

}  // namespace boids::companion

// The kit the companion works on: its folders, its tasks (tasks.txt), and what the dev build says about them.
#pragma once

#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace boids::companion {

// One task of the workshop: {1, "01_alignment", "Alignment", false}.
struct Task {
    int number;
    std::string_view stem;  // exercises/STEM.cpp, solutions/STEM.cpp, and the task's folder framework/tasks/STEM/
    std::string_view name;  // as the learner reads it
    bool bonus;             // beyond the workshop's main line
    std::string_view function = {};  // "calculateAlignment" (the grid task: "buildGrid", with findNeighborsInGrid)
};
std::span<const Task> allTasks();          // tasks.txt's, in its order (boids/task_list.h, generated from it)
const Task* findTask(int number);          // the task numbered `number`, or nullptr
const Task& taskNumber(int number);        // precondition: findTask(number)
int mainTaskCount();                       // the tasks that are not a bonus
std::string countWord(int n);              // "five" for 5 (one to twelve), else its digits

// The dev build preset's configuration (CMakePresets.json): where a multi-configuration generator puts programs.
inline constexpr std::string_view kBuildConfiguration = "RelWithDebInfo";

class Kit {
public:
    explicit Kit(std::filesystem::path root);  // root: the kit's folder (absolute)
    // A kit whose programs were built elsewhere, in `prebuilt` (the Windows self-test's build-windows/, whose cmake
    // is Linux's, which a program under Wine cannot start): build() is that folder, and nothing is built.
    Kit(std::filesystem::path root, std::optional<std::filesystem::path> prebuilt);
    const std::filesystem::path& root() const;
    std::filesystem::path build() const;       // root/build, or the prebuilt folder
    bool isPrebuilt() const;                   // the verbs build nothing, and solve/unsolve are refused
    std::filesystem::path state() const;       // root/.workshop
    std::filesystem::path backups() const;     // root/backups
    std::filesystem::path exercise(const Task&) const;  // root/exercises/NN_name.cpp (solution() alike)
    std::filesystem::path solution(const Task&) const;
    std::filesystem::path taskFolder(const Task&) const;  // root/framework/tasks/NN_name: the kit's files of a task
    std::filesystem::path stub(const Task&) const;      // its folder's stub.cpp
    std::filesystem::path hints(const Task&) const;     // its folder's hints.md
    std::vector<int> solvedTasks() const;      // BOIDS_SOLVED from build/CMakeCache.txt, sorted; empty without
    bool isSolved(int task) const;
    bool isStarted(const Task&) const;         // the exercise differs from the stub (bytes)
    bool isStillTheStub(const Task&) const;    // the exercise's code is the stub's, comments and white space aside
    bool isConfigured() const;                 // build/CMakeFiles/TargetDirectories.txt exists
    // As bash `built`: build/RELATIVE, or build/DIR/RelWithDebInfo/NAME when only that exists (multi-config).
    // `relative` uses '/', as "checker/boids_test_task1" (".exe" is added on Windows).
    std::filesystem::path built(std::string_view relative) const;
    // How many "## Hint K" headings (K a digit) the task's hints.md has; 0 when there is no file (bash hint_count).
    int hintCount(const Task&) const;
    // How many of the task's hints the learner has seen: the number on .workshop/hints-N's first line, else 0
    // (bash hints_seen).
    int hintsSeen(const Task&) const;

private:
    std::filesystem::path root_;
    std::optional<std::filesystem::path> prebuilt_;
};

// The task numbers of a CMakeCache.txt's text: the BOIDS_SOLVED:STRING= line's list ("1;3"), sorted, unique;
// empty without that line. Words that are not the number of a task of tasks.txt are left out.
std::vector<int> solvedTasksFromCache(std::string_view cacheText);

// A file of the task's folder as the learner reads its path: "framework/tasks/01_alignment/recipe.md".
std::string taskFile(const Task& task, std::string_view name);

// The kit's root for this run: BOIDS_KIT_ROOT when set (the launcher sets it), else `compiledIn`.
std::filesystem::path kitRootFromEnvironment(const std::filesystem::path& compiledIn);

// BOIDS_WORKSHOP_PREBUILT, when set: a build folder made by another build (tools/windows/selftest.sh), for Kit.
std::optional<std::filesystem::path> prebuiltBuildFromEnvironment();

}  // namespace boids::companion

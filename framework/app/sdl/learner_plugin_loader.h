// Loading the learner's tasks from their plugin (boids_learner) at start, with the kit's one loader
// (framework/platform/shared_library.h), which the task programs load their modules with too.
#pragma once

#include <string>

#include <boids/tasks.h>

#include "shared_library.h"

namespace boids::app {

// Owns the loaded plugin; the table it hands out is valid while this object lives.
class LearnerPlugin {
public:
    // Loads `path`. On failure, tasks() is null and problem() says what went wrong.
    explicit LearnerPlugin(const std::string& path);
    LearnerPlugin(const LearnerPlugin&) = delete;
    LearnerPlugin& operator=(const LearnerPlugin&) = delete;

    const TaskTable* tasks() const { return tasks_; }
    unsigned solvedMask() const { return solvedMask_; }  // bit N-1: task N was built from solutions/
    const std::string& problem() const { return problem_; }
    const std::string& path() const { return path_; }

private:
    void load(const std::string& path);  // the checks and the table, once the library is loaded

    std::string path_;
    platform::SharedLibrary library_;
    const TaskTable* tasks_ = nullptr;
    unsigned solvedMask_ = 0;
    std::string problem_;
};

// The plugin's default place: the program's own folder (SDL_GetBasePath()), under the name CMake gave it.
std::string defaultLearnerPluginPath();

}  // namespace boids::app

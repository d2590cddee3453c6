// Loading the learner's plugin and finding its entry points.
#include "learner_plugin_loader.h"

#include <bit>

#include <SDL.h>

#include <fmt/format.h>

#include <boids/plugin.h>

#ifndef BOIDS_LEARNER_PLUGIN_FILE
#error "CMake defines BOIDS_LEARNER_PLUGIN_FILE as the plugin's file name (see framework/app/CMakeLists.txt)."
#endif

namespace boids::app {

LearnerPlugin::LearnerPlugin(const std::string& path) : path_(path) {
    handle_ = SDL_LoadObject(path.c_str());
    if (!handle_) {
        problem_ = fmt::format("cannot load {}: {}", path, SDL_GetError());
        return;
    }
    void* entry = SDL_LoadFunction(handle_, kLearnerTasksSymbol);
    const TaskTable* table = entry ? std::bit_cast<LearnerTasksFunction>(entry)() : nullptr;
    if (!table || !table->alignment || !table->separation || !table->cohesion || !table->flee ||
        !table->obstacleAvoid) {
        problem_ = fmt::format("{} is not a boids task plugin (no complete {}): {}", path, kLearnerTasksSymbol,
                               entry ? "a task is missing" : SDL_GetError());
        return;
    }
    tasks_ = table;
    if (void* solved = SDL_LoadFunction(handle_, kSolvedTasksSymbol)) {
        solvedMask_ = std::bit_cast<SolvedTasksFunction>(solved)();
    }
}

LearnerPlugin::~LearnerPlugin() {
    if (handle_) SDL_UnloadObject(handle_);
}

std::string defaultLearnerPluginPath() {
    std::string folder;
    if (char* base = SDL_GetBasePath()) {
        folder = base;
        SDL_free(base);
    }
    return folder + BOIDS_LEARNER_PLUGIN_FILE;
}

}  // namespace boids::app

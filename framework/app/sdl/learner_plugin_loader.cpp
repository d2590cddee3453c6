// Loading the learner's plugin and finding its entry points.
#include "learner_plugin_loader.h"

#include <algorithm>
#include <bit>
#include <string_view>

#include <SDL.h>

#include <fmt/format.h>

#include <boids/plugin.h>
#include <boids/plugin_check.h>

#ifndef BOIDS_LEARNER_PLUGIN_FILE
#error "CMake defines BOIDS_LEARNER_PLUGIN_FILE as the plugin's file name (see framework/app/CMakeLists.txt)."
#endif

namespace boids::app {

namespace {

// The one command that rebuilds the plugin with this program, ending every message that refuses one.
constexpr std::string_view kRebuild = "Rebuild it with this kit: ./workshop run (or cmake --build build)";

// Empty when the plugin was built like this program (boids/plugin_check.h); else what differs and what to do.
// Checked before anything else in the plugin is called: a foreign layout would be read as ours.
std::string abiProblem(const std::string& path, void* handle) {
    void* entry = SDL_LoadFunction(handle, kPluginAbiSymbol);
    if (!entry) {
        return fmt::format("{} does not say which plugin ABI it was built for (no {}): it is older than this "
                           "program (plugin ABI {}). {}.",
                           path, kPluginAbiSymbol, kPluginAbiVersion, kRebuild);
    }
    const PluginAbi* abi = std::bit_cast<PluginAbiFunction>(entry)();
    if (!abi) return fmt::format("{}: {} returned nothing. {}.", path, kPluginAbiSymbol, kRebuild);
    const std::string difference = pluginAbiDifference(*abi);
    if (difference.empty()) return {};
    return fmt::format("{} was built differently from this program, which would read its data wrongly: {}. {}.",
                       path, difference, kRebuild);
}

}  // namespace

LearnerPlugin::LearnerPlugin(const std::string& path) : path_(path) {
    handle_ = SDL_LoadObject(path.c_str());
    if (!handle_) {
        problem_ = fmt::format("cannot load {}: {}", path, SDL_GetError());
        return;
    }
    problem_ = abiProblem(path, handle_);
    if (!problem_.empty()) return;
    void* entry = SDL_LoadFunction(handle_, kLearnerTasksSymbol);
    const TaskTable* table = entry ? std::bit_cast<LearnerTasksFunction>(entry)() : nullptr;
    const auto complete = [](const TaskTable& t) {
        return t.buildGrid && t.findNeighborsInGrid &&
               std::all_of(kForceTasks.begin(), kForceTasks.end(), [&](Task task) { return bool(t[task]); });
    };
    if (!table || !complete(*table)) {
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

// Loading the learner's plugin and finding its entry points.
#include "learner_plugin_loader.h"

#include <bit>
#include <string_view>

#include <SDL.h>

#include <fmt/format.h>

#include <boids/plugin.h>

#ifndef BOIDS_LEARNER_PLUGIN_FILE
#error "CMake defines BOIDS_LEARNER_PLUGIN_FILE as the plugin's file name (see framework/app/CMakeLists.txt)."
#endif

namespace boids::app {

namespace {

std::string describe(const PluginAbi& abi) {
    return fmt::format("plugin ABI {}, Params of {} bytes, TaskTable of {} bytes", abi.version, abi.paramsSize,
                       abi.taskTableSize);
}

// Empty when the plugin was built with this program's kPluginAbi; else what differs and what to do. Checked before
// anything else in the plugin is called: a foreign layout would be read as ours.
std::string abiProblem(const std::string& path, void* handle) {
    constexpr std::string_view rebuild = "Rebuild it with this kit: cmake --build build --target boids_learner_plugin";
    void* entry = SDL_LoadFunction(handle, kPluginAbiSymbol);
    if (!entry) {
        return fmt::format("{} does not say which plugin ABI it was built for (no {}): it is older than this "
                           "program ({}). {}.",
                           path, kPluginAbiSymbol, describe(kPluginAbi), rebuild);
    }
    const PluginAbi* abi = std::bit_cast<PluginAbiFunction>(entry)();
    if (!abi) return fmt::format("{}: {} returned nothing. {}.", path, kPluginAbiSymbol, rebuild);
    if (*abi == kPluginAbi) return {};
    return fmt::format("{} was built by another version of the kit: {}, but this program has {}. {}.", path,
                       describe(*abi), describe(kPluginAbi), rebuild);
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

// Loading the learner's plugin and finding its entry points.
#include "learner_plugin_loader.h"

#include <algorithm>
#include <string_view>

#include <SDL.h>

#include <fmt/format.h>

#include <boids/plugin.h>
#include <boids/plugin_check.h>

#include "utf8_path.h"

#ifndef BOIDS_LEARNER_PLUGIN_FILE
#error "CMake defines BOIDS_LEARNER_PLUGIN_FILE as the plugin's file name (see framework/app/CMakeLists.txt)."
#endif

namespace boids::app {

namespace {

// The one command that rebuilds the plugin with this program, ending every message that refuses one.
constexpr std::string_view kRebuild = "Rebuild it with this kit: ./workshop run (or cmake --build build)";

// Empty when the plugin was built like this program (boids/plugin_check.h); else what differs and what to do.
// Checked before anything else in the plugin is called: a foreign layout would be read as ours.
std::string abiProblem(const std::string& path, const platform::SharedLibrary& library) {
    const auto entry = library.function<PluginAbiFunction>(kPluginAbiSymbol);
    if (!entry) {
        return fmt::format("{} does not say which plugin ABI it was built for (no {}): it is older than this "
                           "program (plugin ABI {}). {}.",
                           path, kPluginAbiSymbol, kPluginAbiVersion, kRebuild);
    }
    const PluginAbi* abi = entry();
    if (!abi) return fmt::format("{}: {} returned nothing. {}.", path, kPluginAbiSymbol, kRebuild);
    const std::string difference = pluginAbiDifference(*abi);
    if (difference.empty()) return {};
    return fmt::format("{} was built differently from this program, which would read its data wrongly: {}. {}.",
                       path, difference, kRebuild);
}

}  // namespace

LearnerPlugin::LearnerPlugin(const std::string& path)
    : path_(path), library_(pathFromUtf8(path)) {
    if (!library_.loaded()) {
        problem_ = fmt::format("cannot load {}: {}", path, library_.problem());
        return;
    }
    try {
        load(path);
    } catch (...) {
        // An exception the plugin's code threw may be the plugin's own (its type, its memory): the plugin stays
        // loaded for as long as the program runs, so that whoever catches it can still read it.
        library_.keep();
        throw;
    }
}

void LearnerPlugin::load(const std::string& path) {
    problem_ = abiProblem(path, library_);
    if (!problem_.empty()) return;
    const auto entry = library_.function<LearnerTasksFunction>(kLearnerTasksSymbol);
    const TaskTable* table = entry ? entry() : nullptr;
    const auto complete = [](const TaskTable& t) {
        return t.buildGrid && t.findNeighborsInGrid &&
               std::all_of(forceTasks().begin(), forceTasks().end(), [&](Task task) { return bool(t[task]); });
    };
    if (!table || !complete(*table)) {
        problem_ = fmt::format("{} is not a boids task plugin (no complete {}): {}", path, kLearnerTasksSymbol,
                               entry ? "a task is missing" : "it exports no such function");
        return;
    }
    tasks_ = table;
    if (const auto solved = library_.function<SolvedTasksFunction>(kSolvedTasksSymbol)) solvedMask_ = solved();
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

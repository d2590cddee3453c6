// The learner's code as a run starts: their plugin checked apart from this process (learner_check.h), then loaded,
// with what is held back replaced by the reference, and what the terminal is told about it.
#pragma once

#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include <boids/tasks.h>

#include "cli.h"
#include "learner_check.h"
#include "learner_plugin_loader.h"
#include "live_reload_loop.h"

namespace boids::app {

// The learner's code as the run starts: the plugin checked apart from this process, then loaded, and what the
// terminal was told about it.
struct LearnerAtStart {
    std::optional<LearnerPlugin> loadedOnce;  // without live reload: the plugin itself
    const LearnerPlugin* plugin = nullptr;    // loaded (a copy of it with live reload), or null
    LearnerChecks checks;
    std::string report;                        // the checker's report, "" when it gave none (room_news.h keeps it)
    std::filesystem::file_time_type builtFrom;  // the plugin's time: the exercises it was built from are older
    std::optional<TaskTable> table;          // the plugin's, with the reference in place of what is held back
    bool heldBack = false;                   // a task (or the whole load) was held back
    std::optional<std::string> staleSource;  // an exercise saved after the plugin was built
};

// Fills `start`. A task whose code never returned or crashed in its checks is held back: the reference flies in its
// place, with a warning naming it.
void loadLearner(const Options& options, const std::string& pluginPath, LiveReload* live,
                 std::span<const std::string_view> args, LearnerAtStart& start);

}  // namespace boids::app

// What a run of the window starts from and writes at its end (run_setup.h).
#include "run_setup.h"

#include <cstdio>
#include <string>
#include <system_error>

#include <SDL.h>

#include <fmt/format.h>

#include "files.h"
#include "learner_check.h"
#include "learner_plugin_loader.h"
#include "settings.h"
#include "state_dump.h"
#include "utf8_path.h"

namespace boids::app {

void warn(std::string_view text) { fmt::print(stderr, "boids: warning: {}\n", text); }

bool readScript(const Options& options, Script& script) {
    if (!options.script) return true;
    const TextFile file = readTextFile(pathFromUtf8(*options.script), kMaxScriptBytes, "the script");
    if (!file.error.empty()) {
        fmt::print(stderr, "boids: --script: {}.\n", file.error);
        return false;
    }
    script = parseScript(file.text, *options.script);
    if (!script.error.empty()) {
        fmt::print(stderr, "boids: --script: {}\n", script.error);
        return false;
    }
    return true;
}

std::optional<std::filesystem::path> settingsPathFor(const Options& options) {
    if (options.settings) return pathFromUtf8(*options.settings);
    if (options.headless) return std::nullopt;
    char* folder = SDL_GetPrefPath("boids-workshop", "boids");
    if (!folder) return std::nullopt;
    std::filesystem::path path = pathFromUtf8(folder) / "settings.ini";
    SDL_free(folder);
    return path;
}

StartingSettings startingSettings(const Options& options, const std::optional<std::filesystem::path>& settingsPath) {
    WorldParams params;
    TextSize textSize = TextSize::Normal;
    if (settingsPath) {
        LoadedSettings loaded = loadSettings(*settingsPath, params);
        for (const std::string& w : loaded.warnings) warn(w);
        params = WorldParams(loaded.params);
        textSize = loaded.textSize;
    }
    if (options.model) {
        params.model = *options.model;
        if (*options.model != Model::Workshop) applyPreset(*options.model, params);  // the seed's values
    }
    if (options.species) params.species = true;
    if (options.boids) params.numBoids = *options.boids;
    return {params, textSize};
}

std::filesystem::path checkerNextToUs() {
    char* base = SDL_GetBasePath();
    const std::filesystem::path folder = base ? pathFromUtf8(base) : std::filesystem::path(".");
    SDL_free(base);
    return checkerPath(folder);
}

namespace {

// Where live reload finds the exercises, the build folder and cmake; nothing when this program is not running from
// the build folder that built it (moved, or installed elsewhere).
std::optional<LiveReloadPaths> liveReloadPaths() {
    LiveReloadPaths paths{pathFromUtf8(BOIDS_SOURCE_DIR) / "exercises", pathFromUtf8(BOIDS_BINARY_DIR),
                          pathFromUtf8(defaultLearnerPluginPath()), pathFromUtf8(BOIDS_CMAKE_COMMAND),
                          "boids_learner_plugin", BOIDS_BUILD_CONFIG, checkerNextToUs()};
    std::error_code error;
    if (!std::filesystem::is_directory(paths.exercises, error) ||
        !std::filesystem::exists(paths.buildFolder / "CMakeCache.txt", error) ||
        !std::filesystem::equivalent(paths.plugin.parent_path(), pathFromUtf8(BOIDS_PROGRAM_DIR), error)) {
        return std::nullopt;
    }
    return paths;
}

}  // namespace

void startLiveReload(const Options& options, std::optional<LiveReload>& live) {
    if (!options.liveReload.value_or(!options.headless) || options.bench || options.reference || options.learner) {
        return;
    }
    if (const auto paths = liveReloadPaths()) {
        live.emplace(*paths);
        fmt::print(stderr, "boids: live reload is on: save a file in {} and your code is rebuilt and reloaded.\n",
                   utf8FromPath(paths->exercises));
    } else if (options.liveReload) {
        warn(fmt::format("--live-reload needs the kit's exercises/ ({}) and the build folder that built this "
                         "program ({}); it is off.",
                         BOIDS_SOURCE_DIR "/exercises", BOIDS_BINARY_DIR));
    }
}

bool dumpState(const Options& options, const AppState& app) {
    if (!options.dumpState) return true;
    const std::string error = writeOutputFile(pathFromUtf8(*options.dumpState), formatStateDump(app));
    if (!error.empty()) fmt::print(stderr, "boids: --dump-state: {}\n", error);
    return error.empty();
}

}  // namespace boids::app

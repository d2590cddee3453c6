// What a run of the window starts from (the script, the settings file, the parameters, live reload) and what it
// writes at its end (--dump-state), with the warnings it prints on the way.
#pragma once

#include <filesystem>
#include <optional>
#include <string_view>

#include <boids/params.h>

#include "app_state.h"
#include "cli.h"
#include "live_reload_loop.h"
#include "script.h"

namespace boids::app {

// "boids: warning: TEXT" on the terminal.
void warn(std::string_view text);

// --script FILE, read and parsed into `script`; false (after saying why) when it cannot be.
bool readScript(const Options& options, Script& script);

// The settings file: the window loads and saves one in SDL's folder for the user's preferences; headless has none
// unless --settings names one.
std::optional<std::filesystem::path> settingsPathFor(const Options& options);

// The parameters the run starts from: the defaults, then the settings file (its problems said as warnings), then
// the command line's model, species and flock size; and the settings file's text size.
struct StartingSettings {
    WorldParams params;
    TextSize textSize = TextSize::Normal;
};
StartingSettings startingSettings(const Options& options, const std::optional<std::filesystem::path>& settingsPath);

// The checker of the learner's code (learner_check.h), built next to this program.
std::filesystem::path checkerNextToUs();

// Live reload: on in the window (off headless) when the program runs from the build folder that built it, and said
// so on the terminal; `live` stays empty otherwise (with a warning when --live-reload asked for it).
void startLiveReload(const Options& options, std::optional<LiveReload>& live);

// --dump-state FILE, when given: the state written there; false, with the reason said, when it cannot be.
bool dumpState(const Options& options, const AppState& app);

}  // namespace boids::app

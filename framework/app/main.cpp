// The boids window: initialise, then loop in fixed sections (input, fixed-step update, draw), then shut down.
// With --headless it draws into memory with SDL's software renderer, one simulation step per frame.
//
// Each section lives in a file of its own: run_setup.h (the script, the settings, the parameters, live reload),
// learner_at_start.h (the learner's code checked and loaded), screen.h (SDL and the window), bench_run.h (--bench),
// frame_loop.h (each frame, and the run's end).
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <SDL.h>

#include <fmt/format.h>

#include "app_state.h"
#include "bench_run.h"
#include "cli.h"
#include "display_check.h"
#include "fonts.h"
#include "frame_loop.h"
#include "learner_at_start.h"
#include "room_news.h"
#include "run_setup.h"
#include "screen.h"
#include "staleness.h"
#include "text.h"
#include "utf8_path.h"
#include "window_guard.h"

using namespace boids;
using namespace boids::app;

namespace {

// SDL's video driver and signals, before SDL starts.
void prepareSdl(const Options& options) {
    // Headless needs no display: SDL's dummy video driver (an environment variable, which SDL 2.0.20 reads too).
    if (options.headless) SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    // No display SDL would try in vain (a Wayland one without XDG_RUNTIME_DIR prints a stray error line first).
    if (const std::optional<std::string> driver = quietVideoDriver(displayEnvironment()); driver && !options.headless) {
        SDL_setenv("SDL_VIDEODRIVER", driver->c_str(), 1);
    }
    // Ctrl-C and SIGTERM are the guard's: SDL would turn them into a quit event, which a hung loop never reads.
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
}

// The panel's word on the learner's code as the window opens: the reference by request, a plugin that did not load,
// or a plugin older than its source.
void sayHowTheLearnerStarted(AppState& app, const Options& options, const LearnerAtStart& start,
                             const std::string& pluginPath, bool liveReload) {
    if (options.reference) {
        app.learnerProblem = "--reference";
    } else if (!start.plugin) {
        app.learnerProblem =
            fmt::format("{} did not load; see the terminal", utf8FromPath(pathFromUtf8(pluginPath).filename()));
    }
    if (start.staleSource) {
        notify(app, stalePluginNotice(*start.staleSource, liveReload), 0, kStalePluginNoticeSeconds);
    }
}

}  // namespace

// The whole program is one try block: whatever escapes (running out of memory, a broken file system) ends it with a
// message and exit code 1, after the destructors have closed the window and saved nothing half-written.
int main(int argc, char* argv[]) try {
    // --- Initialise ---
    const std::vector<std::string_view> args(argv + 1, argv + argc);
    const CommandLine cli = parseCommandLine(args);
    if (!cli.options) {
        fmt::print(cli.exitCode == 0 ? stdout : stderr, "{}", cli.message);
        return cli.exitCode;
    }
    const Options& options = *cli.options;

    Script script;
    if (!readScript(options, script)) return kBadArguments;

    prepareSdl(options);
    TaskProbe probe;  // which of the learner's functions is running, for the guard
    WindowGuard::Options guardOptions;
    if (!options.headless) guardOptions.show = showOnScreen;
    guardOptions.settingsSaved = !options.headless;
    const WindowGuard guard(probe, guardOptions);
    const SdlSession sdl(SDL_INIT_VIDEO);
    if (!displayReady(sdl, options.headless)) return 1;

    const std::optional<std::filesystem::path> settingsPath = settingsPathFor(options);
    const StartingSettings starting = startingSettings(options, settingsPath);
    const WorldParams& params = starting.params;
    std::optional<LiveReload> live;
    startLiveReload(options, live);

    const std::string pluginPath = options.learner.value_or(defaultLearnerPluginPath());
    LearnerAtStart start;
    loadLearner(options, pluginPath, live ? &*live : nullptr, args, start);
    const LearnerPlugin* const plugin = start.plugin;
    const LearnerChecks* const checks = plugin ? &start.checks : nullptr;
    const TaskTable* learner = start.table ? &*start.table : nullptr;
    const unsigned solvedMask = plugin ? plugin->solvedMask() : 0;
    const SearchMode search = options.neighbors.value_or(SearchMode::BruteForce);

    // The threads a step shares (T in the window switches to one and back).
    ThreadPool pool(options.threads.value_or(ThreadPool::hardwareThreads()));

    if (options.bench) {  // the simulation alone: no screen, and nothing drawn unless --draw
        AppState app = makeAppState(params, options.seed, linkedTasks(), learner, solvedMask,
                                    defaultWindowSize(params.worldSize), search, checks);
        app.buffers.probe = &probe;
        app.pool = &pool;
        return benchOnly(options, params, app);
    }

    Screen screen;
    if (const std::string error = screen.open(options.headless, windowSizeFor(params, options.headless, starting.textSize));
        !error.empty()) {
        fmt::print(stderr, "boids: {}\n", error);
        return 1;
    }
    const FontChoice font = chooseFont(options.font, fontCandidates());
    if (!font.warning.empty()) warn(font.warning);
    std::string textWarning;
    Text text(screen.renderer, font.path, textWarning);
    if (!textWarning.empty()) warn(textWarning);

    AppState app =
        makeAppState(params, options.seed, linkedTasks(), learner, solvedMask, screen.size(), search, checks);
    app.buffers.probe = &probe;
    app.pool = &pool;
    setTextSize(app, starting.textSize);
    useAllThreads(app, true);
    app.realTime = !options.headless;
    app.softwareRenderer = screen.software();
    // The kit's hand file in the window; headless, only the one --hand names (a picture never shows a hand by chance).
    if (options.hand) app.hand.file = pathFromUtf8(*options.hand);
    else if (!options.headless) app.hand.file = pathFromUtf8(BOIDS_SOURCE_DIR) / ".workshop" / "hand";
    // ./workshop's program, as the launcher builds it, or the one it runs instead (BOIDS_WORKSHOP_PROGRAM).
    app.hand.sender = pathFromUtf8(BOIDS_BINARY_DIR) / "companion" / "workshop";
#ifdef _WIN32
    app.hand.sender += ".exe";
#endif
    if (const char* program = std::getenv("BOIDS_WORKSHOP_PROGRAM"); program && *program) {
        app.hand.sender = pathFromUtf8(program);
    }
    if (std::error_code missing; !std::filesystem::exists(app.hand.sender, missing)) app.hand.sender.clear();
    if (!start.report.empty()) keepWindowChecks(app, start.report, start.builtFrom);  // for ./workshop and the room
    sayHowTheLearnerStarted(app, options, start, pluginPath, live.has_value());

    FrameLoop loop({options, app, screen, text, guard, live ? &*live : nullptr, settingsPath,
                    pathFromUtf8(BOIDS_BINARY_DIR) / "trace"},
                   std::move(script.events));
    if (!loop.begin()) return 1;

    // --- Loop: input, fixed-step update, draw ---
    while (!app.quit) loop.frame();

    // --- Shut down ---
    return loop.finish(start.heldBack);
} catch (const std::exception& e) {
    std::fprintf(stderr, "boids: stopped by an error it did not expect: %s\n", e.what());
    return 1;
} catch (...) {
    std::fprintf(stderr, "boids: stopped by an error it did not expect.\n");
    return 1;
}

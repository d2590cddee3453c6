// The boids window: initialise, then loop in fixed sections (input, fixed-step update, draw), then shut down.
// With --headless it draws into memory with SDL's software renderer, one simulation step per frame.
#include <cstdio>
#include <exception>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <SDL.h>

#include <fmt/format.h>

#include "app_state.h"
#include "cli.h"
#include "display_check.h"
#include "draw.h"
#include "files.h"
#include "fonts.h"
#include "learner_check.h"
#include "learner_plugin_loader.h"
#include "live_reload_loop.h"
#include "script.h"
#include "sdl_events.h"
#include "settings.h"
#include "staleness.h"
#include "state_dump.h"
#include "text.h"
#include "window_guard.h"
#include "utf8_path.h"

namespace {

using namespace boids;
using namespace boids::app;

void warn(std::string_view text) { fmt::print(stderr, "boids: warning: {}\n", text); }

// --dump-state FILE, when given: the state written there; false, with the reason said, when it cannot be.
bool dumpState(const Options& options, const AppState& app) {
    if (!options.dumpState) return true;
    const std::string error = writeOutputFile(pathFromUtf8(*options.dumpState), formatStateDump(app));
    if (!error.empty()) fmt::print(stderr, "boids: --dump-state: {}\n", error);
    return error.empty();
}

// The exit status of a run in which some of the learner's code was held back (it never returned or crashed in its
// checks), after the run itself went well.
constexpr int kHeldBackExitCode = 4;

// SDL_Init ... SDL_Quit, declared first so that it ends last.
struct SdlSession {
    bool ok = false;
    explicit SdlSession(Uint32 flags) : ok(SDL_Init(flags) == 0) {}
    ~SdlSession() { SDL_Quit(); }
    SdlSession(const SdlSession&) = delete;
    SdlSession& operator=(const SdlSession&) = delete;
};

// Where frames are drawn: a window, or (headless) a surface in memory.
struct Screen {
    SDL_Window* window = nullptr;
    SDL_Surface* surface = nullptr;
    SDL_Renderer* renderer = nullptr;
    Uint32 windowId = 0;

    Screen() = default;
    Screen(const Screen&) = delete;
    Screen& operator=(const Screen&) = delete;
    ~Screen() {
        if (renderer) SDL_DestroyRenderer(renderer);
        if (surface) SDL_FreeSurface(surface);
        if (window) SDL_DestroyWindow(window);
    }

    // Opens a window of `size` (or a surface, headless). Returns an empty string, or what went wrong.
    std::string open(bool headless, Vec2 size) {
        const int w = int(size.x);
        const int h = int(size.y);
        if (headless) {
            surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGB888);
            if (surface) renderer = SDL_CreateSoftwareRenderer(surface);
        } else {
            window = SDL_CreateWindow("Boids  (H: keys and help)", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h,
                                      SDL_WINDOW_RESIZABLE);
            if (window) {
                windowId = SDL_GetWindowID(window);
                SDL_SetWindowMinimumSize(window, int(kMinWindow.x), int(kMinWindow.y));
                renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
                if (!renderer) renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
            }
        }
        return renderer
                   ? std::string{}
                   : fmt::format("cannot open the {}: {}", headless ? "drawing surface" : "window", SDL_GetError());
    }

    Vec2 size() const {
        int w = 0;
        int h = 0;
        if (renderer) SDL_GetRendererOutputSize(renderer, &w, &h);
        return {float(w), float(h)};
    }

    // Saves what has been drawn (call before present()). Returns an empty string, or what went wrong.
    std::string screenshot(const std::string& path) const {
        SDL_Surface* image = surface;
        if (!surface) {
            const Vec2 s = size();
            image = SDL_CreateRGBSurfaceWithFormat(0, int(s.x), int(s.y), 32, SDL_PIXELFORMAT_RGB888);
            if (image &&
                SDL_RenderReadPixels(renderer, nullptr, image->format->format, image->pixels, image->pitch) != 0) {
                SDL_FreeSurface(image);
                image = nullptr;
            }
        }
        const bool saved = image && SDL_SaveBMP(image, path.c_str()) == 0;
        const std::string error =
            saved ? std::string{} : fmt::format("cannot save the screenshot {}: {}", path, SDL_GetError());
        if (image != surface) SDL_FreeSurface(image);
        return error;
    }

    void present() const {
        if (window) SDL_RenderPresent(renderer);
    }
};

// The checker of the learner's code (learner_check.h), built next to this program.
std::filesystem::path checkerNextToUs() {
    char* base = SDL_GetBasePath();
    const std::filesystem::path folder = base ? pathFromUtf8(base) : std::filesystem::path(".");
    SDL_free(base);
    return checkerPath(folder);
}

// The learner's code at `plugin`, checked apart from this process before it flies (learner_check.h).
LearnerChecks checkBeforeFlying(const std::string& plugin) {
    const std::filesystem::path checker = checkerNextToUs();
    std::error_code error;
    if (!std::filesystem::exists(checker, error)) {
        LearnerChecks checks;
        checks.problem = fmt::format("{} is missing, so your code cannot be checked before it flies (build it: cmake "
                                     "--build build --target boids_check)",
                                     utf8FromPath(checker));
        return checks;
    }
    const ProcessResult result = runProcess(checker, checkerArguments(pathFromUtf8(plugin)));
    return parseLearnerChecks(result.output, result.exitCode);
}

// Shows the watchdog's message on screen before a hang ends the program (window_guard.h). Not on macOS, where a
// message box must come from the main thread, which is the one that hangs.
void showOnScreen(const std::string& text) {
#if !defined(__APPLE__)
    SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "boids: your code never returned", text.c_str(), nullptr);
#else
    (void)text;
#endif
}

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

// The window's size: the world at 100% beside the panel, shrunk to fit the screen.
Vec2 windowSizeFor(const Params& params, bool headless) {
    SDL_Rect usable{};
    if (headless || SDL_GetDisplayUsableBounds(0, &usable) != 0) return defaultWindowSize(params.worldSize);
    return defaultWindowSize(params.worldSize, {float(usable.w), float(usable.h)});
}

// --script FILE, read and parsed into `script`; false (after saying why) when it cannot be.
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

// The settings file: the window loads and saves one in SDL's folder for the user's preferences; headless has none
// unless --settings names one.
std::optional<std::filesystem::path> settingsPathFor(const Options& options) {
    if (options.settings) return pathFromUtf8(*options.settings);
    if (options.headless) return std::nullopt;
    char* folder = SDL_GetPrefPath("boids-workshop", "boids");
    if (!folder) return std::nullopt;
    std::filesystem::path path = pathFromUtf8(folder) / "settings.ini";
    SDL_free(folder);
    return path;
}

// The parameters the run starts from: the defaults, then the settings file (its problems said as warnings), then
// the command line's model, species and flock size.
Params startingParams(const Options& options, const std::optional<std::filesystem::path>& settingsPath) {
    Params params;
    if (settingsPath) {
        LoadedSettings loaded = loadSettings(*settingsPath, params);
        for (const std::string& w : loaded.warnings) warn(w);
        params = loaded.params;
    }
    if (options.model) {
        params.model = *options.model;
        if (*options.model != Model::Workshop) applyPreset(*options.model, params);  // the seed's values
    }
    if (options.species) params.species = true;
    if (options.boids) params.numBoids = *options.boids;
    return params;
}

// The learner's code as the run starts: the plugin checked apart from this process, then loaded, and what the
// terminal was told about it.
struct LearnerAtStart {
    std::optional<LearnerPlugin> loadedOnce;  // without live reload: the plugin itself
    const LearnerPlugin* plugin = nullptr;    // loaded (a copy of it with live reload), or null
    LearnerChecks checks;
    std::optional<TaskTable> table;          // the plugin's, with the reference in place of what is held back
    bool heldBack = false;                   // a task (or the whole load) was held back
    std::optional<std::string> staleSource;  // an exercise saved after the plugin was built
};

// Fills `start`. A task whose code never returned or crashed in its checks is held back: the reference flies in its
// place, with a warning naming it.
void loadLearner(const Options& options, const std::string& pluginPath, LiveReload* live,
                 std::span<const std::string_view> args, LearnerAtStart& start) {
    std::string problem;
    if (!options.reference) {
        start.checks = checkBeforeFlying(pluginPath);
        if (!start.checks.problem.empty()) {
            problem = start.checks.problem;
        } else if (!start.checks.loadHeldBack.empty()) {
            problem = "held back: " + start.checks.loadHeldBack;
        } else if (live) {
            start.plugin = live->loadCopy(problem);
        } else {
            start.loadedOnce.emplace(pluginPath);
            start.plugin = start.loadedOnce->tasks() ? &*start.loadedOnce : nullptr;
            problem = start.loadedOnce->problem();
        }
    }
    const LearnerChecks& checks = start.checks;
    start.heldBack = !checks.loadHeldBack.empty();
    for (Task task : kForceTasks) {
        if (const std::string& held = checks.tasks[std::size_t(index(task))].heldBack; !held.empty() && start.plugin) {
            warn(fmt::format("Task {} {} is held back, and the reference flies in its place: {}", info(task).number,
                             info(task).name, held));
            start.heldBack = true;
        }
    }
    if (!checks.grid.heldBack.empty() && start.plugin) {
        warn(fmt::format("Task {} {} is held back, and the reference grid runs in its place: {}", info(kGridTask).number,
                         info(kGridTask).name, checks.grid.heldBack));
        start.heldBack = true;
    }
    if (start.plugin) start.table = withoutHeldBack(*start.plugin->tasks(), linkedTasks(), checks);
    if (!start.plugin && !options.reference) {
        warn(fmt::format("could not load your tasks: {}\n  Every task runs the reference. {}", problem,
                         live ? "Live reload is on: saving an exercise builds and loads it."
                              : "To build your code and fly it, run: " + rebuildAndRunCommand(args)));
    }
    // The kit's plugin, built before an exercise was last saved, flies that exercise as it was: say so, here and in
    // the panel.
    if (start.plugin && !options.learner) {
        const auto sources = learnerSources(pathFromUtf8(BOIDS_SOURCE_DIR), BOIDS_LEARNER_SOURCES);
        if (const auto newer = newestSourceAfter(pathFromUtf8(pluginPath), sources)) {
            const std::string name = utf8FromPath(newer->lexically_relative(pathFromUtf8(BOIDS_SOURCE_DIR)));
            start.staleSource = name.empty() ? utf8FromPath(*newer) : name;
            warn(stalePluginWarning(*start.staleSource, live != nullptr, rebuildAndRunCommand(args)));
        }
    }
}

// --bench: the simulation alone, `options.frames` steps, and the summary line; no screen, and nothing drawn unless
// --draw (then the whole frame, as headless draws it: SDL's software renderer, in memory).
int benchOnly(const Options& options, const Params& params, AppState& app) {
    useAllThreads(app, true);
    app.realTime = false;
    for (const std::string& line : app.log) fmt::print(stderr, "{}\n", line);
    if (options.benchDraw) {
        Screen screen;
        if (const std::string error = screen.open(true, windowSizeFor(params, true)); !error.empty()) {
            fmt::print(stderr, "boids: {}\n", error);
            return 1;
        }
        std::string textWarning;
        Text text(screen.renderer, chooseFont(options.font, fontCandidates()).path, textWarning);
        DrawScratch drawScratch;
        setWindowSize(app, screen.size());
        runBench(app, *options.frames, options.warmup, [&] {
            drawFrame(screen.renderer, text, drawScratch, app);
            SDL_RenderFlush(screen.renderer);
        });
    } else {
        runBench(app, *options.frames, options.warmup);
    }
    if (!dumpState(options, app)) return 1;
    fmt::print("{}\n", summaryLine(app, *options.frames));
    return 0;
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

    // Headless needs no display: SDL's dummy video driver (an environment variable, which SDL 2.0.20 reads too).
    if (options.headless) SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    // Ctrl-C and SIGTERM are the guard's: SDL would turn them into a quit event, which a hung loop never reads.
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    TaskProbe probe;  // which of the learner's functions is running, for the guard
    WindowGuard::Options guardOptions;
    if (!options.headless) guardOptions.show = showOnScreen;
    guardOptions.settingsSaved = !options.headless;
    const WindowGuard guard(probe, guardOptions);
    const SdlSession sdl(SDL_INIT_VIDEO);
    if (!sdl.ok) {
        if (!options.headless) {  // most often: no display at all
            fmt::print(stderr, "{}", noDisplayMessage({}, SDL_GetError()));
            return 1;
        }
        fmt::print(stderr, "boids: SDL did not start: {}\n", SDL_GetError());
        return 1;
    }
    // A window on a driver that shows nothing would run unseen until killed: say so, and stop. (The kit's own tests
    // of the window's quitting set BOIDS_ALLOW_INVISIBLE_WINDOW=1.)
    const char* driver = SDL_GetCurrentVideoDriver();
    if (!options.headless && driver && isInvisibleVideoDriver(driver) &&
        !SDL_getenv("BOIDS_ALLOW_INVISIBLE_WINDOW")) {
        fmt::print(stderr, "{}", noDisplayMessage(driver));
        return 1;
    }

    const std::optional<std::filesystem::path> settingsPath = settingsPathFor(options);
    const Params params = startingParams(options, settingsPath);

    // Live reload: on in the window (off headless) when the program runs from the build folder that built it.
    std::optional<LiveReload> live;
    if (options.liveReload.value_or(!options.headless) && !options.bench && !options.reference && !options.learner) {
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

    const std::string pluginPath = options.learner.value_or(defaultLearnerPluginPath());
    LearnerAtStart start;
    loadLearner(options, pluginPath, live ? &*live : nullptr, args, start);
    const LearnerPlugin* const plugin = start.plugin;
    const LearnerChecks& checks = start.checks;
    const TaskTable* learner = start.table ? &*start.table : nullptr;
    const unsigned solvedMask = plugin ? plugin->solvedMask() : 0;
    const SearchMode search = options.neighbors.value_or(SearchMode::BruteForce);

    // The threads a step shares (T in the window switches to one and back).
    ThreadPool pool(options.threads.value_or(ThreadPool::hardwareThreads()));

    if (options.bench) {  // the simulation alone: no screen, and nothing drawn unless --draw
        AppState app = makeAppState(params, options.seed, linkedTasks(), learner, solvedMask,
                                    defaultWindowSize(params.worldSize), search, plugin ? &checks : nullptr);
        app.buffers.probe = &probe;
        app.pool = &pool;
        return benchOnly(options, params, app);
    }

    Screen screen;
    if (const std::string error = screen.open(options.headless, windowSizeFor(params, options.headless));
        !error.empty()) {
        fmt::print(stderr, "boids: {}\n", error);
        return 1;
    }
    const FontChoice font = chooseFont(options.font, fontCandidates());
    if (!font.warning.empty()) warn(font.warning);
    std::string textWarning;
    Text text(screen.renderer, font.path, textWarning);
    if (!textWarning.empty()) warn(textWarning);
    DrawScratch drawScratch;  // drawing's buffers, reused every frame

    AppState app = makeAppState(params, options.seed, linkedTasks(), learner, solvedMask, screen.size(), search,
                                plugin ? &checks : nullptr);
    app.buffers.probe = &probe;
    app.pool = &pool;
    useAllThreads(app, true);
    app.realTime = !options.headless;
    if (options.reference) {
        app.learnerProblem = "--reference";
    } else if (!plugin) {
        app.learnerProblem =
            fmt::format("{} did not load; see the terminal", utf8FromPath(pathFromUtf8(pluginPath).filename()));
    }
    if (start.staleSource) {
        notify(app, stalePluginNotice(*start.staleSource, live.has_value()), 0, kStalePluginNoticeSeconds);
    }

    long long frame = 0;
    ScriptFeed scriptFeed(std::move(script.events));
    int exitCode = 0;
    // --analyze: the flocking measures, a row every analyzeEvery steps. A failed write ends the run with exit code 1.
    std::optional<OutputStream> analysis;
    const auto analysisFailed = [&] {
        fmt::print(stderr, "boids: --analyze: {}\n", analysis->error());
        analysis.reset();
        exitCode = 1;
        app.quit = true;
    };
    if (options.analyze) {
        analysis.emplace(pathFromUtf8(*options.analyze));
        if (!analysis->write(csvHeader() + csvRow(measureNow(app)))) {
            fmt::print(stderr, "boids: --analyze: {}\n", analysis->error());
            return 1;
        }
    }
    // The settings are saved when they change (at most once a second) and at the end, so that a crash or a hang in
    // the learner's code, which ends the program at once, loses none of them.
    // A failed save is said at once, and ends the run with exit code 1.
    std::string savedSettings;  // what the file holds, as far as this run knows: nothing yet
    bool settingsLost = false;
    const auto saveChangedSettings = [&] {
        if (!settingsPath || options.headless) return;
        std::string now = formatSettings(app.world.params);
        if (now == savedSettings) return;
        if (const std::string error = saveSettings(*settingsPath, app.world.params); !error.empty()) {
            warn(fmt::format("the settings were not saved: {}", error));
            settingsLost = true;
        }
        savedSettings = std::move(now);
    };
    const double ticksPerSecond = double(SDL_GetPerformanceFrequency());
    Uint64 lastTicks = SDL_GetPerformanceCounter();

    while (!app.quit) {
        // --- Input ---
        const Uint64 ticks = SDL_GetPerformanceCounter();
        const double frameSeconds =
            options.headless ? double(app.world.params.stepSeconds) : double(ticks - lastTicks) / ticksPerSecond;
        lastTicks = ticks;
        const bool fed = scriptFeed.feed(frame, app, [&](const InputEvent& input) {
            SDL_Event event = toSdlEvent(input, screen.windowId);
            return SDL_PushEvent(&event) == 1;
        });
        if (!fed) {
            fmt::print(stderr, "boids: --script: SDL refused a scripted event at frame {}: {}\n", frame,
                       SDL_GetError());
            exitCode = 1;
            app.quit = true;
        }
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            if (const auto input = fromSdlEvent(event)) handleInput(app, *input);
        }
        if (guard.stopRequested()) app.quit = true;  // Ctrl-C or SIGTERM: as if the window was closed
        if (live) live->update(app);  // a saved exercise is input too
        if (const Vec2 size = screen.size(); size != app.layout.window) setWindowSize(app, size);

        // --- Update: fixed steps of params.stepSeconds ---
        advanceClock(app, frameSeconds);
        for (int steps = stepsThisFrame(app, frameSeconds); steps > 0; --steps) {
            simulateStep(app);
            // Flushed row by row: a run that is stopped keeps every row, and a reader can follow the file live.
            if (analysis && app.world.steps % std::uint64_t(options.analyzeEvery) == 0 &&
                !analysis->write(csvRow(measureNow(app)))) {
                analysisFailed();
                break;
            }
        }
        for (const std::string& line : app.log) fmt::print(stderr, "{}\n", line);
        app.log.clear();

        if (frame % 60 == 0) saveChangedSettings();

        // --- Draw: reads the state, never changes the world ---
        drawFrame(screen.renderer, text, drawScratch, app);
        ++frame;
        const bool lastFrame = app.quit || (options.frames && frame >= *options.frames);
        if (lastFrame && options.screenshot) {
            if (const std::string error = screen.screenshot(*options.screenshot); !error.empty()) {
                fmt::print(stderr, "boids: {}\n", error);
                exitCode = 1;
            }
        }
        screen.present();
        if (lastFrame) app.quit = true;
        if (!options.headless || live) {
            // About 60 frames a second when the display does not wait for vsync (Xvfb, some drivers).
            const double spent = double(SDL_GetPerformanceCounter() - ticks) / ticksPerSecond;
            if (spent < 1.0 / 60 - 0.001) SDL_Delay(Uint32((1.0 / 60 - spent) * 1000));
        }
    }

    // --- Shut down ---
    saveChangedSettings();
    if (settingsLost) exitCode = 1;
    if (analysis && !analysis->close()) analysisFailed();
    if (scriptFeed.waiting() > 0 && exitCode == 0 && options.frames && frame >= *options.frames) {
        fmt::print(stderr,
                   "boids: --script: {} scripted input events were still waiting for SDL's event queue when the run "
                   "ended at frame {}: give it more frames (--frames).\n",
                   scriptFeed.waiting(), frame);
        exitCode = 1;
    }
    if (!dumpState(options, app)) exitCode = 1;
    fmt::print("{}\n", summaryLine(app, frame));
    if (const std::string note = nonfiniteNote(app); !note.empty()) fmt::print(stderr, "{}\n", note);
    std::fflush(nullptr);
    if (exitCode == 0) guard.endIfStopped();  // Ctrl-C or SIGTERM: ends as the signal does (the shell sees 130, 143)
    if (exitCode == 0 && (start.heldBack || (live && live->heldBackAny()))) {
        fmt::print(stderr, "boids: some of your code was held back in this run (see above): exit status {}.\n",
                   kHeldBackExitCode);
        exitCode = kHeldBackExitCode;
    }
    return exitCode;
} catch (const std::exception& e) {
    std::fprintf(stderr, "boids: stopped by an error it did not expect: %s\n", e.what());
    return 1;
} catch (...) {
    std::fprintf(stderr, "boids: stopped by an error it did not expect.\n");
    return 1;
}

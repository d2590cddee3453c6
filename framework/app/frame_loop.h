// The window's loop: each frame in fixed sections (input, fixed-step update, draw), the files it keeps as it runs
// (--analyze, the settings), and what the run does when it ends.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <SDL.h>

#include "app_state.h"
#include "cli.h"
#include "draw.h"
#include "files.h"
#include "live_reload_loop.h"
#include "screen.h"
#include "script.h"
#include "text.h"
#include "window_guard.h"

namespace boids::app {

class FrameLoop {
public:
    // What the loop runs on: main's, and living longer than the loop.
    struct Parts {
        const Options& options;
        AppState& app;
        const Screen& screen;
        Text& text;
        const WindowGuard& guard;
        LiveReload* live;                                   // null: live reload is off
        std::optional<std::filesystem::path> settingsPath;  // empty: no settings file
        std::filesystem::path traceFolder;                  // the inspector's scenes for ./workshop trace (empty: none)
    };
    FrameLoop(const Parts& parts, std::vector<ScriptEvent> script);

    // Before the first frame: --analyze's file, with its header and the first row. False, said, when it cannot be
    // written (the run ends with exit status 1).
    bool begin();
    // One frame: input (the script's, SDL's, Ctrl-C, a saved exercise, the window's size), the fixed steps of
    // params.stepSeconds, then drawing, which reads the state and never changes the world. The last frame (the
    // window closed, or --frames reached) sets app.quit.
    void frame();
    // The run's end: the settings saved, --analyze closed, --dump-state written, the summary line. Returns the exit
    // status: 0; 1 when a file could not be written or scripted input never reached SDL; 4 when some of the
    // learner's code was held back (at start, `heldBackAtStart`, or by live reload). Ctrl-C or SIGTERM end the
    // program here, as the signal would.
    int finish(bool heldBackAtStart);

private:
    void saveChangedSettings();
    void analysisFailed();

    const Options& options_;
    AppState& app_;
    const Screen& screen_;
    Text& text_;
    const WindowGuard& guard_;
    LiveReload* live_;
    std::optional<std::filesystem::path> settingsPath_;
    std::filesystem::path traceFolder_;
    std::uint64_t scenesWritten_ = 0;  // AppState::picks when the inspected boid's scenes were last written
    DrawScratch drawScratch_;  // drawing's buffers, reused every frame
    ScriptFeed scriptFeed_;
    long long frame_ = 0;
    int exitCode_ = 0;
    std::optional<OutputStream> analysis_;  // --analyze: the flocking measures, a row every analyzeEvery steps
    std::string savedSettings_;             // what the settings file holds, as far as this run knows: nothing yet
    bool settingsLost_ = false;
    double ticksPerSecond_ = 0;
    Uint64 lastTicks_ = 0;
};

}  // namespace boids::app

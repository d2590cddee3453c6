// The window's loop and the run's end (frame_loop.h).
#include "frame_loop.h"

#include <cstdint>
#include <cstdio>
#include <utility>

#include <fmt/format.h>

#include <boids/analysis.h>

#include "inspected_scene.h"
#include "run_setup.h"
#include "sdl_events.h"
#include "settings.h"
#include "state_dump.h"
#include "utf8_path.h"

namespace boids::app {

namespace {

// The exit status of a run in which some of the learner's code was held back (it never returned or crashed in its
// checks), after the run itself went well.
constexpr int kHeldBackExitCode = 4;

}  // namespace

FrameLoop::FrameLoop(const Parts& parts, std::vector<ScriptEvent> script)
    : options_(parts.options), app_(parts.app), screen_(parts.screen), text_(parts.text), guard_(parts.guard),
      live_(parts.live), settingsPath_(parts.settingsPath), traceFolder_(parts.traceFolder),
      scriptFeed_(std::move(script)) {}

bool FrameLoop::begin() {
    if (options_.analyze) {
        analysis_.emplace(pathFromUtf8(*options_.analyze));
        if (!analysis_->write(csvHeader() + csvRow(measureNow(app_)))) {
            fmt::print(stderr, "boids: --analyze: {}\n", analysis_->error());
            return false;
        }
    }
    ticksPerSecond_ = double(SDL_GetPerformanceFrequency());
    lastTicks_ = SDL_GetPerformanceCounter();
    return true;
}

// A failed write of --analyze ends the run with exit code 1.
void FrameLoop::analysisFailed() {
    fmt::print(stderr, "boids: --analyze: {}\n", analysis_->error());
    analysis_.reset();
    exitCode_ = 1;
    app_.quit = true;
}

// The settings are saved when they change (at most once a second) and at the end, so that a crash or a hang in the
// learner's code, which ends the program at once, loses none of them. A failed save is said at once, and ends the run
// with exit code 1.
void FrameLoop::saveChangedSettings() {
    if (!settingsPath_ || options_.headless) return;
    std::string now = formatSettings(app_.world.params, app_.layout.textSize);
    if (now == savedSettings_) return;
    if (const std::string error = saveSettings(*settingsPath_, app_.world.params, app_.layout.textSize);
        !error.empty()) {
        warn(fmt::format("the settings were not saved: {}", error));
        settingsLost_ = true;
    }
    savedSettings_ = std::move(now);
}

void FrameLoop::frame() {
    // --- Input ---
    const Uint64 ticks = SDL_GetPerformanceCounter();
    const double frameSeconds =
        options_.headless ? double(app_.world.params.stepSeconds) : double(ticks - lastTicks_) / ticksPerSecond_;
    lastTicks_ = ticks;
    const bool fed = scriptFeed_.feed(frame_, app_, [&](const InputEvent& input) {
        SDL_Event event = toSdlEvent(input, screen_.windowId);
        return SDL_PushEvent(&event) == 1;
    });
    if (!fed) {
        fmt::print(stderr, "boids: --script: SDL refused a scripted event at frame {}: {}\n", frame_,
                   SDL_GetError());
        exitCode_ = 1;
        app_.quit = true;
    }
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
        if (const auto input = fromSdlEvent(event)) handleInput(app_, *input);
    }
    if (guard_.stopRequested()) app_.quit = true;  // Ctrl-C or SIGTERM: as if the window was closed
    if (app_.picks != scenesWritten_ && !traceFolder_.empty()) {  // a boid just picked: its scenes, in this frame
        scenesWritten_ = app_.picks;
        if (const std::string error = writeInspectedScenes(app_, traceFolder_); !error.empty()) {
            warn(fmt::format("the inspected boid's scenes were not written for ./workshop trace: {}", error));
        }
    }
    if (live_) live_->update(app_);  // a saved exercise is input too
    if (const Vec2 size = screen_.size(); size != app_.layout.window) setWindowSize(app_, size);

    // --- Update: fixed steps of params.stepSeconds ---
    advanceClock(app_, frameSeconds);
    for (int steps = stepsThisFrame(app_, frameSeconds); steps > 0; --steps) {
        simulateStep(app_);
        // Flushed row by row: a run that is stopped keeps every row, and a reader can follow the file live.
        if (analysis_ && app_.world.steps % std::uint64_t(options_.analyzeEvery) == 0 &&
            !analysis_->write(csvRow(measureNow(app_)))) {
            analysisFailed();
            break;
        }
    }
    for (const std::string& line : app_.log) fmt::print(stderr, "{}\n", line);
    app_.log.clear();

    if (frame_ % 60 == 0) saveChangedSettings();

    // --- Draw: reads the state, never changes the world ---
    text_.setTextSize(app_.layout.textSize);  // the layout's, which key L changes
    drawFrame(screen_.renderer, text_, drawScratch_, app_);
    ++frame_;
    const bool lastFrame = app_.quit || (options_.frames && frame_ >= *options_.frames);
    if (lastFrame && options_.screenshot) {
        if (const std::string error = screen_.screenshot(*options_.screenshot); !error.empty()) {
            fmt::print(stderr, "boids: {}\n", error);
            exitCode_ = 1;
        }
    }
    screen_.present();
    if (lastFrame) app_.quit = true;
    if (!options_.headless || live_) {
        // About 60 frames a second when the display does not wait for vsync (Xvfb, some drivers).
        const double spent = double(SDL_GetPerformanceCounter() - ticks) / ticksPerSecond_;
        if (spent < 1.0 / 60 - 0.001) SDL_Delay(Uint32((1.0 / 60 - spent) * 1000));
    }
}

int FrameLoop::finish(bool heldBackAtStart) {
    saveChangedSettings();
    if (settingsLost_) exitCode_ = 1;
    if (analysis_ && !analysis_->close()) analysisFailed();
    if (scriptFeed_.waiting() > 0 && exitCode_ == 0 && options_.frames && frame_ >= *options_.frames) {
        fmt::print(stderr,
                   "boids: --script: {} scripted input events were still waiting for SDL's event queue when the run "
                   "ended at frame {}: give it more frames (--frames).\n",
                   scriptFeed_.waiting(), frame_);
        exitCode_ = 1;
    }
    if (!dumpState(options_, app_)) exitCode_ = 1;
    fmt::print("{}\n", summaryLine(app_, frame_));
    if (const std::string note = nonfiniteNote(app_); !note.empty()) fmt::print(stderr, "{}\n", note);
    std::fflush(nullptr);
    if (exitCode_ == 0) guard_.endIfStopped();  // Ctrl-C or SIGTERM: ends as the signal does (the shell sees 130, 143)
    if (exitCode_ == 0 && (heldBackAtStart || (live_ && live_->heldBackAny()))) {
        fmt::print(stderr, "boids: some of your code was held back in this run (see above): exit status {}.\n",
                   kHeldBackExitCode);
        exitCode_ = kHeldBackExitCode;
    }
    return exitCode_;
}

}  // namespace boids::app

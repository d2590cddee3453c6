// Live reload in the running program: when an exercise is saved, rebuild the learner's plugin in the background,
// load a fresh copy of it, and swap it in. The flock keeps flying; a build error shows in the panel and the last
// good code keeps running.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "app_state.h"
#include "learner_plugin_loader.h"
#include "live_reload.h"

namespace boids::app {

struct LiveReloadPaths {
    std::filesystem::path exercises;    // watched
    std::filesystem::path buildFolder;  // where CMake builds the plugin
    std::filesystem::path plugin;       // the plugin CMake writes
    std::filesystem::path cmake;        // the cmake program that configured the build
    std::string target;                 // the plugin's CMake target
    std::string config;                 // the configuration it was built in (--config, for multi-config generators)
    std::filesystem::path checker;      // the program that checks a new plugin before it flies (learner_check.h)
};

// What the panel says while a saved exercise waits for `lock` (which tryAcquire() just refused): whom it waits for,
// or why the lock cannot be taken at all.
std::string lockWaitStatus(const BuildLock& lock);

class LiveReload {
public:
    explicit LiveReload(LiveReloadPaths paths);

    // Loads a fresh copy of the plugin (so that the build can overwrite the original, and so that no OS hands back
    // the library it already loaded from that path). Null with `problem` set when it cannot.
    const LearnerPlugin* loadCopy(std::string& problem);

    // Once a frame, in the input section: may start a build; when one ends, starts the checks of the new plugin;
    // when they end, swaps it into `app`, unless they held a task back (the last good build keeps flying).
    void update(AppState& app);

    // True once a new build has been held back in this run.
    bool heldBackAny() const { return heldBackAny_; }

private:
    void finishBuild(AppState& app, const ProcessResult& result);
    void finishChecks(AppState& app, const ProcessResult& result);

    LiveReloadPaths paths_;
    SourceWatch watch_;
    // The lock is declared before the build so that it is destroyed after it: ~BackgroundBuild waits for a running
    // cmake, and only then does ~BuildLock let ./workshop build in the same folder. Keep this order.
    BuildLock lock_;
    BackgroundBuild build_;
    bool checking_ = false;            // the command running is the checker, not the build
    bool heldBackAny_ = false;
    bool changePending_ = false;       // a save not built yet (a build was running, or another held the lock)
    bool waitingForLock_ = false;      // the wait for the lock is already in the log
    ReloadClock::time_point savedAt_;  // the first unbuilt save
    ReloadClock::time_point buildSavedAt_;
    std::filesystem::file_time_type buildStartedAt_;  // the build's start, kFileClockSlack early (room_news.h)
    ReloadClock::time_point lastPoll_{};
    int copies_ = 0;
    std::vector<std::unique_ptr<LearnerPlugin>> plugins_;  // all stay loaded: the program may hold their pointers
};

}  // namespace boids::app

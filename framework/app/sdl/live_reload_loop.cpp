// Live reload in the running program: watch, build in the background, load a fresh copy, swap it in.
#include "live_reload_loop.h"

#include <system_error>

#include <fmt/format.h>

#include "learner_check.h"
#include "room_news.h"
#include "utf8_path.h"

namespace boids::app {

namespace fs = std::filesystem;

namespace {

constexpr auto kPollEvery = std::chrono::milliseconds(100);
constexpr auto kSettle = std::chrono::milliseconds(80);  // an editor's save is often several writes

fs::path copiesFolder(const LiveReloadPaths& paths) { return paths.buildFolder / "live-reload"; }

}  // namespace

std::string lockWaitStatus(const BuildLock& lock) {
    if (!lock.problem().empty()) return lock.problem();
    if (lock.otherHolder().empty()) return "Waiting for another build in this folder to end ...";
    return fmt::format("Waiting for the build of {} to end ...", lock.otherHolder());
}

LiveReload::LiveReload(LiveReloadPaths paths)
    : paths_(std::move(paths)),
      watch_(paths_.exercises, kSettle),
      lock_(paths_.buildFolder / kBuildLockFile, "the boids window's live reload") {
    std::error_code error;
    fs::remove_all(copiesFolder(paths_), error);  // copies left by an earlier run
    fs::create_directories(copiesFolder(paths_), error);
}

const LearnerPlugin* LiveReload::loadCopy(std::string& problem) {
    fs::path name = paths_.plugin.stem();  // path operations only: no trip through the ANSI code page
    name += "." + std::to_string(++copies_);
    name += paths_.plugin.extension();
    const fs::path copy = copiesFolder(paths_) / name;
    std::error_code error;
    fs::copy_file(paths_.plugin, copy, fs::copy_options::overwrite_existing, error);
    if (error) {
        problem =
            fmt::format("cannot copy {} to {}: {}", utf8FromPath(paths_.plugin), utf8FromPath(copy), error.message());
        return nullptr;
    }
    auto plugin = std::make_unique<LearnerPlugin>(utf8FromPath(copy));  // LearnerPlugin takes UTF-8, as SDL gives paths
    if (!plugin->tasks()) {
        problem = plugin->problem();
        return nullptr;
    }
    plugins_.push_back(std::move(plugin));
    return plugins_.back().get();
}

void LiveReload::update(AppState& app) {
    const auto now = ReloadClock::now();
    if (const auto result = build_.finished()) {
        // The lock is held from the build's start until its plugin is checked and copied.
        if (checking_) {
            checking_ = false;
            finishChecks(app, *result);
        } else {
            finishBuild(app, *result);
        }
        if (!checking_) lock_.release();
    }
    if (now - lastPoll_ < kPollEvery) return;
    lastPoll_ = now;

    ReloadClock::time_point changedAt;
    if (watch_.poll(now, changedAt) && !changePending_) {
        changePending_ = true;
        savedAt_ = changedAt;
    }
    if (!changePending_ || build_.running()) return;
    if (!lock_.tryAcquire()) {  // another build runs in the same folder: try again at the next poll
        app.rebuild.status = lockWaitStatus(lock_);
        if (!waitingForLock_) {  // said once per wait, with the lock's file, which the panel has no room for
            const std::string& holder = lock_.otherHolder();
            app.log.push_back(!lock_.problem().empty()
                                  ? "boids: your saved code cannot be built: " + lock_.problem()
                                  : fmt::format("boids: your saved code waits for the build lock {}, held by {}; it "
                                                "is built as soon as that build ends.",
                                                utf8FromPath(lock_.path()), holder.empty() ? "another build" : holder));
        }
        waitingForLock_ = true;
        return;
    }
    waitingForLock_ = false;
    changePending_ = false;
    buildSavedAt_ = savedAt_;
    buildStartedAt_ = fs::file_time_type::clock::now() - kFileClockSlack;
    app.rebuild.status = "Rebuilding your code ...";
    build_.start(paths_.cmake, pluginBuildArguments(paths_.buildFolder, paths_.target, paths_.config));
}

void LiveReload::finishBuild(AppState& app, const ProcessResult& result) {
    app.rebuild.status.clear();
    if (result.exitCode != 0) {
        app.rebuild.errors = firstErrorLines(result.output);
        if (app.rebuild.errors.empty()) app.rebuild.errors.push_back(fmt::format("the build exited with {}", result.exitCode));
        app.log.push_back("boids: your code does not compile; the last good build keeps running:");
        for (const std::string& line : app.rebuild.errors) app.log.push_back("  " + line);
        return;
    }
    // New code flies only after its checks ran apart from the window: one that never returns or crashes there
    // must not freeze or end the program.
    app.rebuild.status = "Checking your new code ...";
    checking_ = build_.start(paths_.checker, checkerArguments(paths_.plugin));
    if (!checking_) app.rebuild.status.clear();
}

void LiveReload::finishChecks(AppState& app, const ProcessResult& result) {
    app.rebuild.status.clear();
    const LearnerChecks checks = parseLearnerChecks(result.output, result.exitCode);
    if (checks.problem.empty()) keepWindowChecks(app, result.output, buildStartedAt_);  // held back too: the room hears
    if (checks.anyHeldBack()) {
        heldBackAny_ = true;
        std::string why = !checks.problem.empty() ? checks.problem : checks.loadHeldBack;
        for (Task task : forceTasks()) {
            const std::string& held = checks.tasks[std::size_t(index(task))].heldBack;
            if (why.empty() && !held.empty()) why = fmt::format("Task {} {}: {}", info(task).number, info(task).name, held);
        }
        if (why.empty()) why = fmt::format("Task {} {}: {}", info(kGridTask).number, info(kGridTask).name, checks.grid.heldBack);
        app.rebuild.heldBack = why;
        app.log.push_back("boids: your new code was held back, and the last good build keeps flying: " + why);
        return;
    }
    std::string problem;
    const LearnerPlugin* plugin = loadCopy(problem);
    if (!plugin) {
        app.rebuild.errors = {fmt::format("the new build did not load: {}", problem)};
        app.log.push_back("boids: " + app.rebuild.errors.front());
        return;
    }
    const double sinceSave = std::chrono::duration<double>(ReloadClock::now() - buildSavedAt_).count();
    replaceLearner(app, *plugin->tasks(), plugin->solvedMask(), sinceSave, &checks);
}

}  // namespace boids::app

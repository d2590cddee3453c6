// Live reload, the parts that need no SDL: noticing that an exercise was saved, building the learner's plugin in
// the background, and cutting a compiler's output down to the lines a learner needs. main.cpp's LiveReload
// (live_reload_loop.cpp) puts them together and loads the new plugin.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <future>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "child_process.h"

namespace boids::app {

using ReloadClock = std::chrono::steady_clock;

// Polls the modification times and sizes of the .cpp and .h files in one folder (not inotify: it works on WSL,
// network drives and every OS). A change is reported once the folder has been quiet for `settle`, so that an
// editor's save in several writes gives one rebuild.
class SourceWatch {
public:
    SourceWatch(std::filesystem::path folder, std::chrono::milliseconds settle);

    // True once per settled change, with the time the change was first seen in `changedAt`.
    bool poll(ReloadClock::time_point now, ReloadClock::time_point& changedAt);

    const std::filesystem::path& folder() const { return folder_; }

private:
    struct Stamp {
        std::filesystem::file_time_type time;
        std::uintmax_t size = 0;
        bool operator==(const Stamp&) const = default;
    };
    std::map<std::string, Stamp> scan() const;

    std::filesystem::path folder_;
    std::chrono::milliseconds settle_;
    std::map<std::string, Stamp> seen_;
    std::optional<ReloadClock::time_point> firstChange_;  // of a change not yet reported
    ReloadClock::time_point lastChange_{};
};

// Runs one program at a time on a background thread, capturing its output.
class BackgroundBuild {
public:
    BackgroundBuild() = default;
    BackgroundBuild(const BackgroundBuild&) = delete;
    BackgroundBuild& operator=(const BackgroundBuild&) = delete;
    ~BackgroundBuild();  // waits for a running program

    // Starts `program` with `arguments` (runProcess: no shell, output captured). False if one is still running.
    bool start(std::filesystem::path program, std::vector<std::filesystem::path> arguments);
    bool running() const { return pending_.valid(); }
    // The result, once the program has ended; then the build is idle again.
    std::optional<ProcessResult> finished();

private:
    std::future<ProcessResult> pending_;
};

// The part of a failed build's output to show: the first compiler error with the few lines after it, or else the
// last lines. At most `maxLines` lines, each at most `maxColumns` characters.
std::vector<std::string> firstErrorLines(const std::string& output, std::size_t maxLines = 6,
                                         std::size_t maxColumns = 160);

// The lock file in a build folder that lets one build at a time run there: the window's live reload and
// ./workshop take it with flock(2) (./workshop through flock(1)); Windows with LockFileEx.
inline constexpr std::string_view kBuildLockFile = ".boids-build-lock";

// A lock held by the operating system on a file (kBuildLockFile in the build folder): held from tryAcquire() until
// release() or the destructor, or until this process ends however it ends, and then free at once. There is no
// stale lock to take over: one whose holder lives is never taken. Another BuildLock on the same file excludes this
// one even in the same process. The file stays after release (removing it would race with the next holder).
//
// The file's text names its holder, so that a waiter can say whom it waits for: a holder writes one line, such as
// "./workshop test 1 (process 4242)", once it has the lock, and empties the file before it lets go. A waiter opens
// the file without truncating it. (On Windows the lock is on a byte far past the text, which stays readable.)
class BuildLock {
public:
    // `holder` is written in the file while this object holds the lock, followed by " (process N)".
    BuildLock(std::filesystem::path path, std::string holder) : path_(std::move(path)), holder_(std::move(holder)) {}
    BuildLock(const BuildLock&) = delete;
    BuildLock& operator=(const BuildLock&) = delete;
    ~BuildLock() { release(); }
    // True when this object holds the lock (now or already). False when another holder has it: then otherHolder()
    // names it if its holder wrote its name. False too when the file cannot be opened or locked: then problem() says
    // why (otherwise it is empty).
    bool tryAcquire();
    void release();
    bool held() const { return lockFile_ != kNotOpen; }
    const std::string& problem() const { return problem_; }
    const std::string& otherHolder() const { return otherHolder_; }
    const std::filesystem::path& path() const { return path_; }

private:
    static constexpr std::intptr_t kNotOpen = -1;  // both an invalid descriptor and INVALID_HANDLE_VALUE
    std::filesystem::path path_;
    std::string holder_;
    std::intptr_t lockFile_ = kNotOpen;  // while held, the open lock file: a descriptor, or a HANDLE on Windows
    std::string problem_;
    std::string otherHolder_;  // the first line of the file when tryAcquire() last found the lock held
};

// The arguments of the cmake that builds the plugin: --build <build folder> [--config <config>] --target <target>
// (no --config when `config` is empty; a single-configuration generator ignores it).
std::vector<std::filesystem::path> pluginBuildArguments(const std::filesystem::path& buildFolder,
                                                        const std::string& target, const std::string& config = {});

}  // namespace boids::app

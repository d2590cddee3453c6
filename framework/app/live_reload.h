// Live reload, the parts that need no SDL: noticing that an exercise was saved, building the learner's plugin in
// the background, and cutting a compiler's output down to the lines a learner needs. main.cpp's LiveReload
// (live_reload_loop.cpp) puts them together and loads the new plugin.
#pragma once

#include <chrono>
#include <filesystem>
#include <future>
#include <map>
#include <optional>
#include <string>
#include <vector>

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

// What a finished build said.
struct BuildResult {
    int exitCode = -1;
    std::string output;  // stdout and stderr together
    double seconds = 0;
};

// Runs one shell command at a time on a background thread, capturing its output.
class BackgroundBuild {
public:
    BackgroundBuild() = default;
    BackgroundBuild(const BackgroundBuild&) = delete;
    BackgroundBuild& operator=(const BackgroundBuild&) = delete;
    ~BackgroundBuild();  // waits for a running command

    // Starts `command` (run by the shell, output captured). False if one is still running.
    bool start(std::string command);
    bool running() const { return pending_.valid(); }
    // The result, once the command has finished; then the build is idle again.
    std::optional<BuildResult> finished();

private:
    std::future<BuildResult> pending_;
};

// Runs `command` through the shell and waits: its exit code and output.
BuildResult runCommand(const std::string& command);

// The part of a failed build's output to show: the first compiler error with the few lines after it, or else the
// last lines. At most `maxLines` lines, each at most `maxColumns` characters.
std::vector<std::string> firstErrorLines(const std::string& output, std::size_t maxLines = 6,
                                         std::size_t maxColumns = 160);

// A lock shared with ./workshop (a folder, because creating one is atomic everywhere): only one build at a time
// runs in a build folder. A lock older than `stale` is someone's crash and is taken over.
// The stale age's one home: ./workshop reads the number from this line.
inline constexpr int kBuildLockStaleMinutes = 10;
class BuildLock {
public:
    explicit BuildLock(std::filesystem::path path) : path_(std::move(path)) {}
    BuildLock(const BuildLock&) = delete;
    BuildLock& operator=(const BuildLock&) = delete;
    ~BuildLock() { release(); }
    bool tryAcquire(std::chrono::seconds stale = std::chrono::minutes(kBuildLockStaleMinutes));
    void release();
    bool held() const { return held_; }

private:
    std::filesystem::path path_;
    bool held_ = false;
};

// The shell command that builds the plugin: "<cmake>" --build "<build folder>" --config <config> --target <target>
// (no --config when `config` is empty; a single-configuration generator ignores it).
std::string pluginBuildCommand(const std::string& cmake, const std::filesystem::path& buildFolder,
                               const std::string& target, const std::string& config = {});

}  // namespace boids::app

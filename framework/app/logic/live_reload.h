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

#include "build_lock.h"
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

// The arguments of the cmake that builds the plugin: --build <build folder> [--config <config>] --target <target>
// (no --config when `config` is empty; a single-configuration generator ignores it).
std::vector<std::filesystem::path> pluginBuildArguments(const std::filesystem::path& buildFolder,
                                                        const std::string& target, const std::string& config = {});

}  // namespace boids::app

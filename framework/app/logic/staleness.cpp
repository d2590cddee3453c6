// Comparing the plugin's modification time with its sources', and the warning when the plugin is older.
#include "staleness.h"

#include <algorithm>
#include <system_error>

#include <fmt/format.h>

#include "utf8_path.h"

namespace boids::app {

namespace fs = std::filesystem;

std::vector<fs::path> learnerSources(const fs::path& kit, std::string_view list) {
    std::vector<fs::path> sources;
    while (!list.empty()) {
        const std::size_t bar = list.find('|');
        const std::string_view name = list.substr(0, bar);
        if (!name.empty()) sources.push_back(kit / pathFromUtf8(name));
        list = bar == std::string_view::npos ? std::string_view{} : list.substr(bar + 1);
    }
    return sources;
}

std::string learnerSourceList(std::span<const TaskInfo> tasks, std::string_view pattern, std::string_view solved) {
    auto isSolved = [&](int number) {
        const std::string wanted = std::to_string(number);
        for (std::string_view rest = solved; !rest.empty();) {
            const std::size_t bar = rest.find('|');
            if (rest.substr(0, bar) == wanted) return true;
            rest = bar == std::string_view::npos ? std::string_view{} : rest.substr(bar + 1);
        }
        return false;
    };
    std::string list;
    for (const TaskInfo& task : tasks) {
        std::string file;
        if (isSolved(task.number)) {
            file = fmt::format("solutions/{}", task.file);
        } else {
            file = std::string(pattern);
            if (const std::size_t at = file.find("{stem}"); at != std::string::npos) file.replace(at, 6, task.stem);
        }
        if (!list.empty()) list += '|';
        list += file;
    }
    return list;
}

std::optional<fs::path> newestSourceAfter(const fs::path& plugin, std::span<const fs::path> sources) {
    std::error_code error;
    const fs::file_time_type built = fs::last_write_time(plugin, error);
    if (error) return std::nullopt;
    std::vector<fs::path> candidates(sources.begin(), sources.end());
    for (const fs::path& source : sources) {
        for (fs::directory_iterator it(source.parent_path(), error), end; !error && it != end; it.increment(error)) {
            if (it->path().extension() == ".h") candidates.push_back(it->path());
        }
        error.clear();
    }
    std::optional<fs::path> newest;
    fs::file_time_type newestTime = built;
    for (const fs::path& candidate : candidates) {
        const fs::file_time_type saved = fs::last_write_time(candidate, error);
        if (!error && saved > newestTime) {
            newest = candidate;
            newestTime = saved;
        }
    }
    return newest;
}

std::string rebuildAndRunCommand(std::span<const std::string_view> args) {
    std::string command = "./workshop run";
    for (std::string_view arg : args) {
        const bool plain = !arg.empty() && std::all_of(arg.begin(), arg.end(), [](char c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                   std::string_view("-_./=:,+%@").find(c) != std::string_view::npos;
        });
        if (plain) {
            command += fmt::format(" {}", arg);
            continue;
        }
        command += " '";
        for (char c : arg) command += c == '\'' ? std::string("'\\''") : std::string(1, c);
        command += "'";
    }
    return command;
}

std::string stalePluginWarning(std::string_view source, bool liveReload, std::string_view rebuildAndRun) {
    const std::string what = fmt::format("{} was saved after your code was last built, so the flock flies your code "
                                         "as it was then, not as it is now.",
                                         source);
    if (liveReload) {
        return fmt::format("{}\n  Live reload is on: save {} again and your code is rebuilt and reloaded.", what,
                           source);
    }
    return fmt::format("{}\n  To fly it as it is now, run: {}  (it builds your code first)", what, rebuildAndRun);
}

std::string stalePluginNotice(std::string_view source, bool liveReload) {
    if (liveReload) {
        return fmt::format("{} changed after your code was built, so this flies the old build: save it again to "
                           "rebuild.",
                           source);
    }
    return fmt::format("{} changed after your code was built, so this flies the old build: close and run "
                       "./workshop run.",
                       source);
}

}  // namespace boids::app

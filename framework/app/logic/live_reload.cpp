// Live reload without SDL: the source watch, the background build and the compiler's first lines (the build lock is
// build_lock.cpp).
#include "live_reload.h"

#include <sstream>

#include "utf8_path.h"

namespace boids::app {

namespace fs = std::filesystem;

SourceWatch::SourceWatch(fs::path folder, std::chrono::milliseconds settle)
    : folder_(std::move(folder)), settle_(settle), seen_(scan()) {}

std::map<std::string, SourceWatch::Stamp> SourceWatch::scan() const {
    std::map<std::string, Stamp> stamps;
    std::error_code error;
    for (fs::directory_iterator it(folder_, error), end; !error && it != end; it.increment(error)) {
        const fs::path& p = it->path();
        const std::string name = utf8FromPath(p.filename());
        if (name.empty() || name[0] == '.' || (p.extension() != ".cpp" && p.extension() != ".h")) continue;
        std::error_code e1, e2;
        const auto time = fs::last_write_time(p, e1);
        const auto size = fs::file_size(p, e2);
        if (!e1 && !e2) stamps[name] = {time, size};
    }
    return stamps;
}

bool SourceWatch::poll(ReloadClock::time_point now, ReloadClock::time_point& changedAt) {
    std::map<std::string, Stamp> current = scan();
    if (current != seen_) {
        seen_ = std::move(current);
        if (!firstChange_) firstChange_ = now;
        lastChange_ = now;
        return false;
    }
    if (firstChange_ && now - lastChange_ >= settle_) {
        changedAt = *firstChange_;
        firstChange_.reset();
        return true;
    }
    return false;
}

BackgroundBuild::~BackgroundBuild() {
    if (pending_.valid()) pending_.wait();
}

bool BackgroundBuild::start(fs::path program, std::vector<fs::path> arguments) {
    if (pending_.valid()) return false;
    pending_ = std::async(std::launch::async, [program = std::move(program), arguments = std::move(arguments)] {
        return runProcess(program, arguments);
    });
    return true;
}

std::optional<ProcessResult> BackgroundBuild::finished() {
    if (!pending_.valid() || pending_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return {};
    return pending_.get();
}

std::vector<std::string> firstErrorLines(const std::string& output, std::size_t maxLines, std::size_t maxColumns) {
    std::vector<std::string> lines;
    std::istringstream in(output);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(std::move(line));
    }
    std::size_t first = lines.size();
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].find("error:") != std::string::npos || lines[i].find("error C") != std::string::npos) {
            first = i;
            break;
        }
    }
    if (first == lines.size()) first = lines.size() > maxLines ? lines.size() - maxLines : 0;
    std::vector<std::string> shown;
    for (std::size_t i = first; i < lines.size() && shown.size() < maxLines; ++i) {
        std::string line = lines[i];
        // Paths are long and the panel is narrow: keep from "exercises/" on.
        if (const auto at = line.find("exercises/"); at != std::string::npos && at > 0) line.erase(0, at);
        if (line.size() > maxColumns) line = line.substr(0, maxColumns - 3) + "...";
        shown.push_back(std::move(line));
    }
    return shown;
}

std::vector<fs::path> pluginBuildArguments(const fs::path& buildFolder, const std::string& target,
                                           const std::string& config) {
    std::vector<fs::path> arguments{"--build", buildFolder};
    if (!config.empty()) arguments.insert(arguments.end(), {"--config", pathFromUtf8(config)});
    arguments.insert(arguments.end(), {"--target", pathFromUtf8(target)});
    return arguments;
}

}  // namespace boids::app

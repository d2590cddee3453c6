// Live reload without SDL: the source watch, the background build, the build lock and the compiler's first lines.
#include "live_reload.h"

#include <sstream>
#include <system_error>

#include <fmt/format.h>

#include "utf8_path.h"
#include "windows_api.h"

#ifndef _WIN32
#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

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

namespace {

// The holder's name as a waiter shows it: the first line of the lock file's text, at most a screen line long.
std::string holderName(std::string text) {
    text = text.substr(0, text.find('\n'));
    if (!text.empty() && text.back() == '\r') text.pop_back();
    constexpr std::size_t kLongest = 120;
    if (text.size() > kLongest) text = text.substr(0, kLongest - 3) + "...";
    return text;
}

constexpr std::size_t kNameBytes = 512;  // read of the lock file: more than a holder's line needs

#ifdef _WIN32

// The byte LockFileEx locks, at 4 GiB: a byte-range lock on Windows also stops other handles reading and writing
// those bytes, and this one is far past the holder's name.
OVERLAPPED lockedByte() {
    OVERLAPPED at{};
    at.OffsetHigh = 1;
    return at;
}

std::string textOf(HANDLE file) {
    std::string text(kNameBytes, '\0');
    OVERLAPPED start{};
    DWORD got = 0;
    if (!ReadFile(file, text.data(), DWORD(text.size()), &got, &start)) got = 0;
    text.resize(got);
    return text;
}

// Best effort: a name that is not written only makes a waiter's message vaguer.
void replaceText(HANDLE file, const std::string& text) {
    LARGE_INTEGER start{};
    if (!SetFilePointerEx(file, start, nullptr, FILE_BEGIN) || !SetEndOfFile(file)) return;
    DWORD written = 0;
    WriteFile(file, text.data(), DWORD(text.size()), &written, nullptr);
}

#else

std::string textOf(int fd) {
    std::string text(kNameBytes, '\0');
    const ssize_t got = pread(fd, text.data(), text.size(), 0);
    text.resize(got > 0 ? std::size_t(got) : 0);
    return text;
}

// Best effort: a name that is not written only makes a waiter's message vaguer.
void replaceText(int fd, const std::string& text) {
    if (ftruncate(fd, 0) != 0 || text.empty()) return;
    [[maybe_unused]] const ssize_t written = pwrite(fd, text.data(), text.size(), 0);
}

#endif

}  // namespace

bool BuildLock::tryAcquire() {
    if (held()) return true;
    problem_.clear();
    otherHolder_.clear();
#ifdef _WIN32
    // Not inherited by the programs this one starts (no SECURITY_ATTRIBUTES): a running cmake never holds it.
    const HANDLE file = CreateFileW(path_.c_str(), GENERIC_READ | GENERIC_WRITE,
                                    FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr, OPEN_ALWAYS,
                                    FILE_ATTRIBUTE_NORMAL, nullptr);
    if (file == INVALID_HANDLE_VALUE) {
        problem_ = fmt::format("cannot open the build lock {}: {}", utf8FromPath(path_),
                               std::system_category().message(int(GetLastError())));
        return false;
    }
    OVERLAPPED at = lockedByte();
    if (!LockFileEx(file, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &at)) {
        const DWORD error = GetLastError();
        if (error == ERROR_LOCK_VIOLATION || error == ERROR_IO_PENDING) {
            otherHolder_ = holderName(textOf(file));
        } else {
            problem_ = fmt::format("cannot lock the build lock {}: {}", utf8FromPath(path_),
                                   std::system_category().message(int(error)));
        }
        CloseHandle(file);
        return false;
    }
    lockFile_ = reinterpret_cast<std::intptr_t>(file);
    replaceText(file, fmt::format("{} (process {})\n", holder_, thisProcessId()));
#else
    // O_CLOEXEC: the programs this one starts (cmake) do not inherit the descriptor, so the lock's life is this
    // object's, not theirs. No O_TRUNC: the holder's name is in the file.
    int fd = -1;
    do {
        fd = open(path_.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        problem_ = fmt::format("cannot open the build lock {}: {}", utf8FromPath(path_),
                               std::generic_category().message(errno));
        return false;
    }
    // flock(2), not fcntl's locks: ./workshop takes the same lock with flock(1). A flock belongs to the open file,
    // so a second BuildLock in this process is refused too.
    int locked = -1;
    do {
        locked = flock(fd, LOCK_EX | LOCK_NB);
    } while (locked != 0 && errno == EINTR);
    if (locked != 0) {
        if (errno == EWOULDBLOCK) {
            otherHolder_ = holderName(textOf(fd));
        } else {
            problem_ = fmt::format("cannot lock the build lock {}: {}", utf8FromPath(path_),
                                   std::generic_category().message(errno));
        }
        close(fd);
        return false;
    }
    lockFile_ = fd;
    replaceText(fd, fmt::format("{} (process {})\n", holder_, thisProcessId()));
#endif
    return true;
}

void BuildLock::release() {
    if (!held()) return;
#ifdef _WIN32
    const HANDLE file = reinterpret_cast<HANDLE>(lockFile_);
    replaceText(file, {});
    OVERLAPPED at = lockedByte();
    UnlockFileEx(file, 0, 1, 0, &at);
    CloseHandle(file);
#else
    const int fd = int(lockFile_);
    replaceText(fd, {});
    flock(fd, LOCK_UN);
    close(fd);
#endif
    lockFile_ = kNotOpen;
}

std::vector<fs::path> pluginBuildArguments(const fs::path& buildFolder, const std::string& target,
                                           const std::string& config) {
    std::vector<fs::path> arguments{"--build", buildFolder};
    if (!config.empty()) arguments.insert(arguments.end(), {"--config", pathFromUtf8(config)});
    arguments.insert(arguments.end(), {"--target", pathFromUtf8(target)});
    return arguments;
}

}  // namespace boids::app

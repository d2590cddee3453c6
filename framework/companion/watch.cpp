// Watch's parts (watch.h): the signature of exercises/, the keys on standard input, and Ctrl-C.
#include "watch.h"

#include <algorithm>
#include <atomic>
#include <csignal>
#include <deque>
#include <limits>
#include <thread>
#include <utility>

#include "console.h"
#include "file_io.h"

#ifdef _WIN32
#include <windows.h>

#include <io.h>
#else
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#endif

namespace boids::companion {

namespace fs = std::filesystem;

std::uint64_t checksumOf(std::string_view bytes) {
    std::uint64_t hash = 14695981039346656037ull;
    for (const char c : bytes) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ull;
    }
    return hash;
}

namespace {

bool isSourceName(const std::string& name) {
    if (name.empty() || name.front() == '.') return false;
    return name.ends_with(".cpp") || name.ends_with(".h");
}

std::string utf8Generic(const fs::path& path) {
    const std::u8string text = path.generic_u8string();
    return std::string(text.begin(), text.end());
}

}  // namespace

Signature sourceSignature(const fs::path& folder, std::string_view prefix) {
    Signature signature;
    std::error_code error;
    fs::recursive_directory_iterator it(folder, fs::directory_options::skip_permission_denied, error);
    for (; !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
        std::error_code entryError;
        if (!it->is_regular_file(entryError) || it->is_symlink(entryError)) continue;  // find -type f
        const fs::path& path = it->path();
        if (!isSourceName(utf8Generic(path.filename()))) continue;
        FileState state;
        state.size = fs::file_size(path, entryError);
        if (entryError) continue;
        const auto modified = fs::last_write_time(path, entryError);
        if (entryError) continue;
        state.modified = static_cast<std::int64_t>(modified.time_since_epoch().count());
        const std::optional<std::string> bytes = readFile(path);
        if (!bytes) continue;
        state.checksum = checksumOf(*bytes);
        signature[std::string(prefix) + "/" + utf8Generic(path.lexically_relative(folder))] = state;
    }
    return signature;
}

std::vector<std::string> changedFiles(const Signature& before, const Signature& after) {
    std::vector<std::string> changed;
    for (const auto& [name, state] : after) {
        const auto old = before.find(name);
        if (old == before.end() || !(old->second == state)) changed.push_back(name);
    }
    return changed;  // a std::map's order: sorted by name
}

std::optional<int> otherTaskOf(std::string_view savedFile, const Task& watched) {
    if (savedFile == "exercises/" + std::string(watched.stem) + ".cpp") return std::nullopt;
    // A task's files in exercises/ begin with its stem's first word and _ ("06_", as 06_spatial_grid.cpp and any
    // helper beside it, such as 06_grid_helpers.h).
    for (const Task& task : allTasks()) {
        const std::string_view stem = task.stem;
        const std::string prefix = "exercises/" + std::string(stem.substr(0, stem.find('_'))) + "_";
        if (savedFile.starts_with(prefix)) return task.number;  // the watched task's helper too
    }
    return std::nullopt;
}

WatchArguments splitWatchArguments(std::span<const std::string> arguments) {
    WatchArguments split;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string& argument = arguments[i];
        if (argument.starts_with("--runs=")) {
            split.runs = argument.substr(7);
        } else if (argument == "--runs") {
            if (i + 1 >= arguments.size()) usageError("--runs expects a number of runs after it, got nothing.");
            split.runs = arguments[++i];
        } else {
            split.rest.push_back(argument);
        }
    }
    if (split.runs && !split.runs->empty()) {
        const std::string& runs = *split.runs;
        const bool valid = runs.front() >= '1' && runs.front() <= '9' &&
                           std::all_of(runs.begin(), runs.end(), [](char c) { return c >= '0' && c <= '9'; });
        if (!valid) usageError("--runs expects a number of runs, 1 or more, got '" + runs + "'.");
    }
    return split;
}

std::uint64_t runsLimit(std::string_view runs) {
    constexpr std::uint64_t largest = std::numeric_limits<std::uint64_t>::max();
    std::uint64_t value = 0;
    for (const char c : runs) {
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (value > (largest - digit) / 10) return largest;
        value = value * 10 + digit;
    }
    return value;
}

// ---- Ctrl-C --------------------------------------------------------------------------------------------------------

namespace {

// The one piece of global state here: a signal handler can reach nothing else. One InterruptFlag at a time.
volatile std::sig_atomic_t interrupted = 0;

#ifdef _WIN32
BOOL WINAPI onConsoleControl(DWORD event) {
    if (event == CTRL_C_EVENT || event == CTRL_BREAK_EVENT || event == CTRL_CLOSE_EVENT) {
        interrupted = 1;
        return TRUE;
    }
    return FALSE;
}
#else
void onSignal(int) { interrupted = 1; }
struct sigaction previousInterrupt, previousTerminate;
#endif

}  // namespace

InterruptFlag::InterruptFlag() {
    interrupted = 0;
#ifdef _WIN32
    SetConsoleCtrlHandler(onConsoleControl, TRUE);
#else
    struct sigaction action {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;  // a child being waited for is still waited for; the flag is read afterwards
    sigaction(SIGINT, &action, &previousInterrupt);
    sigaction(SIGTERM, &action, &previousTerminate);
#endif
}

InterruptFlag::~InterruptFlag() {
#ifdef _WIN32
    SetConsoleCtrlHandler(onConsoleControl, FALSE);
#else
    sigaction(SIGINT, &previousInterrupt, nullptr);
    sigaction(SIGTERM, &previousTerminate, nullptr);
#endif
}

bool InterruptFlag::raised() const { return interrupted != 0; }

bool InterruptFlag::sleepFor(std::chrono::milliseconds duration) const {
    const auto end = std::chrono::steady_clock::now() + duration;
    while (!raised()) {
        const auto now = std::chrono::steady_clock::now();
        if (now >= end) return false;
        std::this_thread::sleep_for(std::min<std::chrono::steady_clock::duration>(end - now, std::chrono::milliseconds(50)));
    }
    return true;
}

// ---- Keys ----------------------------------------------------------------------------------------------------------

bool inputOffersKeys() {
    if (standardInputIsTerminal()) return true;
#ifdef _WIN32
    return GetFileType(GetStdHandle(STD_INPUT_HANDLE)) == FILE_TYPE_PIPE;
#else
    struct stat status {};
    return ::fstat(STDIN_FILENO, &status) == 0 && S_ISFIFO(status.st_mode);
#endif
}

struct KeyReader::Shared {
    std::mutex mutex;
    std::condition_variable arrived;
    std::deque<std::string> lines;
    bool ended = false;
};

namespace {

// Reads standard input until its end (a pipe's) or an error, handing each line to `shared`. A terminal's Ctrl-D
// (a read of nothing) is not the end: the next read waits for more typing.
void readKeys(std::shared_ptr<KeyReader::Shared> shared, bool terminal) {
    std::string partial;
    char buffer[256];
    for (;;) {
#ifdef _WIN32
        const int count = ::_read(0, buffer, sizeof buffer);
#else
        const ssize_t count = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (count < 0 && errno == EINTR) continue;
#endif
        if (count < 0) break;
        if (count == 0) {
            if (!terminal) break;
            std::lock_guard lock(shared->mutex);
            if (!partial.empty()) shared->lines.push_back(std::exchange(partial, ""));
            shared->arrived.notify_all();
            std::this_thread::sleep_for(std::chrono::milliseconds(100));  // a hung-up terminal reads nothing at once
            continue;
        }
        std::lock_guard lock(shared->mutex);
        for (int i = 0; i < static_cast<int>(count); ++i) {
            if (buffer[i] != '\n') {
                partial += buffer[i];
                continue;
            }
#ifdef _WIN32
            if (!partial.empty() && partial.back() == '\r') partial.pop_back();
#endif
            shared->lines.push_back(std::exchange(partial, ""));
        }
        shared->arrived.notify_all();
    }
    std::lock_guard lock(shared->mutex);
    shared->ended = true;  // a last line with no newline counts as nothing, as bash's read left it
    shared->arrived.notify_all();
}

}  // namespace

KeyReader::KeyReader(bool enabled) : shared_(std::make_shared<Shared>()), active_(enabled) {
    if (!enabled) {
        shared_->ended = true;
        return;
    }
    std::thread(readKeys, shared_, standardInputIsTerminal()).detach();
}

KeyReader::~KeyReader() = default;

bool KeyReader::active() const { return active_; }

std::optional<std::string> KeyReader::next(std::chrono::milliseconds timeout, const InterruptFlag& interrupt) {
    const auto end = std::chrono::steady_clock::now() + timeout;
    std::unique_lock lock(shared_->mutex);
    while (shared_->lines.empty() && !interrupt.raised()) {
        const auto now = std::chrono::steady_clock::now();
        if (now >= end) return std::nullopt;
        if (shared_->ended) {  // no more keys: the rest of the time is a plain wait
            active_ = false;
            lock.unlock();
            interrupt.sleepFor(std::chrono::ceil<std::chrono::milliseconds>(end - now));
            return std::nullopt;
        }
        shared_->arrived.wait_for(lock, std::min<std::chrono::steady_clock::duration>(end - now, std::chrono::milliseconds(50)));
    }
    if (shared_->lines.empty()) return std::nullopt;
    std::string line = std::move(shared_->lines.front());
    shared_->lines.pop_front();
    return line;
}

}  // namespace boids::companion

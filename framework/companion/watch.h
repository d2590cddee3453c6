// Watch's parts: what exercises/ looks like now (to notice a save), the learner's keys on standard input, and
// Ctrl-C. Polling, not inotify: it works the same on Linux, macOS, Windows and WSL (where inotify misses Windows
// editors).
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "kit.h"

namespace boids::companion {

// One source file as a save changes it: its modification time, size and a checksum of its bytes (a save within
// the same tick of the clock, of the same size, still changes the checksum).
struct FileState {
    std::int64_t modified = 0;  // the file clock's ticks
    std::uintmax_t size = 0;
    std::uint64_t checksum = 0;
    bool operator==(const FileState&) const = default;
};
// Every source file under a folder, by its path as the learner names it ("exercises/01_alignment.cpp").
using Signature = std::map<std::string, FileState>;

// The sources under `folder` (every level), named `prefix` + "/" + their path below it with '/': regular files
// whose name ends in .cpp or .h and does not begin with '.' (an editor's swap and backup files, .name.swp and
// name.cpp~, change all the time). A file that vanishes while it is read is left out.
Signature sourceSignature(const std::filesystem::path& folder, std::string_view prefix = "exercises");

// FNV-1a, 64 bits, of some bytes.
std::uint64_t checksumOf(std::string_view bytes);

// The files of `after` that are new or differ from `before`, sorted by name (a file removed is not listed).
std::vector<std::string> changedFiles(const Signature& before, const Signature& after);

// When a saved file is another task's (in exercises/, a name that begins as that task's stem up to its first _, such
// as 06_ for 06_spatial_grid; not the watched task's file): that task's number.
std::optional<int> otherTaskOf(std::string_view savedFile, const Task& watched);

// The words of `watch` after the verb: --runs K (or --runs=K) taken out, as the bash did before parse_args.
struct WatchArguments {
    std::vector<std::string> rest;      // everything else, for parseTaskArguments
    std::optional<std::string> runs;    // as written; nullopt or "" (from "--runs=") mean no limit
};
// Throws usageError with the bash's words when --runs has no value after it or its value is not 1 or more.
WatchArguments splitWatchArguments(std::span<const std::string> arguments);
// The number in a valid --runs value ("12"); values beyond the counter's range count as its largest.
std::uint64_t runsLimit(std::string_view runs);

// Ctrl-C (SIGINT), SIGTERM and, on Windows, Ctrl-Break and closing the console: from construction on they set a
// flag instead of ending the program, until destruction (which restores what was there). One at a time.
class InterruptFlag {
public:
    InterruptFlag();
    ~InterruptFlag();
    InterruptFlag(const InterruptFlag&) = delete;
    InterruptFlag& operator=(const InterruptFlag&) = delete;
    bool raised() const;
    // Sleeps for `duration`, returning early (true) when the flag is raised.
    bool sleepFor(std::chrono::milliseconds duration) const;
};

// Lines typed on standard input, read on a thread of its own so that waiting for one can time out the same way on
// every system. Keys come from a terminal or a pipe; the end of a pipe ends them (a terminal's Ctrl-D does not).
class KeyReader {
public:
    // Starts reading standard input when `enabled` (the caller checked it is a terminal or a pipe).
    explicit KeyReader(bool enabled);
    KeyReader(const KeyReader&) = delete;
    KeyReader& operator=(const KeyReader&) = delete;
    ~KeyReader();  // the thread may be blocked in a read: it is left to end with the process
    // True while keys can still come: enabled, and next() has not yet found standard input ended (as the bash's
    // KEYS, which its read turned off).
    bool active() const;
    // The next line typed (without its newline), waiting at most `timeout`, or nullopt. Returns early, with nullopt,
    // when `interrupt` is raised (looked at every 50 ms).
    std::optional<std::string> next(std::chrono::milliseconds timeout, const InterruptFlag& interrupt);

    struct Shared;  // the lines and the end of input, shared with the thread

private:
    std::shared_ptr<Shared> shared_;
    bool active_;
};

// Standard input is a terminal or a pipe (bash: [[ -t 0 || -p /dev/stdin ]]).
bool inputOffersKeys();

}  // namespace boids::companion

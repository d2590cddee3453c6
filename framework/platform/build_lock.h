// One build at a time in a build folder: a lock the operating system holds on a file, which the window's live reload
// and ./workshop both take. Standard C++ and the system's API only (no fmt, no SDL): the companion compiles it too.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace boids::app {

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

}  // namespace boids::app

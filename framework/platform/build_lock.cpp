// The build lock: flock(2) on POSIX, LockFileEx on Windows, with the holder's name in the file.
#include "build_lock.h"

#include <system_error>

#include "child_process.h"
#include "utf8_path.h"

#ifdef _WIN32
#include <windows.h>
#endif

#ifndef _WIN32
#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

namespace boids::app {

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
        problem_ = "cannot open the build lock " + utf8FromPath(path_) + ": " +
                   std::system_category().message(int(GetLastError()));
        return false;
    }
    OVERLAPPED at = lockedByte();
    if (!LockFileEx(file, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &at)) {
        const DWORD error = GetLastError();
        if (error == ERROR_LOCK_VIOLATION || error == ERROR_IO_PENDING) {
            otherHolder_ = holderName(textOf(file));
        } else {
            problem_ = "cannot lock the build lock " + utf8FromPath(path_) + ": " +
                       std::system_category().message(int(error));
        }
        CloseHandle(file);
        return false;
    }
    lockFile_ = reinterpret_cast<std::intptr_t>(file);
    replaceText(file, holder_ + " (process " + std::to_string(thisProcessId()) + ")\n");
#else
    // O_CLOEXEC: the programs this one starts (cmake) do not inherit the descriptor, so the lock's life is this
    // object's, not theirs. No O_TRUNC: the holder's name is in the file.
    int fd = -1;
    do {
        fd = open(path_.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        problem_ = "cannot open the build lock " + utf8FromPath(path_) + ": " + std::generic_category().message(errno);
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
            problem_ = "cannot lock the build lock " + utf8FromPath(path_) + ": " + std::generic_category().message(errno);
        }
        close(fd);
        return false;
    }
    lockFile_ = fd;
    replaceText(fd, holder_ + " (process " + std::to_string(thisProcessId()) + ")\n");
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

}  // namespace boids::app

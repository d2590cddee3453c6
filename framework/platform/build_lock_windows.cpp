// The build lock on Windows: LockFileEx on a byte far past the holder's name (build_lock.h).
#include "build_lock.h"

#include <string>
#include <system_error>

#include <windows.h>

#include "build_lock_detail.h"
#include "child_process.h"
#include "utf8_path.h"

namespace boids::app {

namespace {

using detail::holderName;
using detail::kNameBytes;

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

}  // namespace

bool BuildLock::tryAcquire() {
    if (held()) return true;
    problem_.clear();
    otherHolder_.clear();
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
    return true;
}

void BuildLock::release() {
    if (!held()) return;
    const HANDLE file = reinterpret_cast<HANDLE>(lockFile_);
    replaceText(file, {});
    OVERLAPPED at = lockedByte();
    UnlockFileEx(file, 0, 1, 0, &at);
    CloseHandle(file);
    lockFile_ = kNotOpen;
}

}  // namespace boids::app

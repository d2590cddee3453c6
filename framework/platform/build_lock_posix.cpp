// The build lock on POSIX: flock(2), as ./workshop's flock(1) takes it, with the holder's name in the file
// (build_lock.h).
#include "build_lock.h"

#include <string>
#include <system_error>

#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include "build_lock_detail.h"
#include "child_process.h"
#include "utf8_path.h"

namespace boids::app {

namespace {

using detail::holderName;
using detail::kNameBytes;

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

}  // namespace

bool BuildLock::tryAcquire() {
    if (held()) return true;
    problem_.clear();
    otherHolder_.clear();
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
    return true;
}

void BuildLock::release() {
    if (!held()) return;
    const int fd = int(lockFile_);
    replaceText(fd, {});
    flock(fd, LOCK_UN);
    close(fd);
    lockFile_ = kNotOpen;
}

}  // namespace boids::app

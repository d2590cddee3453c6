// Isolated runs (boids/isolate.h): a child process per run on POSIX, the same process elsewhere.
//
// File index: the words (describe*, libraryCheckFailure), then the child's side (frames, the fault handler), then
// the parent's side (runIsolated), then the in-process fallback.
#include "boids/isolate.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <condition_variable>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <thread>

#include <fmt/format.h>

#if defined(__unix__) || defined(__APPLE__)
#define BOIDS_ISOLATE_POSIX 1
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <sys/wait.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif
#else
#define BOIDS_ISOLATE_POSIX 0
#endif

namespace boids {

namespace {

constexpr std::size_t kMaxOutput = 64 * 1024;

bool contains(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }

// The container a failed check was about, from the function name the library printed with it.
std::string containerIn(std::string_view line, std::string_view boidsName) {
    if (contains(line, "span<")) {
        if (contains(line, "boids::Boid")) return fmt::format("{} (a std::span of Boid)", boidsName);
        if (contains(line, "boids::Vec2")) return "predators (a std::span of Vec2)";
        if (contains(line, "boids::Obstacle")) return "obstacles (a std::span of Obstacle)";
        return "a std::span";
    }
    if (contains(line, "vector<")) {
        if (contains(line, "_Tp = std::vector<unsigned int")) return "grid.cells (a std::vector of cells)";
        if (contains(line, "_Tp = unsigned int")) return "a std::vector of boid indices";
        if (contains(line, "boids::Boid")) return "a std::vector of Boid";
        return "a std::vector";
    }
    if (contains(line, "array<")) return "a std::array";
    return "a container";
}

}  // namespace

std::string libraryCheckFailure(std::string_view output, std::string_view boidsName) {
    // libstdc++ (_GLIBCXX_ASSERTIONS): "file:line: function [with _Type = ...]: Assertion '__idx < size()' failed."
    // libc++ (hardening): "...: assertion __idx < size() failed: span<T>::operator[](index): index out of range"
    std::size_t at = output.find("Assertion '");
    if (at == std::string_view::npos) at = output.find("libc++ Hardening assertion");
    if (at == std::string_view::npos) at = output.find("_LIBCPP_ASSERT");
    if (at == std::string_view::npos) return {};
    const std::size_t begin = output.rfind('\n', at) == std::string_view::npos ? 0 : output.rfind('\n', at) + 1;
    const std::size_t end = std::min(output.find('\n', at), output.size());
    const std::string_view line = output.substr(begin, end - begin);
    const std::string container = containerIn(line, boidsName);
    if (contains(line, "< size()") || contains(line, "< this->size()") || contains(line, "out of range") ||
        contains(line, "out of bounds")) {
        return fmt::format("an index past the end of {}: the last valid index is size() - 1", container);
    }
    if (contains(line, "empty()")) return fmt::format("front() or back() of an empty {}", container);
    return fmt::format("a failed check of the standard library in {}", container);
}

std::string describeSignal(int signal, bool stackOverflow) {
#if BOIDS_ISOLATE_POSIX
    if ((signal == SIGSEGV || signal == SIGBUS) && stackOverflow) {
        return "a stack overflow: a function that calls itself and never stops (endless recursion). Check that the "
               "recursion reaches a case that returns without calling itself again; a loop is simpler here.";
    }
    if (signal == SIGSEGV || signal == SIGBUS) {
        return "a segmentation fault: the code read or wrote memory it does not own. Most often a null pointer (one "
               "that was never set) or an index past the end of a vector or span (the last valid index is size() - 1).";
    }
    if (signal == SIGFPE) {
        return "an arithmetic error (SIGFPE): an integer divided by zero (int / 0 or int % 0), for example by a "
               "count that is 0. Dividing floats by zero gives infinity, not a crash.";
    }
    if (signal == SIGABRT) {
        return "an abort (SIGABRT): most often the standard library's checked mode finding an index past the end "
               "(the line above this one names the container), else a failed assert(), a call of std::abort(), or an "
               "exception that nothing caught.";
    }
    if (signal == SIGILL) {
        return "an illegal instruction (SIGILL): most often a function that must return a value reaches its end "
               "without a return statement.";
    }
    return fmt::format("signal {}", signal);
#else
    (void)stackOverflow;
    return fmt::format("a crash (code {})", signal);
#endif
}

std::string describeEnding(const IsolatedRun& run, std::string_view subject, std::string_view boidsName) {
    const double seconds = double(run.limit.count()) / 1000;
    switch (run.ending) {
        case Ending::Returned: return {};
        case Ending::NeverReturned:
            return fmt::format("{} never returned: it was stopped after {:g} s, and it should take microseconds. "
                               "This is most often a loop that never ends: is the loop's variable increased each time "
                               "round? Is its condition ever false?",
                               subject, seconds);
        case Ending::Crashed: {
            if (run.signal == SIGABRT) {
                if (const std::string check = libraryCheckFailure(run.output, boidsName); !check.empty()) {
                    return fmt::format("{} was stopped by the standard library's checked mode: {}.", subject, check);
                }
            }
            return fmt::format("{} crashed with {}", subject, describeSignal(run.signal, run.stackOverflow));
        }
        case Ending::Exited:
            if (contains(run.output, "AddressSanitizer")) {
                if (contains(run.output, "stack-overflow")) {
                    return fmt::format("{} crashed with {}", subject, describeSignal(SIGSEGV, true));
                }
                return fmt::format("AddressSanitizer stopped {}: it read or wrote memory it does not own (a null "
                                   "pointer, or an index past the end). Its report is in the output below: the first "
                                   "frame in your file names the line.",
                                   subject);
            }
            if (contains(run.output, "runtime error:")) {
                std::string what = "undefined behaviour";
                if (contains(run.output, "null pointer")) what = "it used a null pointer (one that was never set)";
                else if (contains(run.output, "division by zero")) what = "an integer divided by zero";
                else if (contains(run.output, "out of bounds")) what = "an index past the end of an array";
                else if (contains(run.output, "overflow")) what = "a number too large for its type (an overflow)";
                return fmt::format("UndefinedBehaviorSanitizer stopped {}: {}. The 'runtime error:' line below names "
                                   "the file and the line.",
                                   subject, what);
            }
            return fmt::format("{} ended the program (exit code {}) before it returned. Does it call exit() or "
                               "std::terminate()?",
                               subject, run.exitCode);
    }
    return {};
}

bool isStackEndFault(std::uintptr_t address, std::uintptr_t stackLow) {
    constexpr std::uintptr_t kBelow = 1 << 20;  // a large frame can jump this far past the end
    constexpr std::uintptr_t kAbove = 64 << 10;
    return stackLow != 0 && address + kBelow >= stackLow && address < stackLow + kAbove;
}

std::uintptr_t stackLowOfThisThread() {
#if defined(__linux__)
    std::uintptr_t result = 0;
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
        void* low = nullptr;
        std::size_t size = 0;
        if (pthread_attr_getstack(&attributes, &low, &size) == 0) result = reinterpret_cast<std::uintptr_t>(low);
        pthread_attr_destroy(&attributes);
    }
    return result;
#elif defined(__APPLE__)
    const auto high = reinterpret_cast<std::uintptr_t>(pthread_get_stackaddr_np(pthread_self()));
    return high - pthread_get_stacksize_np(pthread_self());
#else
    return 0;
#endif
}

void useAlternateSignalStack() {
#if BOIDS_ISOLATE_POSIX
    static std::array<char, 64 * 1024> alternateStack;  // one thread's, for the life of the process
    stack_t stack{};
    stack.ss_sp = alternateStack.data();
    stack.ss_size = alternateStack.size();
    sigaltstack(&stack, nullptr);
#endif
}

#if BOIDS_ISOLATE_POSIX

namespace {

// --- The child's side. Messages to the parent are frames on the result pipe: a type letter, 8 hex digits of
// length, the payload. 'A' a progress label, 'R' the result, 'S' a fault at the end of the stack.

void writeAll(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t written = ::write(fd, data, size);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        data += written;
        size -= std::size_t(written);
    }
}

void writeFrame(int fd, char type, std::string_view payload) {
    const std::string header = fmt::format("{}{:08x}", type, payload.size());
    writeAll(fd, header.data(), header.size());
    writeAll(fd, payload.data(), payload.size());
}

class PipeProgress final : public Progress {
public:
    explicit PipeProgress(int fd) : fd_(fd) {}
    void at(std::string_view label) override { writeFrame(fd_, 'A', label); }

private:
    int fd_;
};

// Process-wide because a signal handler can reach nothing else; set only in a child, before its work runs.
volatile std::sig_atomic_t gFrameFd = -1;
std::uintptr_t gStackLow = 0;  // the lowest address of the main thread's stack, 0 when unknown

extern "C" void onChildFault(int signal, siginfo_t* info, void*) {
    if (isStackEndFault(reinterpret_cast<std::uintptr_t>(info->si_addr), gStackLow)) writeAll(gFrameFd, "S00000000", 9);
    // Back to the default action: a fault runs its instruction again on return and ends the child with the signal;
    // a signal sent (raise, kill) is sent again, and delivered as the handler returns.
    std::signal(signal, SIG_DFL);
    if (info->si_code <= 0) std::raise(signal);
}

// The fault handler runs on a stack of its own: the thread's own is used up when it overflows.
void installFaultHandler(int frameFd) {
    gFrameFd = frameFd;
    gStackLow = stackLowOfThisThread();
    useAlternateSignalStack();
    struct sigaction action {};
    action.sa_sigaction = onChildFault;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    sigaction(SIGSEGV, &action, nullptr);
    sigaction(SIGBUS, &action, nullptr);
}

[[noreturn]] void runChild(const IsolatedWork& work, std::chrono::milliseconds limit, int frameFd, int outputFd) {
#if defined(__linux__)
    prctl(PR_SET_PDEATHSIG, SIGKILL);  // a parent killed while we hang takes us with it
#endif
    // And everywhere: the parent kills us at `limit`; should it be gone, the alarm does, a little later.
    alarm(unsigned(limit.count() / 1000 + 3));
    ::dup2(outputFd, STDOUT_FILENO);
    ::dup2(outputFd, STDERR_FILENO);
    ::close(outputFd);
    installFaultHandler(frameFd);
    PipeProgress progress(frameFd);
    std::string result;
    try {
        result = work(progress);
    } catch (...) {
        std::fputs("boids: an exception escaped the isolated work\n", stderr);
        std::fflush(nullptr);
        _exit(70);
    }
    writeFrame(frameFd, 'R', result);
    std::fflush(nullptr);
    _exit(0);  // not exit(): no destructors or atexit handlers of the parent's objects run twice
}

// --- The parent's side.

// Reads the frames the child wrote into `run`.
void readFrames(const std::string& frames, IsolatedRun& run, bool& returned) {
    std::size_t at = 0;
    while (at + 9 <= frames.size()) {
        const char type = frames[at];
        const std::size_t size = std::strtoul(frames.substr(at + 1, 8).c_str(), nullptr, 16);
        if (at + 9 + size > frames.size()) break;  // cut short by the end of the child
        const std::string payload = frames.substr(at + 9, size);
        if (type == 'A') run.lastLabel = payload;
        if (type == 'R') {
            run.result = payload;
            returned = true;
        }
        if (type == 'S') run.stackOverflow = true;
        at += 9 + size;
    }
}

// Drains the two pipes into `frames` and `output` until both close or the deadline; false at the deadline.
bool collect(int frameFd, int outputFd, std::chrono::steady_clock::time_point deadline, std::string& frames,
             std::string& output) {
    std::array<pollfd, 2> fds{pollfd{frameFd, POLLIN, 0}, pollfd{outputFd, POLLIN, 0}};
    std::array<char, 4096> chunk{};
    while (fds[0].fd >= 0 || fds[1].fd >= 0) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) return false;
        const int ready = ::poll(fds.data(), fds.size(), int(std::min<long long>(left.count(), 1000)) + 1);
        if (ready < 0 && errno != EINTR) return false;
        for (std::size_t i = 0; i < fds.size(); ++i) {
            if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            const ssize_t got = ::read(fds[i].fd, chunk.data(), chunk.size());
            if (got < 0 && errno == EINTR) continue;
            if (got <= 0) {
                fds[i].fd = -1;
                continue;
            }
            std::string& into = i == 0 ? frames : output;
            if (i == 0 || into.size() < kMaxOutput) into.append(chunk.data(), std::size_t(got));
        }
    }
    return true;
}

}  // namespace

bool canIsolate() { return true; }

namespace {
IsolatedRun runHere(const IsolatedWork& work, std::chrono::milliseconds limit, bool watchdog);
}

IsolatedRun runIsolated(const IsolatedWork& work, std::chrono::milliseconds limit, bool inProcess) {
    if (inProcess) return runHere(work, limit, false);
    int frames[2];
    int output[2];
    if (::pipe(frames) != 0) return runHere(work, limit, true);
    if (::pipe(output) != 0) {
        ::close(frames[0]);
        ::close(frames[1]);
        return runHere(work, limit, true);
    }
    std::fflush(nullptr);  // or the child would print what this process had buffered a second time
    const auto deadline = std::chrono::steady_clock::now() + limit;
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(frames[0]);
        ::close(output[0]);
        runChild(work, limit, frames[1], output[1]);
    }
    ::close(frames[1]);
    ::close(output[1]);
    IsolatedRun run;
    run.limit = limit;
    if (child < 0) {
        ::close(frames[0]);
        ::close(output[0]);
        return runHere(work, limit, true);
    }
    std::string frameBytes;
    const bool inTime = collect(frames[0], output[0], deadline, frameBytes, run.output);
    if (!inTime) ::kill(child, SIGKILL);
    int status = 0;
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    if (!inTime) {  // what it wrote before it was stopped
        ::fcntl(frames[0], F_SETFL, O_NONBLOCK);
        ::fcntl(output[0], F_SETFL, O_NONBLOCK);
        collect(frames[0], output[0], std::chrono::steady_clock::now() + std::chrono::milliseconds(50), frameBytes,
                run.output);
    }
    ::close(frames[0]);
    ::close(output[0]);
    bool returned = false;
    readFrames(frameBytes, run, returned);
    if (!inTime) {
        run.ending = Ending::NeverReturned;
    } else if (WIFSIGNALED(status)) {
        run.ending = Ending::Crashed;
        run.signal = WTERMSIG(status);
    } else if (WIFEXITED(status) && WEXITSTATUS(status) == 0 && returned) {
        run.ending = Ending::Returned;
    } else {
        run.ending = Ending::Exited;
        run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }
    if (run.ending != Ending::Returned) run.result.clear();
    return run;
}

#else  // no fork: the work runs in this process

bool canIsolate() { return false; }

namespace {
IsolatedRun runHere(const IsolatedWork& work, std::chrono::milliseconds limit, bool watchdog);
}

IsolatedRun runIsolated(const IsolatedWork& work, std::chrono::milliseconds limit, bool inProcess) {
    return runHere(work, limit, !inProcess);
}

#endif

namespace {

// The work in this process. A crash ends the process as it would anyway; with `watchdog`, a thread ends it after
// `limit` with a line naming the last label (nothing else can stop code that never returns).
class LocalProgress final : public Progress {
public:
    void at(std::string_view label) override {
        const std::lock_guard lock(mutex_);
        label_ = label;
    }
    std::string label() {
        const std::lock_guard lock(mutex_);
        return label_;
    }

private:
    std::mutex mutex_;
    std::string label_;
};

IsolatedRun runHere(const IsolatedWork& work, std::chrono::milliseconds limit, bool watchdog) {
    LocalProgress progress;
    std::mutex mutex;
    std::condition_variable finished;
    bool done = false;
    std::thread guard;
    if (watchdog) {
        guard = std::thread([&] {
            std::unique_lock lock(mutex);
            if (finished.wait_for(lock, limit, [&] { return done; })) return;
            const std::string label = progress.label();
            std::fprintf(stderr, "\nboids: %s%snever returned: stopped after %.3g s. A loop that never ends?\n",
                         label.c_str(), label.empty() ? "" : ": ", double(limit.count()) / 1000);
            std::fflush(stderr);
            std::_Exit(3);
        });
    }
    IsolatedRun run;
    run.limit = limit;
    try {
        run.result = work(progress);
    } catch (...) {
        run.ending = Ending::Exited;
        run.exitCode = 70;
    }
    run.lastLabel = progress.label();
    if (guard.joinable()) {
        {
            const std::lock_guard lock(mutex);
            done = true;
        }
        finished.notify_one();
        guard.join();
    }
    return run;
}

}  // namespace

}  // namespace boids

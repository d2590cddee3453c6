// Isolated runs on POSIX (boids/isolate.h): the work in a child process (fork), which writes frames on a pipe to
// its parent; the parent watches its CPU time and waiting, and says how it ended. Compiled where WIN32 is not set.
//
// File index: the stack's end, then the child's side (frames, the fault handler), then the parent's side (the
// frames, the pipes, runIsolated). The clocks are clocks_posix.cpp's; the work in this process, in_process.cpp's.
#include "boids/isolate.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>

#include <fmt/format.h>

#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif

#include "child_cpu_clock.h"
#include "isolation.h"
#include "words/endings.h"

namespace boids {

using detail::ChildCpuClock;
using detail::Clock;
using detail::inMilliseconds;
using detail::kPollEvery;
using detail::kStarvedBackstops;
using detail::runHere;

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
    static std::array<char, 64 * 1024> alternateStack;  // one thread's, for the life of the process
    stack_t stack{};
    stack.ss_sp = alternateStack.data();
    stack.ss_size = alternateStack.size();
    sigaltstack(&stack, nullptr);
}

namespace {

constexpr std::size_t kMaxOutput = 64 * 1024;  // of the work's output, kept

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

[[noreturn]] void runChild(const IsolatedWork& work, std::chrono::milliseconds limit, std::chrono::milliseconds backstop,
                           int frameFd, int outputFd) {
#if defined(__linux__)
    prctl(PR_SET_PDEATHSIG, SIGKILL);  // a parent killed while we hang takes us with it
#endif
    // The limit of CPU time, kept by the kernel: SIGPROF ends this process once its threads together have used
    // `limit`, however long a busy machine keeps the parent, which also watches it, from running.
    itimerval cpuLimit{};
    cpuLimit.it_value.tv_sec = static_cast<time_t>(limit.count() / 1000);
    cpuLimit.it_value.tv_usec = static_cast<suseconds_t>(limit.count() % 1000 * 1000);
    ::signal(SIGPROF, SIG_DFL);
    ::setitimer(ITIMER_PROF, &cpuLimit, nullptr);
    // And everywhere: the parent kills us at its limit of CPU time, after `backstop` of waiting, or at
    // kStarvedBackstops times it on the clock; should it be gone, the alarm does, a little later (never before:
    // the alarm counts the clock).
    alarm(unsigned(kStarvedBackstops * backstop.count() / 1000 + 4));
    ::dup2(outputFd, STDOUT_FILENO);
    ::dup2(outputFd, STDERR_FILENO);
    ::close(outputFd);
    installFaultHandler(frameFd);
    PipeProgress progress(frameFd);
    std::string result;
    try {
        result = work(progress);
    } catch (...) {
        std::fputs(words::kEscapedException, stderr);
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

// Drains the two pipes into `frames` and `output` until both close (true), or until `stop()` says to (false);
// `stop` is asked at least every kPollEvery, and after each read.
template <class Stop>
bool collect(int frameFd, int outputFd, Stop stop, std::string& frames, std::string& output) {
    std::array<pollfd, 2> fds{pollfd{frameFd, POLLIN, 0}, pollfd{outputFd, POLLIN, 0}};
    std::array<char, 4096> chunk{};
    while (fds[0].fd >= 0 || fds[1].fd >= 0) {
        if (stop()) return false;
        const int ready = ::poll(fds.data(), fds.size(), int(kPollEvery.count()));
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

// Whether a child has run out of time, asked while its pipes are read: its times so far are written into `run`.
// Stopped when it has used its limit of CPU time (NeverReturned), or when it has waited for `backstop`: time on
// the clock in which it neither ran nor waited for a core, as the run-queue delay says where it can be read,
// else all the time it did not run (Blocked). And at kStarvedBackstops times `backstop` on the clock whatever
// it did (Blocked, starved). Where its CPU time cannot be read, the time on the clock stands in for it (the
// limit then counts the clock, as it once did everywhere); a read that fails after others worked (a child that
// has just ended) keeps the last.
class Deadline {
public:
    Deadline(pid_t child, Clock::time_point start, IsolatedRun& run) : cpuClock_(child), start_(start), run_(run) {}

    bool over() {
        run_.wall = inMilliseconds(Clock::now() - start_);
        if (const std::optional<std::chrono::nanoseconds> cpu = cpuClock_.read()) {
            run_.cpu = inMilliseconds(*cpu);
            cpuRead_ = true;
        } else if (!cpuRead_) {
            run_.cpu = run_.wall;
        }
        run_.waited = std::max(run_.wall - run_.cpu, std::chrono::milliseconds{0});
        // The run-queue delay only makes the waiting shorter: read only once it could matter. A child that could
        // run now is not waiting (a wait for a core still going on is not in its run-queue delay yet).
        bool runnable = false;
        if (run_.waited >= run_.backstop) {
            const ChildCpuClock::ForACore core = cpuClock_.forACore();
            run_.waited = std::max(run_.waited - inMilliseconds(core.waited), std::chrono::milliseconds{0});
            runnable = core.runnable;
        }
        if (run_.cpu >= run_.limit) stopped_ = Ending::NeverReturned;
        else if ((run_.waited >= run_.backstop && !runnable) || run_.wall >= kStarvedBackstops * run_.backstop) {
            stopped_ = Ending::Blocked;
        }
        return stopped_.has_value();
    }
    // Why it was stopped, if it was.
    std::optional<Ending> stopped() const { return stopped_; }

private:
    const ChildCpuClock cpuClock_;
    Clock::time_point start_;
    IsolatedRun& run_;
    bool cpuRead_ = false;
    std::optional<Ending> stopped_;
};

// How the child ended, from wait4's `status`, into `run`: stopped by the parent, by its own CPU timer, by a signal,
// or exited (Returned only when it exited 0 after writing its result).
void settleEnding(IsolatedRun& run, int status, std::optional<Ending> stopped, bool returned) {
    if (stopped) {
        run.ending = *stopped;
    } else if (WIFSIGNALED(status) && WTERMSIG(status) == SIGPROF) {
        run.ending = Ending::NeverReturned;  // its own timer: it used its limit of CPU time
        run.cpu = std::max(run.cpu, run.limit);
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
}

}  // namespace

bool canIsolate() { return true; }

IsolatedRun runIsolated(const IsolatedWork& work, std::chrono::milliseconds limit, bool inProcess,
                        std::chrono::milliseconds backstop) {
    if (backstop <= std::chrono::milliseconds{0}) backstop = backstopFor(limit);
    if (inProcess) return runHere(work, limit, backstop, false);
    int frames[2];
    int output[2];
    if (::pipe(frames) != 0) return runHere(work, limit, backstop, true);
    if (::pipe(output) != 0) {
        ::close(frames[0]);
        ::close(frames[1]);
        return runHere(work, limit, backstop, true);
    }
    std::fflush(nullptr);  // or the child would print what this process had buffered a second time
    const auto start = Clock::now();
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(frames[0]);
        ::close(output[0]);
        runChild(work, limit, backstop, frames[1], output[1]);
    }
    ::close(frames[1]);
    ::close(output[1]);
    IsolatedRun run;
    run.limit = limit;
    run.backstop = backstop;
    if (child < 0) {
        ::close(frames[0]);
        ::close(output[0]);
        return runHere(work, limit, backstop, true);
    }
    Deadline deadline(child, start, run);
    std::string frameBytes;
    collect(frames[0], output[0], [&] { return deadline.over(); }, frameBytes, run.output);
    const std::optional<Ending> stopped = deadline.stopped();
    if (stopped) ::kill(child, SIGKILL);
    int status = 0;
    rusage usage{};
    while (::wait4(child, &status, 0, &usage) < 0 && errno == EINTR) {
    }
    run.wall = inMilliseconds(Clock::now() - start);
    // The child's own account of its CPU time, to its end: user and system, all its threads.
    const auto timeIn = [](const timeval& t) {
        return std::chrono::seconds(t.tv_sec) + std::chrono::microseconds(t.tv_usec);
    };
    run.cpu = std::max(run.cpu, inMilliseconds(timeIn(usage.ru_utime) + timeIn(usage.ru_stime)));
    if (stopped) {  // what it wrote before it was stopped
        ::fcntl(frames[0], F_SETFL, O_NONBLOCK);
        ::fcntl(output[0], F_SETFL, O_NONBLOCK);
        const auto until = Clock::now() + std::chrono::milliseconds(50);
        collect(frames[0], output[0], [until] { return Clock::now() >= until; }, frameBytes, run.output);
    }
    ::close(frames[0]);
    ::close(output[0]);
    bool returned = false;
    readFrames(frameBytes, run, returned);
    settleEnding(run, status, stopped, returned);
    return run;
}

}  // namespace boids

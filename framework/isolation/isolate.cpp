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
#include <optional>
#include <thread>

#include <fmt/format.h>

#if defined(__unix__) || defined(__APPLE__)
#define BOIDS_ISOLATE_POSIX 1
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#if defined(__linux__)
#include <dirent.h>
#include <sys/prctl.h>
#endif
#if defined(__APPLE__)
#include <libproc.h>
#include <mach/mach_time.h>
#endif
#else
#define BOIDS_ISOLATE_POSIX 0
#endif

#if defined(_WIN32)
#include <windows.h>
#endif

namespace boids {

namespace {

constexpr std::size_t kMaxOutput = 64 * 1024;

// How often the CPU time of running work is read: a stop comes about this much CPU time past the limit at most, and
// the waiting thread wakes 100 times a second (each time for one system call), which costs nothing measurable.
constexpr std::chrono::milliseconds kPollEvery{10};

// Work that has neither used its limit of CPU time nor waited for its backstop is still stopped after this many
// backstops on the clock (then it was starved: a machine so busy that it got almost no time on a core).
constexpr int kStarvedBackstops = 10;

using Clock = std::chrono::steady_clock;

std::chrono::milliseconds inMilliseconds(std::chrono::nanoseconds time) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(time);
}

// Seconds for the words: "1", "0.25", "2.5".
double inSeconds(std::chrono::milliseconds time) { return double(time.count()) / 1000; }

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
    switch (run.ending) {
        case Ending::Returned: return {};
        case Ending::NeverReturned:
            return fmt::format("{} never returned: it was stopped after it used {:g} s of CPU time without returning, "
                               "and it should take microseconds. This is most often a loop that never ends: is the "
                               "loop's variable increased each time round? Is its condition ever false?",
                               subject, inSeconds(run.limit));
        case Ending::Blocked: {
            if (run.waited < run.backstop) {  // stopped at kStarvedBackstops on the clock: it was not waiting
                return fmt::format("{} did not return: it was stopped after {:.0f} s, in which the computer was so "
                                   "busy that it got only {} ms of CPU time (its limit is {:g} s). Close other "
                                   "programs and run the checks again.",
                                   subject, inSeconds(run.wall), run.cpu.count(), inSeconds(run.limit));
            }
            std::string words = fmt::format(
                "{} did not return: it was stopped after {:.0f} s of waiting, in which it used only {} ms of CPU time "
                "(a loop that computes would have used its {:g} s). Is it waiting for something? A sleep "
                "(std::this_thread::sleep_for, in a loop too), input (std::cin, getchar), or a mutex that is already "
                "locked (by this same call, or by one that never unlocked it) waits for ever here.",
                subject, inSeconds(run.waited), run.cpu.count(), inSeconds(run.limit));
            // Code that waits uses next to no CPU time (its start: a few milliseconds). Where the time spent waiting
            // for a core is not known (not Linux), code that runs but gets a small share of one seems to wait too,
            // and uses some (1 part in 27 at a load of 26 on 2 cores); so does a loop that sleeps 1 ms a turn.
            if (run.cpu * 50 >= run.wall) {
                words += " If it waits for none of these, the computer was too busy to give it time: close other "
                         "programs and run the checks again.";
            }
            return words;
        }
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

std::chrono::milliseconds backstopFor(std::chrono::milliseconds limit) {
    return std::max(8 * limit, std::chrono::milliseconds(2000));
}

std::optional<std::chrono::nanoseconds> processCpuTime() {
#if defined(_WIN32)
    FILETIME created, ended, kernel, user;
    if (!GetProcessTimes(GetCurrentProcess(), &created, &ended, &kernel, &user)) return std::nullopt;
    const auto ticks = [](const FILETIME& t) { return (std::uint64_t(t.dwHighDateTime) << 32) | t.dwLowDateTime; };
    return std::chrono::nanoseconds((ticks(kernel) + ticks(user)) * 100);  // FILETIME counts 100 ns
#elif BOIDS_ISOLATE_POSIX
    timespec time{};
    if (::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) != 0) return std::nullopt;
    return std::chrono::seconds(time.tv_sec) + std::chrono::nanoseconds(time.tv_nsec);
#else
    return std::nullopt;
#endif
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

// The CPU time (user and system, all threads) a child process has used so far; nothing where it cannot be read.
class ChildCpuClock {
public:
    explicit ChildCpuClock(pid_t child) : child_(child) {
#if defined(__linux__) || defined(__FreeBSD__)
        valid_ = ::clock_getcpuclockid(child, &clock_) == 0;
#endif
    }

    std::optional<std::chrono::nanoseconds> read() const {
#if defined(__linux__) || defined(__FreeBSD__)
        timespec time{};
        if (!valid_ || ::clock_gettime(clock_, &time) != 0) return std::nullopt;
        return std::chrono::seconds(time.tv_sec) + std::chrono::nanoseconds(time.tv_nsec);
#elif defined(__APPLE__)
        // macOS has no clock of another process's CPU time. Its resource usage counts in Mach time units, which
        // are nanoseconds on Intel and not on Apple silicon: mach_timebase_info converts them.
        rusage_info_v0 usage{};
        if (::proc_pid_rusage(child_, RUSAGE_INFO_V0, reinterpret_cast<rusage_info_t*>(&usage)) != 0) {
            return std::nullopt;
        }
        static const mach_timebase_info_data_t base = [] {
            mach_timebase_info_data_t b{};
            if (mach_timebase_info(&b) != 0 || b.denom == 0) b = {1, 1};  // 0: KERN_SUCCESS
            return b;
        }();
        const std::uint64_t ticks = usage.ri_user_time + usage.ri_system_time;
        return std::chrono::nanoseconds(ticks / base.denom * base.numer + ticks % base.denom * base.numer / base.denom);
#else
        return std::nullopt;
#endif
    }

    // How long the child's threads have waited for a core while they could have run, and whether one could run
    // now (Linux: each live thread's run-queue delay in schedstat, added up, which counts a wait once it has
    // ended; and its state in stat, R while it runs or waits for a core). Nothing where they cannot be read.
    struct ForACore {
        std::chrono::nanoseconds waited{0};
        bool runnable = false;
    };
    ForACore forACore() const {
        ForACore result;
#if defined(__linux__)
        const std::string tasks = fmt::format("/proc/{}/task", child_);
        DIR* dir = ::opendir(tasks.c_str());
        if (!dir) return result;
        std::array<char, 512> line{};
        while (const dirent* entry = ::readdir(dir)) {
            if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
            if (std::FILE* file = std::fopen(fmt::format("{}/{}/schedstat", tasks, entry->d_name).c_str(), "r")) {
                unsigned long long running = 0, waiting = 0;
                if (std::fscanf(file, "%llu %llu", &running, &waiting) == 2) {
                    result.waited += std::chrono::nanoseconds(waiting);
                }
                std::fclose(file);
            }
            if (std::FILE* file = std::fopen(fmt::format("{}/{}/stat", tasks, entry->d_name).c_str(), "r")) {
                // "tid (name) S ...": the name may hold spaces and parentheses, the state follows the last ')'.
                if (std::fgets(line.data(), int(line.size()), file)) {
                    const std::string_view text(line.data());
                    const std::size_t close = text.rfind(')');
                    if (close != std::string_view::npos && close + 2 < text.size() && text[close + 2] == 'R') {
                        result.runnable = true;
                    }
                }
                std::fclose(file);
            }
        }
        ::closedir(dir);
#endif
        return result;
    }

private:
    [[maybe_unused]] pid_t child_;
#if defined(__linux__) || defined(__FreeBSD__)
    clockid_t clock_{};
    bool valid_ = false;
#endif
};

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

}  // namespace

bool canIsolate() { return true; }

namespace {
IsolatedRun runHere(const IsolatedWork& work, std::chrono::milliseconds limit, std::chrono::milliseconds backstop,
                    bool watchdog);
}

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
    // Stopped when it has used its limit of CPU time (NeverReturned), or when it has waited for `backstop`: time on
    // the clock in which it neither ran nor waited for a core, as the run-queue delay says where it can be read,
    // else all the time it did not run (Blocked). And at kStarvedBackstops times `backstop` on the clock whatever
    // it did (Blocked, starved). Where its CPU time cannot be read, the time on the clock stands in for it (the
    // limit then counts the clock, as it once did everywhere); a read that fails after others worked (a child that
    // has just ended) keeps the last.
    const ChildCpuClock cpuClock(child);
    bool cpuRead = false;
    std::optional<Ending> stopped;
    const auto over = [&] {
        run.wall = inMilliseconds(Clock::now() - start);
        if (const std::optional<std::chrono::nanoseconds> cpu = cpuClock.read()) {
            run.cpu = inMilliseconds(*cpu);
            cpuRead = true;
        } else if (!cpuRead) {
            run.cpu = run.wall;
        }
        run.waited = std::max(run.wall - run.cpu, std::chrono::milliseconds{0});
        // The run-queue delay only makes the waiting shorter: read only once it could matter. A child that could
        // run now is not waiting (a wait for a core still going on is not in its run-queue delay yet).
        bool runnable = false;
        if (run.waited >= backstop) {
            const ChildCpuClock::ForACore core = cpuClock.forACore();
            run.waited = std::max(run.waited - inMilliseconds(core.waited), std::chrono::milliseconds{0});
            runnable = core.runnable;
        }
        if (run.cpu >= limit) stopped = Ending::NeverReturned;
        else if ((run.waited >= backstop && !runnable) || run.wall >= kStarvedBackstops * backstop) {
            stopped = Ending::Blocked;
        }
        return stopped.has_value();
    };
    std::string frameBytes;
    collect(frames[0], output[0], over, frameBytes, run.output);
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
    if (stopped) {
        run.ending = *stopped;
    } else if (WIFSIGNALED(status) && WTERMSIG(status) == SIGPROF) {
        run.ending = Ending::NeverReturned;  // its own timer: it used its limit of CPU time
        run.cpu = std::max(run.cpu, limit);
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
IsolatedRun runHere(const IsolatedWork& work, std::chrono::milliseconds limit, std::chrono::milliseconds backstop,
                    bool watchdog);
}

IsolatedRun runIsolated(const IsolatedWork& work, std::chrono::milliseconds limit, bool inProcess,
                        std::chrono::milliseconds backstop) {
    if (backstop <= std::chrono::milliseconds{0}) backstop = backstopFor(limit);
    return runHere(work, limit, backstop, !inProcess);
}

#endif

namespace {

// The work in this process. A crash ends the process as it would anyway; with `watchdog`, a thread ends it once the
// work has used `limit` of CPU time, or at `backstop` on the clock, with a line naming the last label (nothing else
// can stop code that never returns).
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

// The CPU time is the whole process's, counted from the start of the work: the work's own threads count (the
// several-threads check calls the learner's function on 4), and the programs that run work here (a test program,
// the checker) do nothing else meanwhile. Where it cannot be read, the time on the clock stands in for it.
IsolatedRun runHere(const IsolatedWork& work, std::chrono::milliseconds limit, std::chrono::milliseconds backstop,
                    bool watchdog) {
    LocalProgress progress;
    std::mutex mutex;
    std::condition_variable finished;
    bool done = false;
    std::thread guard;
    const auto start = Clock::now();
    const std::optional<std::chrono::nanoseconds> cpuAtStart = processCpuTime();
    const auto used = [&] {
        const std::optional<std::chrono::nanoseconds> now = processCpuTime();
        return inMilliseconds(now && cpuAtStart ? *now - *cpuAtStart : Clock::now() - start);
    };
    if (watchdog) {
        guard = std::thread([&] {
            std::unique_lock lock(mutex);
            while (!finished.wait_for(lock, kPollEvery, [&] { return done; })) {
                const auto cpu = used();
                const auto wall = inMilliseconds(Clock::now() - start);
                const auto waited = wall - cpu;  // here the time spent waiting for a core is not told apart
                if (cpu < limit && waited < backstop && wall < kStarvedBackstops * backstop) continue;
                const std::string label = progress.label();
                const std::string place = label.empty() ? "" : label + ": ";
                const std::string text =
                    cpu >= limit ? fmt::format("\nboids: {}never returned: stopped after it used {:g} s of CPU time "
                                               "without returning. A loop that never ends?\n",
                                               place, inSeconds(limit))
                                 : fmt::format("\nboids: {}did not return: stopped after {:.0f} s, in which it used "
                                               "only {} ms of CPU time. Is it waiting for something (a sleep, "
                                               "std::cin, a mutex)? Or is the computer very busy?\n",
                                               place, inSeconds(wall), cpu.count());
                std::fputs(text.c_str(), stderr);
                std::fflush(stderr);
                std::_Exit(3);
            }
        });
    }
    IsolatedRun run;
    run.limit = limit;
    run.backstop = backstop;
    try {
        run.result = work(progress);
    } catch (...) {
        run.ending = Ending::Exited;
        run.exitCode = 70;
    }
    run.cpu = used();
    run.wall = inMilliseconds(Clock::now() - start);
    run.waited = std::max(run.wall - run.cpu, std::chrono::milliseconds{0});
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

// The window's guard (window_guard.h): signal handlers that only write prepared words, and a watchdog thread.
#include "window_guard.h"

#include <array>
#include <atomic>
#include <condition_variable>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include <fmt/format.h>

#include <boids/isolate.h>

#if defined(_WIN32)
#include <io.h>
#else
#include <pthread.h>
#include <unistd.h>
#endif

namespace boids::app {

namespace {

// `running`: a TaskProbe lane's value, 1 + index() of a task, or 0.
std::string taskLabel(int running) {
    if (const std::optional<Task> task = TaskProbe::runningTask(running)) {
        const TaskInfo& t = info(*task);
        return fmt::format("Task {} {} (exercises/{})", t.number, t.name, t.file);
    }
    return "the kit's own code";
}

// Writes from a signal handler: no allocation, no locks.
void writeError(const std::string& text) {
#if defined(_WIN32)
    _write(2, text.data(), unsigned(text.size()));
#else
    for (std::size_t done = 0; done < text.size();) {
        const auto written = ::write(2, text.data() + done, text.size() - done);
        if (written <= 0) return;
        done += std::size_t(written);
    }
#endif
}

// --- Process-wide, for the handlers: set by WindowGuard's constructor before any handler is installed.
constexpr std::array<int, 5> kCrashSignals{SIGSEGV,
#if defined(SIGBUS)
                                           SIGBUS,
#else
                                           SIGSEGV,
#endif
                                           SIGFPE, SIGILL, SIGABRT};
constexpr int kSlots = int(kMaxTasks) + 1;  // a TaskProbe lane's values: 0 (none), 1 + index() of each task
const TaskProbe* gProbe = nullptr;
std::atomic<int> gStops{0};
std::atomic<int> gStopSignal{0};  // the first stop's signal (SIGINT or SIGTERM)
std::atomic<std::chrono::steady_clock::rep> gStopTime{0};  // and when it came, on the steady clock
std::array<std::array<std::string, kSlots>, kCrashSignals.size()> gCrashWords;
std::array<std::string, kSlots> gOverflowWords;
std::uintptr_t gStackLow = 0;
const std::string kStoppedAtOnce = "\nboids: stopped.\n";

int taskIn(const TaskProbe::Lane& lane) {
    const int task = lane.running.load(std::memory_order_relaxed);
    return task >= 0 && task < kSlots ? task : 0;
}

// The task this thread was running (the one that crashed), else the first that any thread of the step is running.
int runningTask() {
    if (!gProbe) return 0;
    if (const int mine = taskIn(gProbe->lanes[std::size_t(ThreadPool::laneOfThisThread())])) return mine;
    for (const TaskProbe::Lane& lane : gProbe->lanes) {
        if (const int task = taskIn(lane)) return task;
    }
    return 0;
}

std::size_t signalSlot(int signal) {
    for (std::size_t i = 0; i < kCrashSignals.size(); ++i) {
        if (kCrashSignals[i] == signal) return i;
    }
    return 0;
}

// Ends the program as `signal`'s default action does, so that the exit status is the usual one for it (the shell
// shows 128 + the signal's number, and one that runs the program in a loop stops too). POSIX: the default action put
// back, the signal unblocked (a handler runs with it blocked), and sent again. Windows, which has no such status:
// exit code 128 + the signal's number. Safe in a signal handler.
[[noreturn]] void endBySignal(int signal) {
#if !defined(_WIN32)
    std::signal(signal, SIG_DFL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, signal);
    pthread_sigmask(SIG_UNBLOCK, &only, nullptr);
    std::raise(signal);
#endif
    std::_Exit(128 + signal);  // Windows; and POSIX should the signal not end the program
}

extern "C" void onStop(int signal) {
    int none = 0;
    if (gStopSignal.compare_exchange_strong(none, signal)) {
        gStopTime.store(std::chrono::steady_clock::now().time_since_epoch().count());  // clock_gettime: signal-safe
    }
    if (gStops.fetch_add(1) >= 1) {  // the second Ctrl-C: at once
        writeError(kStoppedAtOnce);
        endBySignal(signal);
    }
}

#if defined(_WIN32)
extern "C" void onCrash(int signal) {
    writeError(gCrashWords[signalSlot(signal)][std::size_t(runningTask())]);
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}
#else
extern "C" void onCrash(int signal, siginfo_t* info, void*) {
    const auto task = std::size_t(runningTask());
    const bool overflow = (signal == SIGSEGV || signal == SIGBUS) &&
                          isStackEndFault(reinterpret_cast<std::uintptr_t>(info->si_addr), gStackLow);
    writeError(overflow ? gOverflowWords[task] : gCrashWords[signalSlot(signal)][task]);
    // Back to the default action: a fault runs its instruction again and ends the program with the signal, and a
    // signal sent (abort, raise, kill) is sent again, so the exit status and a core dump are the usual ones.
    std::signal(signal, SIG_DFL);
    if (info->si_code <= 0) std::raise(signal);
}
#endif

void installHandlers() {
#if defined(_WIN32)
    std::signal(SIGINT, onStop);
    std::signal(SIGTERM, onStop);
    for (int signal : kCrashSignals) std::signal(signal, onCrash);
#else
    useAlternateSignalStack();  // the handlers' stack: the thread's own may be used up
    struct sigaction stop {};
    stop.sa_handler = onStop;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGINT, &stop, nullptr);
    sigaction(SIGTERM, &stop, nullptr);
    struct sigaction crash {};
    crash.sa_sigaction = onCrash;
    crash.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&crash.sa_mask);
    for (int signal : kCrashSignals) sigaction(signal, &crash, nullptr);
#endif
}

void restoreHandlers() {
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    for (int signal : kCrashSignals) std::signal(signal, SIG_DFL);
}

}  // namespace

namespace {

// What a hang or a crash leaves as it was.
std::string keptWords(bool settingsSaved) {
    return settingsSaved ? "Your settings were saved, and nothing in exercises/ was changed."
                         : "Nothing in exercises/ was changed.";
}

}  // namespace

std::string hangMessage(int task, double cpuSeconds, bool settingsSaved) {
    return fmt::format(
        "\nboids: your code never returned: {} used {:.0f} s of CPU time without returning from a call, and a call "
        "should take microseconds.\n  This is most often a loop that never ends: is the loop's variable increased "
        "each time round? Is its condition ever false?\n  It passed its checks, so look for what only the flock gives "
        "it: many neighbours, none, or two boids on one point.\n  The program ends with exit status {}. {}\n",
        taskLabel(task), cpuSeconds, WindowGuard::kHangExitCode, keptWords(settingsSaved));
}

std::string blockedMessage(int task, double seconds, std::chrono::milliseconds cpu, std::chrono::milliseconds limit,
                           bool settingsSaved) {
    return fmt::format(
        "\nboids: your code did not return: {} has waited {:.0f} s in one call, and used only {} ms of CPU time "
        "meanwhile (a loop that computes would have used {:.0f} s).\n  Is it waiting for something? A sleep "
        "(std::this_thread::sleep_for, in a loop too), input (std::cin, getchar), or a mutex that is already locked "
        "waits for ever here.\n  The program ends with exit status {}. {}\n",
        taskLabel(task), seconds, cpu.count(), std::chrono::duration<double>(limit).count(), WindowGuard::kHangExitCode,
        keptWords(settingsSaved));
}

std::string slowCallNotice(int task, std::chrono::milliseconds after, std::chrono::milliseconds limit) {
    return fmt::format("\nboids: {} has not returned for {:.0f} s, and the window is frozen until it does. If it uses "
                       "{:.0f} s of CPU time without returning (or waits {:.0f} s), the program ends; Ctrl-C ends it "
                       "now.\n",
                       taskLabel(task), std::chrono::duration<double>(after).count(),
                       std::chrono::duration<double>(limit).count(),
                       std::chrono::duration<double>(backstopFor(limit)).count());
}

std::string crashMessage(int task, int signal, bool stackOverflow, bool settingsSaved) {
    const std::string words = describeSignal(signal, stackOverflow);
    if (task == 0) {
        return fmt::format("\nboids: the program crashed, outside your code, with {}\n  This is a fault of the kit, "
                           "not yours: please show this message to the instructor.\n",
                           words);
    }
    return fmt::format(
        "\nboids: your code crashed during a step, in {}, with {}\n  It passed its checks, so look for what only the "
        "flock gives it: many neighbours, none, or two boids on one point. To see the line, run the window in a "
        "debugger: gdb -ex run -ex bt --args build/boids\n  {}\n",
        taskLabel(task), words, keptWords(settingsSaved));
}

struct WindowGuard::Watchdog {
    const TaskProbe& probe;
    Options options;
    std::mutex mutex;
    std::condition_variable wake;
    bool quit = false;
    std::thread thread;

    Watchdog(const TaskProbe& p, Options o) : probe(p), options(std::move(o)) { thread = std::thread([this] { run(); }); }

    ~Watchdog() {
        {
            const std::lock_guard lock(mutex);
            quit = true;
        }
        wake.notify_one();
        thread.join();
    }

    // A call never returns once the learner's code has used callLimit of CPU time in it. The probe does not say which
    // thread runs a call, so this reads the process's CPU time since the call began: while calls hang, the step
    // waits for them and the window draws nothing, so that is the time of the calls that hang (on several threads,
    // of all of them: each loops). And never sooner than callLimit on the clock, as before. Where the CPU time cannot
    // be read, the clock's time stands in.
    void run() {
        using Clock = std::chrono::steady_clock;
        using Cpu = std::chrono::nanoseconds;
        struct Seen {  // what a lane of the probe showed, and since when
            std::uint32_t calls = 0;
            int task = 0;
            Clock::time_point since;
            std::optional<Cpu> cpuSince;  // the process's CPU time at `since`
        };
        const auto backstop = backstopFor(options.callLimit);
        std::array<Seen, ThreadPool::kMaxThreads> seen;
        for (Seen& s : seen) s.since = Clock::now();
        Clock::time_point noticed{};  // `since` of the last call slowCallNotice() was said for
        std::unique_lock lock(mutex);
        while (!wake.wait_for(lock, kWatchEvery, [this] { return quit; })) {
            const auto now = Clock::now();
            const std::optional<Cpu> cpuNow = processCpuTime();
            // The call that has run longest, on any thread of the step.
            int task = 0;
            Clock::time_point since = now;
            std::optional<Cpu> cpuSince;
            for (std::size_t lane = 0; lane < seen.size(); ++lane) {
                Seen& s = seen[lane];
                const int running = taskIn(probe.lanes[lane]);
                const std::uint32_t calls = probe.lanes[lane].calls.load(std::memory_order_relaxed);
                if (running == 0 || running != s.task || calls != s.calls) s = {calls, running, now, cpuNow};
                if (running != 0 && s.since <= since) {
                    task = running;
                    since = s.since;
                    cpuSince = s.cpuSince;
                }
            }
            const auto running = now - since;
            const auto cpu = cpuNow && cpuSince ? *cpuNow - *cpuSince : std::chrono::duration_cast<Cpu>(running);
            if (gStops.load() > 0) {  // first: a stop asked for is answered as one
                const Clock::time_point stopped{Clock::duration(gStopTime.load())};
                if (now - stopped >= options.stopGrace) {
                    writeError(task != 0 ? fmt::format("\nboids: stopped while {} was running; it had not returned for "
                                                       "{:.1f} s (a loop that never ends?).\n",
                                                       taskLabel(task), std::chrono::duration<double>(now - since).count())
                                         : kStoppedAtOnce);
                    endBySignal(gStopSignal.load());
                }
            }
            if (task != 0 && now - since >= options.callNotice && since != noticed) {
                writeError(slowCallNotice(task, options.callNotice, options.callLimit));
                noticed = since;
            }
            if (task != 0 && cpu >= options.callLimit && running >= options.callLimit) {
                end(hangMessage(task, std::chrono::duration<double>(cpu).count(), options.settingsSaved));
            }
            if (task != 0 && running >= backstop) {
                end(blockedMessage(task, std::chrono::duration<double>(running).count(),
                                   std::chrono::duration_cast<std::chrono::milliseconds>(cpu), options.callLimit,
                                   options.settingsSaved));
            }
        }
    }

    [[noreturn]] void end(const std::string& text) {
        writeError(text);
        if (options.show) {
            auto shown = std::make_shared<std::atomic<bool>>(false);
            std::thread([text, show = options.show, shown] {
                show(text);
                shown->store(true);
            }).detach();
            const auto until = std::chrono::steady_clock::now() + options.showFor;
            while (!shown->load() && std::chrono::steady_clock::now() < until) {
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
            }
        }
        std::_Exit(kHangExitCode);
    }
};

WindowGuard::WindowGuard(const TaskProbe& probe, Options options) {
    gProbe = &probe;
    gStackLow = stackLowOfThisThread();
    for (std::size_t s = 0; s < kCrashSignals.size(); ++s) {
        for (int task = 0; task < kSlots; ++task) {
            gCrashWords[s][std::size_t(task)] = crashMessage(task, kCrashSignals[s], false, options.settingsSaved);
        }
    }
    for (int task = 0; task < kSlots; ++task) {
        gOverflowWords[std::size_t(task)] = crashMessage(task, SIGSEGV, true, options.settingsSaved);
    }
    installHandlers();
    watchdog_ = std::make_unique<Watchdog>(probe, std::move(options));
}

WindowGuard::~WindowGuard() {
    watchdog_.reset();
    restoreHandlers();
    gProbe = nullptr;
}

bool WindowGuard::stopRequested() const { return gStops.load() > 0; }

void WindowGuard::endIfStopped() const {
    if (gStops.load() > 0) endBySignal(gStopSignal.load());
}

}  // namespace boids::app

// The work run in this process (isolation.h: runHere), where there is no child process or a debugger wants it: a
// watchdog thread ends the process at the limit of CPU time or the backstop, with a line naming the last label.
#include <algorithm>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "isolation.h"
#include "words/endings.h"

namespace boids::detail {

namespace {

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

}  // namespace

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
                const std::string text = words::watchdogStop(progress.label(), limit, cpu, wall);
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

}  // namespace boids::detail

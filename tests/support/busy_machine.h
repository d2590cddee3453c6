// A busy machine made in a test, for the time limits that count CPU time (boids/isolate.h, the window's guard):
// programs that spin beside the code under test, and work that spins for a given CPU time however busy the machine
// is. POSIX only (fork).
#pragma once

#if defined(__unix__) || defined(__APPLE__)

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <thread>
#include <vector>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>
#if defined(__linux__)
#include <sched.h>
#include <sys/prctl.h>
#endif

#include <boids/isolate.h>

namespace boids::busy {

// Spins until this process has used `cpu` of CPU time: the same work however busy the machine is, and however slow
// the build (the sanitized one runs code several times slower). False where the CPU time cannot be read.
inline bool spinFor(std::chrono::milliseconds cpu) {
    const auto start = processCpuTime();
    if (!start) return false;
    volatile unsigned long sink = 0;
    for (;;) {
        for (int i = 0; i < 100000; ++i) sink = sink + 1;
        if (*processCpuTime() - *start >= cpu) return true;
    }
}

// A load of `perCore` spinning programs per core, on 2 cores at most (Linux: this thread, and so every process it
// starts until the end, is kept to 2 of its cores; elsewhere every core gets them). The code under test then gets
// about 1 / (perCore + 1) of a core. They are killed when it ends.
class BusyMachine {
public:
    explicit BusyMachine(int perCore) {
        int cores = int(std::max(1u, std::thread::hardware_concurrency()));
#if defined(__linux__)
        if (sched_getaffinity(0, sizeof(before_), &before_) == 0) {
            cpu_set_t two;
            CPU_ZERO(&two);
            cores = 0;
            for (int cpu = 0; cpu < CPU_SETSIZE && cores < 2; ++cpu) {
                if (CPU_ISSET(cpu, &before_)) {
                    CPU_SET(cpu, &two);
                    ++cores;
                }
            }
            pinned_ = sched_setaffinity(0, sizeof(two), &two) == 0;
        }
#endif
        for (int i = 0; i < perCore * cores; ++i) {
            const pid_t pid = ::fork();
            if (pid == 0) {
#if defined(__linux__)
                prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
                alarm(60);  // should the test die without killing us
                volatile unsigned long n = 0;
                for (;;) n = n + 1;
            }
            if (pid > 0) spinners_.push_back(pid);
        }
    }
    ~BusyMachine() {
        for (const pid_t pid : spinners_) ::kill(pid, SIGKILL);
        for (const pid_t pid : spinners_) {
            int status = 0;
            ::waitpid(pid, &status, 0);
        }
#if defined(__linux__)
        if (pinned_) sched_setaffinity(0, sizeof(before_), &before_);
#endif
    }
    BusyMachine(const BusyMachine&) = delete;
    BusyMachine& operator=(const BusyMachine&) = delete;

    std::size_t programs() const { return spinners_.size(); }

private:
    std::vector<pid_t> spinners_;
#if defined(__linux__)
    cpu_set_t before_{};
    bool pinned_ = false;
#endif
};

}  // namespace boids::busy

#endif

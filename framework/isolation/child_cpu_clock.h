// The CPU time a child process has used, and how long it waited for a core (clocks_posix.cpp). POSIX only;
// private to framework/isolation/.
#pragma once

#include <sys/types.h>
#include <time.h>

#include <chrono>
#include <optional>

namespace boids::detail {

// The CPU time (user and system, all threads) a child process has used so far; nothing where it cannot be read.
class ChildCpuClock {
public:
    explicit ChildCpuClock(pid_t child);

    std::optional<std::chrono::nanoseconds> read() const;

    // How long the child's threads have waited for a core while they could have run, and whether one could run
    // now (Linux: each live thread's run-queue delay in schedstat, added up, which counts a wait once it has
    // ended; and its state in stat, R while it runs or waits for a core). Nothing where they cannot be read.
    struct ForACore {
        std::chrono::nanoseconds waited{0};
        bool runnable = false;
    };
    ForACore forACore() const;

private:
    [[maybe_unused]] pid_t child_;
#if defined(__linux__) || defined(__FreeBSD__)
    clockid_t clock_{};
    bool valid_ = false;
#endif
};

}  // namespace boids::detail

// What the isolation's files share: how often running work is watched, when a starved run is stopped, and the
// run in this process (in_process.cpp). Private to framework/isolation/.
#pragma once

#include <chrono>

#include "boids/isolate.h"

namespace boids::detail {

// How often the CPU time of running work is read: a stop comes about this much CPU time past the limit at most, and
// the waiting thread wakes 100 times a second (each time for one system call), which costs nothing measurable.
inline constexpr std::chrono::milliseconds kPollEvery{10};

// Work that has neither used its limit of CPU time nor waited for its backstop is still stopped after this many
// backstops on the clock (then it was starved: a machine so busy that it got almost no time on a core).
inline constexpr int kStarvedBackstops = 10;

using Clock = std::chrono::steady_clock;

inline std::chrono::milliseconds inMilliseconds(std::chrono::nanoseconds time) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(time);
}

// The work in this process. A crash ends the process as it would anyway; with `watchdog`, a thread ends it once the
// work has used `limit` of CPU time, or at `backstop` on the clock, with a line naming the last label (nothing else
// can stop code that never returns).
IsolatedRun runHere(const IsolatedWork& work, std::chrono::milliseconds limit, std::chrono::milliseconds backstop,
                    bool watchdog);

}  // namespace boids::detail

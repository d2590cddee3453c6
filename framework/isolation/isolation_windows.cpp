// Isolated runs on Windows (boids/isolate.h): no fork, so the work runs in this process, under the watchdog
// (in_process.cpp). Compiled instead of isolation_posix.cpp where WIN32 is set.
#include <windows.h>

#include <cstdint>
#include <optional>

#include "boids/isolate.h"
#include "isolation.h"

namespace boids {

bool canIsolate() { return false; }

IsolatedRun runIsolated(const IsolatedWork& work, std::chrono::milliseconds limit, bool inProcess,
                        std::chrono::milliseconds backstop) {
    if (backstop <= std::chrono::milliseconds{0}) backstop = backstopFor(limit);
    return detail::runHere(work, limit, backstop, !inProcess);
}

std::optional<std::chrono::nanoseconds> processCpuTime() {
    FILETIME created, ended, kernel, user;
    if (!GetProcessTimes(GetCurrentProcess(), &created, &ended, &kernel, &user)) return std::nullopt;
    const auto ticks = [](const FILETIME& t) { return (std::uint64_t(t.dwHighDateTime) << 32) | t.dwLowDateTime; };
    return std::chrono::nanoseconds((ticks(kernel) + ticks(user)) * 100);  // FILETIME counts 100 ns
}

// A fault handler on Windows is not given the stack's end: every fault is reported as a crash.
std::uintptr_t stackLowOfThisThread() { return 0; }

void useAlternateSignalStack() {}

}  // namespace boids

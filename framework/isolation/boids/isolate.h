// Running code the kit does not trust (the learner's) where it cannot take the caller down: in a child process,
// with a time limit, and saying in plain words how it ended (returned, never returned, crashed, and why).
//
// The limit counts CPU time, not time on the clock: on a busy machine (a build, a browser, a video call beside the
// checks) code that returns gets fewer turns on a core and takes longer, but uses no more CPU time, so only code
// that really loops reaches its limit. Code that waits without using the CPU (a sleep, std::cin, a lock it already
// holds) would never reach it: a much longer limit on its waiting, the backstop, ends it, and it is named as
// waiting. Waiting is the time in which it neither ran nor waited for a core (where the system says how long it
// waited for one: Linux), else the time in which it did not run.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace boids {

// Lets isolated work say what it is doing ("case X", "random scene 17"), so that a hang or a crash can be placed.
class Progress {
public:
    virtual ~Progress() = default;
    virtual void at(std::string_view label) = 0;
};

enum class Ending {
    Returned,       // the work returned; IsolatedRun::result holds what it returned
    NeverReturned,  // it used its limit of CPU time without returning (most often a loop that never ends): stopped
    Blocked,        // it waited for its backstop without using its limit of CPU time (a sleep, input, a lock), or
                    // was starved (still running at 10 backstops on the clock, on a machine too busy): stopped
    Crashed,        // ended by a signal (POSIX) or an exception of the OS (Windows)
    Exited,         // ended the process itself before returning: exit(), or a sanitizer's report
};

struct IsolatedRun {
    Ending ending = Ending::Returned;
    std::string result;           // what the work returned (Returned only)
    std::string lastLabel;        // the last Progress::at() label, when the work set one
    std::string output;           // what the work printed on stdout and stderr (the first 64 KiB)
    int signal = 0;               // Crashed: the signal number
    int exitCode = 0;             // Exited: the process's exit code
    bool stackOverflow = false;   // Crashed: the fault was at the end of the stack (endless recursion)
    std::chrono::milliseconds limit{0};     // of CPU time
    std::chrono::milliseconds backstop{0};  // of waiting
    // The CPU time the work used (user and system, all its threads; where it cannot be read, the time on the clock
    // stands in for it), the time on the clock from its start to its end or its stop, and how long it waited, as
    // last measured (see above; Blocked with `waited` under `backstop`: it was starved).
    std::chrono::milliseconds cpu{0};
    std::chrono::milliseconds wall{0};
    std::chrono::milliseconds waited{0};
};

using IsolatedWork = std::function<std::string(Progress&)>;

// True where runIsolated() can use a child process (POSIX: fork). Elsewhere it runs the work in this process.
bool canIsolate();

// The backstop for a limit of CPU time: how long work that has not used its limit may wait before it is stopped
// all the same, as waiting. 8 times the limit, and 2 s at least.
// - 8 times: where the time spent waiting for a core cannot be told apart (not Linux), a busy machine's work seems
//   to wait: it gets about cores / runnable programs of a core, so the time on the clock is its CPU time times
//   (load / cores), and work that stays under its limit is only stopped wrongly beyond a load of 8 per core (16 on
//   2 cores; a build, a browser and a video call make 3 to 10). 10 times would not fit the tests: each GoogleTest
//   test of a task has a limit of 1 s, and ctest stops it at 10 s (tests/CMakeLists.txt).
// - 2 s at least: below a quarter second (the tests' limit after a first hang) the fixed costs that do not grow with
//   the limit (the fork, the child's first touch of its memory, the scheduler's delay) weigh more. And no more:
//   once one test has hung the next get a quarter second, so code that waits in every test (a sleep_for left in)
//   ends the largest task's 24 in under a minute, where ./workshop gives a whole test program 2.
std::chrono::milliseconds backstopFor(std::chrono::milliseconds limit);

// Runs `work` in a child process, which is killed once it has used `limit` of CPU time (NeverReturned), once it has
// waited for `backstop` (Blocked; zero: backstopFor(limit)), or at 10 times `backstop` on the clock (Blocked,
// starved). The caller is never taken down by the work: every ending comes back as an IsolatedRun.
// With `inProcess` (for a debugger), or where canIsolate() is false, the work runs here instead: a crash ends this
// process as usual, and a watchdog ends it at the limit, or once it has not run for `backstop`, with a line on
// stderr naming the last label. There the CPU time is the whole process's from the start of the work (the work
// may start threads; the process is the test program's or the checker's, which do nothing else meanwhile).
// Contract for `work`: it catches its own exceptions (one that escapes is reported as an ending by exit()).
IsolatedRun runIsolated(const IsolatedWork& work, std::chrono::milliseconds limit, bool inProcess = false,
                        std::chrono::milliseconds backstop = std::chrono::milliseconds{0});

// The CPU time (user and system, all threads) this process has used so far; nothing where it cannot be read.
std::optional<std::chrono::nanoseconds> processCpuTime();

// How the run ended, in plain words for a learner, with the usual cause and one thing to check. Empty when it
// returned. `subject` names the code ("your calculateAlignment"); `boidsName` as for libraryCheckFailure().
std::string describeEnding(const IsolatedRun& run, std::string_view subject, std::string_view boidsName = "neighbors");

// When `output` holds a failed check of the standard library's checked mode (libstdc++'s _GLIBCXX_ASSERTIONS,
// libc++'s hardening), what it caught, as "an index past the end of neighbors (a std::span of Boid)"; else empty.
// `boidsName` is what the code under test calls its span of boids ("neighbors" in tasks 1-3, "boids" in task 6).
std::string libraryCheckFailure(std::string_view output, std::string_view boidsName = "neighbors");

// The signal's name and what it usually means in a learner's code ("a segmentation fault: ..."), for a crash that
// was not in an isolated child (the window's step).
std::string describeSignal(int signal, bool stackOverflow);

// For signal handlers: the lowest address of the calling thread's stack (0 where it cannot be known), and whether
// a fault at `address` is that stack running out (a fault just below or at its end).
std::uintptr_t stackLowOfThisThread();
bool isStackEndFault(std::uintptr_t address, std::uintptr_t stackLow);

// POSIX: gives the calling thread's signal handlers (those installed with SA_ONSTACK) a stack of their own, so that
// they still run when the thread's own stack is used up. Call it from one thread only, once. Elsewhere, nothing.
void useAlternateSignalStack();

}  // namespace boids

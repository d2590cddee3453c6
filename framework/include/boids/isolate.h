// Running code the kit does not trust (the learner's) where it cannot take the caller down: in a child process,
// with a time limit, and saying in plain words how it ended (returned, never returned, crashed, and why).
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
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
    NeverReturned,  // still running at the time limit: stopped
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
    std::chrono::milliseconds limit{0};
};

using IsolatedWork = std::function<std::string(Progress&)>;

// True where runIsolated() can use a child process (POSIX: fork). Elsewhere it runs the work in this process.
bool canIsolate();

// Runs `work` in a child process and waits at most `limit`; a child still running then is killed. The caller is
// never taken down by the work: every ending comes back as an IsolatedRun.
// With `inProcess` (for a debugger), or where canIsolate() is false, the work runs here instead: a crash ends this
// process as usual, and a watchdog ends it after `limit` with a line on stderr naming the last label.
// Contract for `work`: it catches its own exceptions (one that escapes is reported as an ending by exit()).
IsolatedRun runIsolated(const IsolatedWork& work, std::chrono::milliseconds limit, bool inProcess = false);

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

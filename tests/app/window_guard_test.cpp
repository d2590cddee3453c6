// The window's guard (framework/app/window_guard.h), each case in a child process of its own, since the guard ends
// the process it guards: a call of the learner's code is said never to return only once it has used its limit of
// CPU time, however busy the machine; and Ctrl-C or SIGTERM end the program within half a second, with the exit
// status the signal gives, whether the loop ends by itself or the learner's code hangs: the guard alone, then the
// real program (BOIDS_PROGRAM; BOIDS_HANG_PLUGIN, a plugin whose cohesion hangs in a crowd). POSIX only.
#include "window_guard.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include <boids/tasks.h>

#include "../support/busy_machine.h"

#if defined(__unix__) || defined(__APPLE__)
#include <cerrno>
#include <csignal>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>
#define BOIDS_GUARD_TEST_FORK 1
#endif

namespace boids::app {
namespace {

#if BOIDS_GUARD_TEST_FORK

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

// The task the calls below stand for: cohesion, or the first force where tasks.txt leaves cohesion out.
const Task kCalled = isListed(Task::Cohesion) ? Task::Cohesion : forceTasks().front();
constexpr auto kStopWithin = 500ms;

// How the guard names that task: "Task 3 Cohesion (exercises/03_cohesion.cpp)" for cohesion.
std::string calledLabel() {
    const TaskInfo& t = info(kCalled);
    return "Task " + std::to_string(t.number) + " " + std::string(t.name) + " (exercises/" + std::string(t.file) + ")";
}

// How a child ended, what it wrote on stderr, and how long after the signal it was sent (when one was).
struct Ended {
    bool signalled = false;
    int signal = 0;
    int exitCode = -1;
    std::string err;
    std::chrono::milliseconds afterSignal{0};

    std::string how() const {
        return (signalled ? "ended by signal " + std::to_string(signal) : "exit code " + std::to_string(exitCode)) +
               ", after writing:\n" + err;
    }
};

// Reads what is there on `fd` into `into`, waiting up to `wait`; false once it is closed.
bool readSome(int fd, std::string& into, std::chrono::milliseconds wait) {
    pollfd p{fd, POLLIN, 0};
    if (::poll(&p, 1, int(wait.count())) <= 0) return true;
    char chunk[4096];
    const ssize_t got = ::read(fd, chunk, sizeof chunk);
    if (got < 0 && errno == EINTR) return true;
    if (got <= 0) return false;
    into.append(chunk, std::size_t(got));
    return true;
}

// Runs `body` in a child process whose stderr comes here. With `signal`, sends it `delay` after the child has
// written `readyLine` on stderr (and `then` more signals of the same, 100 ms apart), and times the child's end from
// the last one sent.
template <class Body>
Ended runChild(Body body, int signal = 0, const std::string& readyLine = {}, int then = 0,
               std::chrono::milliseconds delay = 0ms) {
    int err[2];
    if (::pipe(err) != 0) return {};
    std::fflush(nullptr);
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(err[0]);
        ::dup2(err[1], STDERR_FILENO);
        ::close(err[1]);
        alarm(60);  // should the guard never end it
        body();
        std::fflush(nullptr);
        ::_exit(0);
    }
    ::close(err[1]);
    Ended ended;
    Clock::time_point sent{};
    bool open = true;
    if (signal != 0) {
        const auto until = Clock::now() + 30s;
        while (open && ended.err.find(readyLine) == std::string::npos && Clock::now() < until) {
            open = readSome(err[0], ended.err, 100ms);
        }
        std::this_thread::sleep_for(delay);
        for (int n = 0; n <= then; ++n) {
            if (n > 0) std::this_thread::sleep_for(100ms);
            ::kill(child, signal);
        }
        sent = Clock::now();
    }
    int status = 0;
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    if (signal != 0) {
        ended.afterSignal = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - sent);
        std::printf("  ended %lld ms after the signal\n", static_cast<long long>(ended.afterSignal.count()));
    }
    while (open) open = readSome(err[0], ended.err, 1000ms);
    ::close(err[0]);
    ended.signalled = WIFSIGNALED(status);
    ended.signal = ended.signalled ? WTERMSIG(status) : 0;
    ended.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return ended;
}

void say(const char* line) {
    std::fputs(line, stderr);
    std::fflush(stderr);
}

// That the child was ended by `signal` (as its default action does) within `within` of it.
void expectEndedBy(const Ended& ended, int signal, std::chrono::milliseconds within = kStopWithin) {
    EXPECT_TRUE(ended.signalled && ended.signal == signal) << ended.how();
    EXPECT_LT(ended.afterSignal, within) << ended.err;
}

// A call of cohesion's code on lane 0 that spins for ever.
[[noreturn]] void hangInACall(TaskProbe& probe) {
    probe.enter(0, kCalled);
    volatile unsigned long n = 0;
    for (;;) n = n + 1;
}

WindowGuard::Options headless(std::chrono::milliseconds callLimit = 5000ms) {
    WindowGuard::Options options;
    options.callLimit = callLimit;
    options.settingsSaved = false;
    return options;
}

// For runChild: a guard with `options` over a probe, then kReady on stderr, then body(probe, guard).
constexpr const char* kReady = "guarded\n";
template <class Body>
auto guarded(WindowGuard::Options options, Body body) {
    return [options, body] {
        TaskProbe probe;
        const WindowGuard guard(probe, options);
        say(kReady);
        body(probe, guard);
    };
}

TEST(WindowGuard, ACallThatReturnsIsNotEndedWhenTheMachineIsTooBusyToRunItWithinItsLimit) {
    const busy::BusyMachine busy(5);
    ASSERT_GT(busy.programs(), 0u);
    const Ended ended = runChild(guarded(headless(1000ms), [](TaskProbe& probe, const WindowGuard&) {
        const auto start = Clock::now();
        probe.enter(0, kCalled);
        if (!busy::spinFor(300ms)) say("the CPU time cannot be read here\n");
        probe.leave(0);
        const auto wall = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
        std::fprintf(stderr, "returned after %lld ms on the clock\n", static_cast<long long>(wall.count()));
        // Else this proves nothing: a limit on the clock would not have stopped it either.
        if (wall <= 1000ms) say("the machine was not busy enough\n");
    }));
    std::printf("  beside %zu programs spinning: %s", busy.programs(), ended.err.c_str());
    EXPECT_EQ(ended.exitCode, 0) << ended.how();
    EXPECT_EQ(ended.err.find("never returned"), std::string::npos) << ended.err;
    EXPECT_NE(ended.err.find("returned after"), std::string::npos) << ended.err;
    EXPECT_EQ(ended.err.find("not busy enough"), std::string::npos) << ended.err;
}

TEST(WindowGuard, ACallThatSpinsForEverIsEndedAtItsLimitOfCpuTimeAndTheMessageSaysHowMuch) {
    const Ended ended =
        runChild(guarded(headless(1000ms), [](TaskProbe& probe, const WindowGuard&) { hangInACall(probe); }));
    EXPECT_EQ(ended.exitCode, WindowGuard::kHangExitCode) << ended.how();
    EXPECT_NE(ended.err.find("your code never returned: " + calledLabel() +
                             " used 1 s of CPU time without returning from a call"),
              std::string::npos)
        << ended.err;
}

TEST(WindowGuard, CtrlCEndsTheProgramAsSigintOnceTheLoopHasEndedByItself) {
    const Ended ended = runChild(guarded(headless(),
                                         [](TaskProbe&, const WindowGuard& guard) {
                                             while (!guard.stopRequested()) std::this_thread::sleep_for(5ms);  // frames
                                             say("shut down\n");
                                             guard.endIfStopped();
                                             say("endIfStopped returned\n");
                                         }),
                                 SIGINT, kReady);
    expectEndedBy(ended, SIGINT);
    EXPECT_NE(ended.err.find("shut down"), std::string::npos) << ended.err;
}

TEST(WindowGuard, CtrlCEndsTheProgramWithinHalfASecondWhileTheLearnersCodeHangs) {
    const Ended ended =
        runChild(guarded(headless(), [](TaskProbe& probe, const WindowGuard&) { hangInACall(probe); }), SIGINT, kReady);
    expectEndedBy(ended, SIGINT);
    EXPECT_NE(ended.err.find("stopped while " + calledLabel() + " was running"), std::string::npos)
        << ended.err;
}

TEST(WindowGuard, SigtermEndsTheProgramAsSigtermWhileAStepIsSlow) {
    // The kit's own code, slow: no task is running.
    const Ended ended =
        runChild(guarded(headless(), [](TaskProbe&, const WindowGuard&) { busy::spinFor(60s); }), SIGTERM, kReady);
    expectEndedBy(ended, SIGTERM);
    EXPECT_NE(ended.err.find("boids: stopped."), std::string::npos) << ended.err;
}

TEST(WindowGuard, ASecondCtrlCEndsTheProgramAtOnce) {
    WindowGuard::Options options = headless();
    options.stopGrace = 60s;
    const Ended ended =
        runChild(guarded(options, [](TaskProbe&, const WindowGuard&) { busy::spinFor(60s); }), SIGINT, kReady, 1);
    expectEndedBy(ended, SIGINT, 100ms);
    EXPECT_NE(ended.err.find("boids: stopped."), std::string::npos) << ended.err;
}

// --- The real program.

// Runs the window program with `args` (in `folder`, where it may write), sends `signal` once it has written
// `readyLine` on stderr, and says how it ended. Skips the test where BOIDS_PROGRAM is not set.
Ended runProgram(std::vector<std::string> args, int signal, const std::string& readyLine,
                 const std::filesystem::path& folder, bool window = false, std::chrono::milliseconds delay = 0ms) {
    const char* program = std::getenv("BOIDS_PROGRAM");
    if (!program) return {};
    args.insert(args.begin(), program);
    return runChild(
        [&] {
            std::vector<char*> argv;
            for (std::string& arg : args) argv.push_back(arg.data());
            argv.push_back(nullptr);
            if (::chdir(folder.c_str()) != 0) say("cannot enter the scratch folder\n");
            if (window) {  // a window on SDL's driver that shows nothing, which the kit's own tests may use
                ::setenv("SDL_VIDEODRIVER", "dummy", 1);
                ::setenv("BOIDS_ALLOW_INVISIBLE_WINDOW", "1", 1);
            }
            ::execv(program, argv.data());
            say("cannot start the program\n");
        },
        signal, readyLine, 0, delay);
}

// A fresh folder for the program's files, removed at the end.
struct Scratch {
    std::filesystem::path dir = std::filesystem::temp_directory_path() / ("boids-guard-" + std::to_string(::getpid()));
    Scratch() { std::filesystem::create_directories(dir); }
    ~Scratch() {
        std::error_code ignored;
        std::filesystem::remove_all(dir, ignored);
    }
};

#define BOIDS_NEED_PROGRAM()                                                         \
    if (!std::getenv("BOIDS_PROGRAM")) GTEST_SKIP() << "BOIDS_PROGRAM is not set"

// The header of --analyze, written just before the loop's first frame.
const std::string kFlying = "step,seconds";

TEST(CtrlC, EndsAHeadlessRunWithinHalfASecondAsSigint) {
    BOIDS_NEED_PROGRAM();
    const Scratch scratch;
    const Ended ended = runProgram({"--headless", "--frames", "100000000", "--reference", "--analyze", "/dev/stderr",
                                    "--dump-state", "state.txt"},
                                   SIGINT, kFlying, scratch.dir);
    expectEndedBy(ended, SIGINT);
    EXPECT_TRUE(std::filesystem::exists(scratch.dir / "state.txt")) << "the run did not end by itself: " << ended.err;
}

TEST(CtrlC, EndsTheWindowWithinHalfASecondAsSigintAndKeepsTheSettings) {
    BOIDS_NEED_PROGRAM();
    const Scratch scratch;
    const Ended ended = runProgram({"--no-live-reload", "--reference", "--settings", "settings.ini", "--analyze",
                                    "/dev/stderr"},
                                   SIGINT, kFlying, scratch.dir, true);
    expectEndedBy(ended, SIGINT);
    EXPECT_TRUE(std::filesystem::exists(scratch.dir / "settings.ini")) << ended.err;
}

TEST(CtrlC, EndsARunWithinHalfASecondWhileTheLearnersCodeHangsInAStep) {
    BOIDS_NEED_PROGRAM();
    const char* plugin = std::getenv("BOIDS_HANG_PLUGIN");
    if (!plugin) GTEST_SKIP() << "BOIDS_HANG_PLUGIN is not set (the self-test's builds set it)";
    const Scratch scratch;
    const Ended ended = runProgram({"--headless", "--frames", "100000", "--seed", "1", "--boids", "2000", "--learner",
                                    plugin},
                                   SIGINT, "has not returned for", scratch.dir);
    expectEndedBy(ended, SIGINT);
    EXPECT_NE(ended.err.find("stopped while " + calledLabel() + " was running"), std::string::npos)
        << ended.err;
}

TEST(CtrlC, SigtermEndsARunWithinHalfASecondWhileItsCodeIsChecked) {
    BOIDS_NEED_PROGRAM();
    const Scratch scratch;
    // The checker runs for a fifth of a second or more after the start.
    const Ended ended = runProgram({"--headless", "--frames", "100000000"}, SIGTERM, "", scratch.dir, false, 100ms);
    expectEndedBy(ended, SIGTERM);
}

#endif

}  // namespace
}  // namespace boids::app

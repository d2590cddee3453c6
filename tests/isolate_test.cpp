// Isolated work's limit counts CPU time (boids/isolate.h): work that returns is not stopped because the machine is
// busy, a loop that never ends is stopped once it has used its limit, and work that waits is stopped at the
// backstop and named as waiting.
#include <boids/isolate.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>

#include <gtest/gtest.h>

#include "support/busy_machine.h"

#if defined(__unix__) || defined(__APPLE__)
#define BOIDS_ISOLATE_TEST_FORK 1
#endif

namespace boids::isolate_test {  // named: this program is a unity build, and its files share anonymous namespaces

#if BOIDS_ISOLATE_TEST_FORK

using namespace std::chrono_literals;

using busy::BusyMachine;

// Spins until this process has used `cpu` of CPU time (support/busy_machine.h).
void spinFor(std::chrono::milliseconds cpu) {
    ASSERT_TRUE(busy::spinFor(cpu)) << "this process's CPU time cannot be read here";
}

std::string endingOf(const IsolatedRun& run) {
    const std::string words = describeEnding(run, "the work");
    return words.empty() ? std::string("it returned") : words;
}

// The case: a check that returns, on a machine so busy that it takes longer than its limit on the clock.
TEST(IsolatedLimit, WorkThatReturnsIsNotStoppedOnABusyMachine) {
    const BusyMachine busy(5);
    ASSERT_GT(busy.programs(), 0u);
    const auto work = [](Progress&) {
        spinFor(300ms);
        return std::string("done");
    };
    const IsolatedRun run = runIsolated(work, 1000ms);
    std::printf("  beside %zu programs spinning: %lld ms of CPU time, %lld ms on the clock\n", busy.programs(),
                static_cast<long long>(run.cpu.count()), static_cast<long long>(run.wall.count()));
    EXPECT_EQ(run.ending, Ending::Returned) << endingOf(run);
    EXPECT_EQ(run.result, "done");
    EXPECT_GE(run.cpu, 300ms);
    EXPECT_LT(run.cpu, 1000ms);
    // Else this proves nothing: a limit on the clock would have stopped it.
    EXPECT_GT(run.wall, 1000ms) << "the machine was not busy enough (" << busy.programs()
                                << " programs spinning): the work took only " << run.wall.count() << " ms";

#if defined(__linux__)
    // Linux tells waiting for a core apart from waiting for something: the same work with a backstop shorter than
    // the time it did not run is not stopped either. (Elsewhere it would be: there the backstop is 8 times the limit
    // for that.) The backstop is half that time in the first run, so that the same load makes it longer again.
    const auto backstop = std::clamp(std::chrono::duration_cast<std::chrono::milliseconds>(run.wall - run.cpu) / 2,
                                     std::chrono::milliseconds(200), std::chrono::milliseconds(4000));
    const IsolatedRun again = runIsolated(work, 1000ms, false, backstop);
    std::printf("  with a backstop of %lld ms: %lld ms of CPU time, %lld ms on the clock, %lld ms of waiting\n",
                static_cast<long long>(backstop.count()), static_cast<long long>(again.cpu.count()),
                static_cast<long long>(again.wall.count()), static_cast<long long>(again.waited.count()));
    EXPECT_EQ(again.ending, Ending::Returned) << endingOf(again);
    EXPECT_LT(again.waited, backstop);
    if (again.wall - again.cpu <= backstop) std::printf("  (the load fell meanwhile: this run proves nothing)\n");
#endif
}

TEST(IsolatedLimit, EndlessLoopIsStoppedAfterItsLimitOfCpuTime) {
    const IsolatedRun run = runIsolated(
        [](Progress& progress) -> std::string {
            progress.at("the loop");
            volatile unsigned long n = 0;
            for (;;) n = n + 1;
        },
        300ms);
    ASSERT_EQ(run.ending, Ending::NeverReturned) << endingOf(run);
    std::printf("  stopped at %lld ms of CPU time, %lld ms on the clock\n", static_cast<long long>(run.cpu.count()),
                static_cast<long long>(run.wall.count()));
    EXPECT_EQ(run.lastLabel, "the loop");
    EXPECT_GE(run.cpu, 300ms);
    EXPECT_LT(run.cpu, 300ms + 250ms) << "stopped long after it reached its limit";
    // Nothing is said of the time on the clock: beside busy programs 300 ms of CPU time can take seconds.
    EXPECT_NE(describeEnding(run, "the work").find("never returned: it was stopped after it used 0.3 s of CPU time "
                                                   "without returning"),
              std::string::npos)
        << describeEnding(run, "the work");
}

TEST(IsolatedLimit, WorkThatWaitsIsStoppedAtTheBackstopAndNamedAsWaiting) {
    EXPECT_EQ(backstopFor(1000ms), 8000ms);
    EXPECT_EQ(backstopFor(100ms), 2000ms);
    const IsolatedRun run = runIsolated(
        [](Progress&) -> std::string {
            for (;;) std::this_thread::sleep_for(1h);
        },
        100ms);
    ASSERT_EQ(run.ending, Ending::Blocked) << endingOf(run);
    std::printf("  stopped at %lld ms on the clock, having used %lld ms of CPU time\n",
                static_cast<long long>(run.wall.count()), static_cast<long long>(run.cpu.count()));
    EXPECT_EQ(run.backstop, 2000ms);
    EXPECT_GE(run.wall, 2000ms);
    EXPECT_LT(run.wall, 2000ms + 1000ms);
    EXPECT_LT(run.cpu, 100ms);
    const std::string words = describeEnding(run, "the work");
    EXPECT_EQ(words.find("never returned"), std::string::npos) << words;
    EXPECT_NE(words.find("the work did not return: it was stopped after 2 s of waiting, in which it used only"),
              std::string::npos)
        << words;
    EXPECT_NE(words.find("Is it waiting for something?"), std::string::npos) << words;
}

// Stopped at 10 backstops on the clock without having waited for one: starved, and said so.
TEST(IsolatedLimit, StarvedWorkIsNotSaidToWait) {
    IsolatedRun run;
    run.ending = Ending::Blocked;
    run.limit = 1000ms;
    run.backstop = 8000ms;
    run.wall = 80000ms;
    run.cpu = 300ms;
    run.waited = 100ms;
    const std::string words = describeEnding(run, "the work");
    EXPECT_NE(words.find("the work did not return: it was stopped after 80 s, in which the computer was so busy that "
                         "it got only 300 ms of CPU time"),
              std::string::npos)
        << words;
    EXPECT_EQ(words.find("waiting"), std::string::npos) << words;
}

TEST(IsolatedLimit, TheBackstopCanBeGiven) {
    const IsolatedRun run = runIsolated(
        [](Progress&) -> std::string {
            for (;;) std::this_thread::sleep_for(1h);
        },
        100ms, false, 300ms);
    ASSERT_EQ(run.ending, Ending::Blocked) << endingOf(run);
    EXPECT_GE(run.wall, 300ms);
    EXPECT_LT(run.wall, 300ms + 1000ms);
}

#endif

}  // namespace boids::isolate_test

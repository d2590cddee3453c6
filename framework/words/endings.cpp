// The words of an isolated run's ending (boids/isolate.h, words/endings.h): a hang, a wait, a crash, a failed check of
// the standard library, a sanitizer's stop. Compiled by boids::isolate (framework/isolation/).
#include "boids/isolate.h"
#include "words/endings.h"

#include <algorithm>
#include <csignal>

#include <fmt/format.h>

namespace boids {

namespace {

// Seconds for the words: "1", "0.25", "2.5".
double inSeconds(std::chrono::milliseconds time) { return double(time.count()) / 1000; }

bool contains(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }

// The container a failed check was about, from the function name the library printed with it.
std::string containerIn(std::string_view line, std::string_view boidsName) {
    if (contains(line, "span<")) {
        if (contains(line, "boids::Boid")) return fmt::format("{} (a std::span of Boid)", boidsName);
        if (contains(line, "boids::Vec2")) return "predators (a std::span of Vec2)";
        if (contains(line, "boids::Obstacle")) return "obstacles (a std::span of Obstacle)";
        return "a std::span";
    }
    if (contains(line, "vector<")) {
        if (contains(line, "_Tp = std::vector<unsigned int")) return "grid.cells (a std::vector of cells)";
        if (contains(line, "_Tp = unsigned int")) return "a std::vector of boid indices";
        if (contains(line, "boids::Boid")) return "a std::vector of Boid";
        return "a std::vector";
    }
    if (contains(line, "array<")) return "a std::array";
    return "a container";
}

}  // namespace

std::string libraryCheckFailure(std::string_view output, std::string_view boidsName) {
    // libstdc++ (_GLIBCXX_ASSERTIONS): "file:line: function [with _Type = ...]: Assertion '__idx < size()' failed."
    // libc++ (hardening): "...: assertion __idx < size() failed: span<T>::operator[](index): index out of range"
    std::size_t at = output.find("Assertion '");
    if (at == std::string_view::npos) at = output.find("libc++ Hardening assertion");
    if (at == std::string_view::npos) at = output.find("_LIBCPP_ASSERT");
    if (at == std::string_view::npos) return {};
    const std::size_t begin = output.rfind('\n', at) == std::string_view::npos ? 0 : output.rfind('\n', at) + 1;
    const std::size_t end = std::min(output.find('\n', at), output.size());
    const std::string_view line = output.substr(begin, end - begin);
    const std::string container = containerIn(line, boidsName);
    if (contains(line, "< size()") || contains(line, "< this->size()") || contains(line, "out of range") ||
        contains(line, "out of bounds")) {
        return fmt::format("an index past the end of {}: the last valid index is size() - 1", container);
    }
    if (contains(line, "empty()")) return fmt::format("front() or back() of an empty {}", container);
    return fmt::format("a failed check of the standard library in {}", container);
}

std::string describeSignal(int signal, bool stackOverflow) {
#if defined(__unix__) || defined(__APPLE__)
    if ((signal == SIGSEGV || signal == SIGBUS) && stackOverflow) {
        return "a stack overflow: a function that calls itself and never stops (endless recursion). Check that the "
               "recursion reaches a case that returns without calling itself again; a loop is simpler here.";
    }
    if (signal == SIGSEGV || signal == SIGBUS) {
        return "a segmentation fault: the code read or wrote memory it does not own. Most often a null pointer (one "
               "that was never set) or an index past the end of a vector or span (the last valid index is size() - 1).";
    }
    if (signal == SIGFPE) {
        return "an arithmetic error (SIGFPE): an integer divided by zero (int / 0 or int % 0), for example by a "
               "count that is 0. Dividing floats by zero gives infinity, not a crash.";
    }
    if (signal == SIGABRT) {
        return "an abort (SIGABRT): most often the standard library's checked mode finding an index past the end "
               "(the line above this one names the container), else a failed assert(), a call of std::abort(), or an "
               "exception that nothing caught.";
    }
    if (signal == SIGILL) {
        return "an illegal instruction (SIGILL): most often a function that must return a value reaches its end "
               "without a return statement.";
    }
    return fmt::format("signal {}", signal);
#else
    (void)stackOverflow;
    return fmt::format("a crash (code {})", signal);
#endif
}

std::string describeEnding(const IsolatedRun& run, std::string_view subject, std::string_view boidsName) {
    switch (run.ending) {
        case Ending::Returned: return {};
        case Ending::NeverReturned:
            return fmt::format("{} never returned: it was stopped after it used {:g} s of CPU time without returning, "
                               "and it should take microseconds. This is most often a loop that never ends: is the "
                               "loop's variable increased each time round? Is its condition ever false?",
                               subject, inSeconds(run.limit));
        case Ending::Blocked: {
            if (run.waited < run.backstop) {  // stopped at kStarvedBackstops on the clock: it was not waiting
                return fmt::format("{} did not return: it was stopped after {:.0f} s, in which the computer was so "
                                   "busy that it got only {} ms of CPU time (its limit is {:g} s). Close other "
                                   "programs and run the checks again.",
                                   subject, inSeconds(run.wall), run.cpu.count(), inSeconds(run.limit));
            }
            std::string words = fmt::format(
                "{} did not return: it was stopped after {:.0f} s of waiting, in which it used only {} ms of CPU time "
                "(a loop that computes would have used its {:g} s). Is it waiting for something? A sleep "
                "(std::this_thread::sleep_for, in a loop too), input (std::cin, getchar), or a mutex that is already "
                "locked (by this same call, or by one that never unlocked it) waits for ever here.",
                subject, inSeconds(run.waited), run.cpu.count(), inSeconds(run.limit));
            // Code that waits uses next to no CPU time (its start: a few milliseconds). Where the time spent waiting
            // for a core is not known (not Linux), code that runs but gets a small share of one seems to wait too,
            // and uses some (1 part in 27 at a load of 26 on 2 cores); so does a loop that sleeps 1 ms a turn.
            if (run.cpu * 50 >= run.wall) {
                words += " If it waits for none of these, the computer was too busy to give it time: close other "
                         "programs and run the checks again.";
            }
            return words;
        }
        case Ending::Crashed: {
            if (run.signal == SIGABRT) {
                if (const std::string check = libraryCheckFailure(run.output, boidsName); !check.empty()) {
                    return fmt::format("{} was stopped by the standard library's checked mode: {}.", subject, check);
                }
            }
            return fmt::format("{} crashed with {}", subject, describeSignal(run.signal, run.stackOverflow));
        }
        case Ending::Exited:
            if (contains(run.output, "AddressSanitizer")) {
                if (contains(run.output, "stack-overflow")) {
                    return fmt::format("{} crashed with {}", subject, describeSignal(SIGSEGV, true));
                }
                return fmt::format("AddressSanitizer stopped {}: it read or wrote memory it does not own (a null "
                                   "pointer, or an index past the end). Its report is in the output below: the first "
                                   "frame in your file names the line.",
                                   subject);
            }
            if (contains(run.output, "runtime error:")) {
                std::string what = "undefined behaviour";
                if (contains(run.output, "null pointer")) what = "it used a null pointer (one that was never set)";
                else if (contains(run.output, "division by zero")) what = "an integer divided by zero";
                else if (contains(run.output, "out of bounds")) what = "an index past the end of an array";
                else if (contains(run.output, "overflow")) what = "a number too large for its type (an overflow)";
                return fmt::format("UndefinedBehaviorSanitizer stopped {}: {}. The 'runtime error:' line below names "
                                   "the file and the line.",
                                   subject, what);
            }
            return fmt::format("{} ended the program (exit code {}) before it returned. Does it call exit() or "
                               "std::terminate()?",
                               subject, run.exitCode);
    }
    return {};
}

std::string words::watchdogStop(std::string_view label, std::chrono::milliseconds limit, std::chrono::milliseconds cpu,
                                std::chrono::milliseconds wall) {
    const std::string place = label.empty() ? "" : std::string(label) + ": ";
    return cpu >= limit ? fmt::format("\nboids: {}never returned: stopped after it used {:g} s of CPU time "
                                      "without returning. A loop that never ends?\n",
                                      place, inSeconds(limit))
                        : fmt::format("\nboids: {}did not return: stopped after {:.0f} s, in which it used "
                                      "only {} ms of CPU time. Is it waiting for something (a sleep, "
                                      "std::cin, a mutex)? Or is the computer very busy?\n",
                                      place, inSeconds(wall), cpu.count());
}

}  // namespace boids

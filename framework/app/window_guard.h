// Keeps the window the learner's whatever their code does: Ctrl-C and SIGTERM stop it within half a second, with the
// exit status the signal gives (the shell sees 130 or 143), a call of their code that never returns ends it with a
// message naming the task, and so does a crash in it.
//
// The one process-wide state of the program: signal handlers can reach nothing else. Make one WindowGuard, in
// main, and keep it until the end.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <string>

#include <boids/simulation.h>

namespace boids::app {

// The words for each case, made before anything goes wrong (a signal handler may not build strings).
// `task` is what a TaskProbe lane holds: 1 + index() of the task whose code ran (TaskProbe::runningTask()), 0 when no
// code of the learner's was running; `settingsSaved` when
// the program keeps a settings file (the window does, headless runs do not).
// A call that used `cpuSeconds` of CPU time without returning:
std::string hangMessage(int task, double cpuSeconds, bool settingsSaved);
// A call still running after `seconds` on the clock that used only `cpu` of CPU time meanwhile (less than its
// `limit`): it waits.
std::string blockedMessage(int task, double seconds, std::chrono::milliseconds cpu, std::chrono::milliseconds limit,
                           bool settingsSaved);
// Said once per call that has run for `after`: the window is frozen until it returns, or until `limit` of CPU time
// (or backstopFor(limit) on the clock) ends it.
std::string slowCallNotice(int task, std::chrono::milliseconds after, std::chrono::milliseconds limit);
std::string crashMessage(int task, int signal, bool stackOverflow, bool settingsSaved);

class WindowGuard {
public:
    struct Options {
        // One call of the learner's code that uses this much CPU time never returns. One still running at
        // backstopFor(callLimit) on the clock (boids/isolate.h) is ended too, as waiting for something.
        std::chrono::milliseconds callLimit{5000};
        std::chrono::milliseconds callNotice{1000};  // one call running this long gets a line in the terminal
        // After Ctrl-C or SIGTERM, how long the loop gets to end by itself (a frame, the settings saved); then the
        // watchdog, which looks every kWatchEvery, ends the program: within stopGrace + kWatchEvery of the signal.
        std::chrono::milliseconds stopGrace{250};
        // Shows a message on screen, from the watchdog's thread, before a hang ends the program; may be empty.
        // The program ends when it returns, or after `showFor` at the latest.
        std::function<void(const std::string&)> show;
        std::chrono::milliseconds showFor{30000};
        bool settingsSaved = true;  // the program saves its settings as they change (said in the messages)
    };

    // Installs the handlers of SIGINT, SIGTERM and the crash signals, and starts the watchdog over `probe`.
    WindowGuard(const TaskProbe& probe, Options options);
    ~WindowGuard();  // stops the watchdog and puts the signals' earlier handlers back
    WindowGuard(const WindowGuard&) = delete;
    WindowGuard& operator=(const WindowGuard&) = delete;

    // True once Ctrl-C or SIGTERM came: end the loop as if the window had been closed, then call endIfStopped().
    // A second one, or the loop not ending within stopGrace, ends the program at once, as endIfStopped() does.
    bool stopRequested() const;

    // After the loop has ended because stopRequested(): ends the program as the signal's default action would (the
    // shell then sees 130 for Ctrl-C, 143 for SIGTERM, and a script that runs the program stops too). Returns at
    // once when no stop came.
    void endIfStopped() const;

    // How often the watchdog looks at the probe and at a stop asked for.
    static constexpr std::chrono::milliseconds kWatchEvery{50};

    // The exit status after a hang in the learner's code.
    static constexpr int kHangExitCode = 3;

private:
    struct Watchdog;
    std::unique_ptr<Watchdog> watchdog_;
};

}  // namespace boids::app

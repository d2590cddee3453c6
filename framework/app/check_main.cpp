// boids_check PLUGIN: checks the learner's code in PLUGIN before the window flies it (learner_check.h), each task's
// checks in a child process with a time limit. Prints the report (records, boids/records.h) on stdout and exits 0;
// 2 for a bad command line.
// Loading a plugin runs its global variables' initializers, which are the learner's code too: that also happens
// in a child process first.
#include <cstdio>
#include <exception>
#include <string>

#include <fmt/format.h>

#include <boids/isolate.h>

#include "learner_check.h"
#include "learner_plugin_loader.h"

int main(int argc, char* argv[]) {
    using namespace boids;
    using namespace boids::app;
    if (argc != 2) {
        fmt::print(stderr, "usage: boids_check PLUGIN\n  Checks the learner's code in the plugin PLUGIN for the window, "
                           "which runs this program itself.\n");
        return 2;
    }
    const std::string path = argv[1];
    const IsolatedWork load = [&path](Progress&) {
        try {
            const LearnerPlugin plugin(path);
            return plugin.tasks() ? std::string() : plugin.problem();
        } catch (const std::exception& e) {
            return fmt::format("{}: loading it threw an exception: {}", path, e.what());
        } catch (...) {
            return fmt::format("{}: loading it threw something that is not a std::exception", path);
        }
    };
    const IsolatedRun loaded = runIsolated(load, std::chrono::seconds(5));
    if (loaded.ending != Ending::Returned) {
        fmt::print("{}", loadHeldBackReport(describeEnding(loaded, "loading your code (the initializers of its global variables)")));
        return 0;
    }
    if (!loaded.result.empty()) {
        fmt::print("{}", problemReport(loaded.result));
        return 0;
    }
    const LearnerPlugin plugin(path);
    fmt::print("{}", plugin.tasks() ? runLearnerChecks(*plugin.tasks()) : problemReport(plugin.problem()));
    return 0;
}

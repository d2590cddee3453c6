// The fixed-step update: the clock, the steps a frame owes, and one step with the faults it reports (app_state.h).
#include "app_state.h"

#include <algorithm>
#include <chrono>
#include <string>
#include <utility>

#include <fmt/format.h>

#include "hand_sign.h"

namespace boids::app {

void advanceClock(AppState& app, double frameSeconds) {
    app.clock += frameSeconds;
    if (app.realTime && frameSeconds > 0) {
        // Smooth the frame time, not the rate: the mean of 1/t is not 1/(mean t).
        Timing& t = app.timing;
        t.frameSeconds = t.frameSeconds == 0 ? frameSeconds : 0.95 * t.frameSeconds + 0.05 * frameSeconds;
        t.fps = 1 / t.frameSeconds;
    }
    std::erase_if(app.notices, [&](const Notice& n) { return n.until <= app.clock; });
    pollHand(app);
}

int stepsDue(double& accumulator, double frameSeconds, double stepSeconds, int maxSteps) {
    if (!(stepSeconds > 0)) return 0;
    accumulator += std::max(frameSeconds, 0.0);
    int steps = 0;
    while (accumulator >= stepSeconds && steps < maxSteps) {
        accumulator -= stepSeconds;
        ++steps;
    }
    if (steps == maxSteps) accumulator = std::min(accumulator, stepSeconds);  // drop what a slow frame owes
    return steps;
}

int stepsThisFrame(AppState& app, double frameSeconds) {
    if (app.paused) {
        app.accumulator = 0;
        return std::exchange(app.pendingSteps, 0);
    }
    if (!app.realTime) return 1;
    return stepsDue(app.accumulator, frameSeconds, app.world.params.stepSeconds, kMaxStepsPerFrame);
}

void simulateStep(AppState& app) {
    const auto start = std::chrono::steady_clock::now();
    StepReport report;
    if (app.world.params.model == Model::Flock3D) {
        stepFlock3D(app.flock3d, app.world.params.flock3d, app.world.params.species, {}, &app.flock3dScratch);
        app.world.steps += 1;
        app.world.seconds += app.world.params.stepSeconds;
    } else {
        report = stepModel(app.world, app.active, app.buffers, neighborSearchFor(app));
        if (app.inspected < app.world.boids.size()) app.inspected = app.buffers.indexAfterStep(app.inspected);
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (plotShown(app) && app.world.steps % kPlotEverySteps == 0) {
        if (app.plot.history.size() >= kPlotSamples) app.plot.history.erase(app.plot.history.begin());
        app.plot.history.push_back(measureNow(app));
    }
    if (app.timing.bench.on) app.timing.bench.stepMilliseconds.push_back(seconds * 1000);

    Timing& t = app.timing;
    t.recentStepMilliseconds[std::size_t(t.steps) % kRecentSteps] = seconds * 1000;
    ++t.steps;
    t.nonfinite += report.total();
    for (Task task : forceTasks()) {
        const TaskFaults& faults = report.faults[std::size_t(index(task))];
        if (faults.count == 0) continue;
        // Two counts, each named: the boids of this one step, and the rejected forces of the whole run (the summary
        // line's nonfinite= adds up the tasks' run counts).
        const long long run = t.nonfiniteByTask[std::size_t(index(task))] += faults.count;
        std::string& first = app.firstFault[std::size_t(index(task))];
        if (first.empty()) {
            first = describe(task, faults);
            app.firstFaultKind[std::size_t(index(task))] = faults.first;
            app.log.push_back(
                fmt::format("boids: {} (That force counts as zero; this is shown in the panel "
                            "while it goes on.)",
                            describe(task, faults, fmt::format("in step {}", app.world.steps))));
        }
        notify(app,
               fmt::format("{} This run: {} of its forces counted as zero.", describe(task, faults, "in the last step"),
                           run),
               info(task).number);
    }
    if (!report.gridFault.empty()) {
        if (app.firstGridFault.empty()) {
            app.firstGridFault = report.gridFault;
            app.log.push_back(fmt::format("boids: {} (This is shown in the panel while it goes on.)", report.gridFault));
        }
        notify(app, report.gridFault, info(kGridTask).number);
    }
}

}  // namespace boids::app

// The state dump and the summary line.
#include "state_dump.h"

#include <fmt/format.h>

#include "panel_text.h"
#include "sliders.h"

namespace boids::app {

std::string formatStateDump(const AppState& app) {
    const World& w = app.world;
    std::string out = "# boids state dump (framework/app/logic/state_dump.h)\n";
    out += fmt::format("seed={}\nsteps={}\nlearner={}\n", app.seed, w.steps, app.learner ? "loaded" : "missing");
    for (const SliderSpec& spec : workshopSliders()) {
        out += fmt::format("param.{}={}\n", spec.name, formatValue(spec, sliderValue(spec, w.params)));
    }
    for (Task task : forceTasks()) {
        out += fmt::format("task.{}={}\n", info(task).number, flownByLearnersCode(app, task) ? "yours" : "reference");
    }
    if (app.learner) {
        for (Task task : forceTasks()) {
            const LearnerTask& l = app.learnerTasks[std::size_t(index(task))];
            out += fmt::format("checks.{}={}/{}{}{}\n", info(task).number, l.passed, l.total, l.stub ? " stub" : "",
                               l.heldBack.empty() ? "" : " held-back");
        }
        if (isListed(kGridTask)) {
            const LearnerTask& g = app.learnerGrid;
            out += fmt::format("checks.{}={}/{}{}{}\n", info(kGridTask).number, g.passed, g.total, g.stub ? " stub" : "",
                               g.heldBack.empty() ? "" : " held-back");
        }
        if (const std::optional<TaskDiagnosis> d = firstDiagnosis(app)) {
            out += fmt::format("diagnosis.{}={}\n", d->number, d->text);
        }
    }
    if (app.hand.up) {
        out += fmt::format("hand={}\n", app.hand.up->kind == hand::Kind::Help ? "help" : fmt::format("done {}", app.hand.up->task));
    } else {
        out += "hand=down\n";
    }
    out += fmt::format("neighbors={}\n", cliName(app.search));
    out += fmt::format("model={}\nspecies={}\n", cliName(w.params.model), w.params.species ? "on" : "off");
    out += fmt::format("count.boids={}\ncount.predators={}\ncount.obstacles={}\n", w.boids.size(), w.predators.size(),
                       w.obstacles.size());
    out += fmt::format("rejected_forces={}\n", app.timing.nonfinite);
    out += fmt::format("paused={}\nhelp={}\n", app.paused ? "yes" : "no", app.showHelp ? "shown" : "hidden");
    switch (app.inspector) {
        case Inspector::Off: out += "inspector=off\n"; break;
        case Inspector::Picking: out += "inspector=picking\n"; break;
        case Inspector::Showing: out += fmt::format("inspector=boid {}\n", app.inspected); break;
    }
    for (Task task : forceTasks()) {
        const std::string& fault = app.firstFault[std::size_t(index(task))];
        if (!fault.empty()) out += fmt::format("fault.{}={}\n", info(task).number, fault);
    }
    for (std::size_t i = 0; i < w.boids.size(); ++i) {
        const Boid& b = w.boids[i];
        out += fmt::format("boid {} {:.9g} {:.9g} {:.9g} {:.9g}\n", i, b.position.x, b.position.y, b.velocity.x,
                           b.velocity.y);
    }
    for (std::size_t i = 0; i < w.predators.size(); ++i) {
        const Predator& p = w.predators[i];
        out += fmt::format("predator {} {:.9g} {:.9g} {:.9g} {:.9g}\n", i, p.position.x, p.position.y, p.velocity.x,
                           p.velocity.y);
    }
    for (std::size_t i = 0; i < w.obstacles.size(); ++i) {
        const Obstacle& o = w.obstacles[i];
        out += fmt::format("obstacle {} {:.9g} {:.9g} {:.9g}\n", i, o.center.x, o.center.y, o.radius);
    }
    return out;
}

std::string nonfiniteNote(const AppState& app) {
    const Timing& t = app.timing;
    if (t.nonfinite == 0) return {};
    std::string byTask;
    for (Task task : forceTasks()) {
        const long long n = t.nonfiniteByTask[std::size_t(index(task))];
        if (n == 0) continue;
        byTask += fmt::format("{}Task {} {}: {}", byTask.empty() ? "" : ", ", info(task).number, info(task).name, n);
    }
    return fmt::format(
        "boids: nonfinite={}: over the run's {} steps, {} force results were NaN, infinite or thrown and counted as "
        "zero ({}), one per boid and step; the panel counts the boids of the last step.",
        t.nonfinite, t.steps, t.nonfinite, byTask);
}

std::string summaryLine(const AppState& app, long long frames) {
    const Timing& t = app.timing;
    const double msPerStep = stepMilliseconds(t);  // the panel's "ms per step"
    std::string sides;
    for (Task task : forceTasks()) {
        if (!sides.empty()) sides += ',';
        sides += flownByLearnersCode(app, task) ? "yours" : "ref";
    }
    std::string line = fmt::format(
        "frames={} steps={} boids={} predators={} obstacles={} seed={} ms_per_step={:.3f} "
        "nonfinite={} sides={} neighbors={}",
        frames, t.steps, app.world.boids.size(), app.world.predators.size(), app.world.obstacles.size(), app.seed,
        msPerStep, t.nonfinite, sides, cliName(app.search));
    if (app.realTime) line += fmt::format(" fps={:.1f}", t.fps);
    line += fmt::format(" threads={} vector={}", stepThreads(app), pairSumsVectorUnit());
    if (!t.bench.frameMilliseconds.empty()) line += fmt::format(" ms_per_frame={:.3f}", medianFrameMilliseconds(t));
    return line;
}

}  // namespace boids::app

// The program's state and what changes it: task switching, the search, the models, the fixed-step update, notices.
// Input is app_input.cpp, the window's own checks of the learner's code app_checks.cpp, timing app_timing.cpp.
#include "app_state.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <exception>
#include <utility>

#include <fmt/format.h>

#include <boids/checks.h>


namespace boids::app {

std::string taskName(Task task) { return fmt::format("Task {} {}", info(task).number, info(task).name); }

namespace {

// The flock's size is capped by the search (brute force is O(n^2)) and by the model (the 3D flock has no grid).
void capBoids(AppState& app) {
    const Model model = app.world.params.model;
    const int most = std::min(maxBoids(app.search), modelMaxBoids(model));
    if (app.world.params.numBoids <= most) return;
    if (modelMaxBoids(model) <= maxBoids(app.search)) {
        notify(app, fmt::format("The {} stops at {} boids: it compares every pair.", displayName(model), most), 0, 4);
    } else {
        notify(app,
               fmt::format("Brute force stops at {} boids (it compares every pair). Press G for a grid, which goes to "
                           "{}.",
                           most, kMaxBoids),
               0, 4);
    }
    app.world.params.numBoids = most;
}

// Everything in the world back inside it, after it shrank.
void wrapEverything(World& world) {
    const Vec2 size = world.params.worldSize;
    for (Boid& b : world.boids) b.position = wrap(b.position, size);
    for (Predator& p : world.predators) p.position = wrap(p.position, size);
    for (Obstacle& o : world.obstacles) o.center = wrap(o.center, size);
}

// Task `task`'s checks on `learner`: those the window's checker ran (`checks`), or run here; and whether the plugin
// was built from its reference (bit index(task) of `solvedMask`).
LearnerTask checkedTask(Task task, const TaskTable& learner, const LearnerChecks* checks, unsigned solvedMask) {
    const auto i = std::size_t(index(task));
    LearnerTask out = task == kGridTask ? (checks ? checks->grid : checkLearnerGrid(learner))
                                        : (checks ? checks->tasks[i] : checkLearnerTask(task, learner));
    out.builtFromSolution = (solvedMask >> i) & 1u;
    return out;
}

}  // namespace

void paramsChanged(AppState& app) {
    capBoids(app);
    const Vec2 size = worldSizeFor(app.world.params.numBoids, baseWorldSize(app.world.params));
    if (size != app.world.params.worldSize) {
        app.world.params.worldSize = size;
        wrapEverything(app.world);
        setWindowSize(app, app.layout.window);
    }
    syncPopulation(app.world);
    const Params& p = app.world.params;
    if (p.model == Model::Flock3D && app.flock3d.boids.size() != std::size_t(std::max(p.numBoids, 0))) {
        app.flock3d = makeFlock3D(p.numBoids, p.flock3d, app.world.random.next());
    }
    if (app.inspector == Inspector::Showing && app.inspected >= app.world.boids.size()) {
        app.inspector = Inspector::Picking;
    }
}

// The active table: each force from its side, and the grid from the learner while "your grid" is the search.
void refreshActive(AppState& app) {
    app.active = mixTables(app.learner ? *app.learner : app.reference, app.reference, app.sides);
    if (app.search == SearchMode::LearnerGrid && app.learner) {
        app.active.buildGrid = app.learner->buildGrid;
        app.active.findNeighborsInGrid = app.learner->findNeighborsInGrid;
    }
}

Vec2 worldSizeFor(int boids, Vec2 base) {
    if (boids <= kBoidsInBaseWorld) return base;
    const float grow = std::sqrt(float(boids) / float(kBoidsInBaseWorld));
    return {std::round(base.x * grow), std::round(base.y * grow)};
}

void setSearchMode(AppState& app, SearchMode mode) {
    if (mode == SearchMode::LearnerGrid && (!app.learner || !app.learner->buildGrid)) {
        notify(app, fmt::format("Your code is not loaded ({}), so there is no grid of yours to run.", app.learnerProblem),
               0, 3);
        return;
    }
    if (mode == SearchMode::LearnerGrid && !app.learnerGrid.heldBack.empty()) {
        notify(app, taskName(kGridTask) + ": your grid is held back: " + app.learnerGrid.heldBack, 0, 8);
        return;
    }
    app.search = mode;
    refreshActive(app);
    std::string text = fmt::format("Neighbour search: {}.", label(mode));
    if (mode == SearchMode::LearnerGrid && app.learnerGrid.stub) {
        text += fmt::format(" It is still the stub, so no boid has neighbours (task {}, exercises/{}).",
                            info(kGridTask).number, info(kGridTask).file);
    } else if (mode == SearchMode::LearnerGrid && app.learnerGrid.builtFromSolution) {
        text += fmt::format(" This build runs the reference for task {0} (./workshop solve {0}).", info(kGridTask).number);
    } else if (mode != SearchMode::BruteForce) {
        const int most = std::min(kMaxBoids, modelMaxBoids(app.world.params.model));
        text += fmt::format(" numBoids now goes up to {}.", most);
    }
    notify(app, std::move(text), 0, 3);
    if (app.world.params.numBoids > maxBoids(mode)) paramsChanged(app);
}

void replaceLearner(AppState& app, const TaskTable& learner, unsigned solvedMask, double secondsSinceSave,
                    const LearnerChecks* checks) {
    const bool first = !app.learner;
    app.learner = learner;
    app.learnerProblem.clear();
    app.rebuild.errors.clear();
    app.rebuild.heldBack.clear();
    std::string changes;
    for (Task task : kForceTasks) {
        const auto i = std::size_t(index(task));
        const LearnerTask before = app.learnerTasks[i];
        const LearnerTask& now = app.learnerTasks[i] = checkedTask(task, learner, checks, solvedMask);
        if (first || !before.heldBack.empty()) app.sides[i] = Side::Learner;
        app.firstFault[i].clear();  // a new chance: faults of the old code are not this code's
        app.firstFaultKind[i] = ForceFault::None;
        if (now.passed != before.passed || now.stub != before.stub || first) {
            changes += fmt::format("; {}: {}", taskName(task),
                                   now.stub ? std::string("stub") : fmt::format("{}/{} checks", now.passed, now.total));
        }
    }
    app.firstGridFault.clear();
    const LearnerTask gridBefore = app.learnerGrid;
    app.learnerGrid = checkedTask(kGridTask, learner, checks, solvedMask);
    if (app.learnerGrid.passed != gridBefore.passed) {
        changes += fmt::format("; {}: {}/{} checks", taskName(kGridTask), app.learnerGrid.passed, app.learnerGrid.total);
    }
    refreshActive(app);
    const std::string text = fmt::format("Reloaded your code, {:.1f} s after the save{}.", secondsSinceSave, changes);
    app.log.push_back("boids: " + text);
    notify(app, text, 0, 6);
}

SearchMode nextSearchMode(const AppState& app) {
    switch (app.search) {
        case SearchMode::BruteForce:
            return app.learner && app.learnerGrid.heldBack.empty() ? SearchMode::LearnerGrid : SearchMode::ReferenceGrid;
        case SearchMode::LearnerGrid: return SearchMode::ReferenceGrid;
        case SearchMode::ReferenceGrid: return SearchMode::BruteForce;
    }
    return SearchMode::BruteForce;
}

NeighborSearch neighborSearchFor(const AppState& app) {
    switch (app.search) {
        case SearchMode::BruteForce: return NeighborSearch::BruteForce;
        case SearchMode::LearnerGrid: return NeighborSearch::Grid;
        case SearchMode::ReferenceGrid: {
            const bool flockIsReference = std::all_of(kForceTasks.begin(), kForceTasks.end(), [&](Task task) {
                return info(task).kind != TaskKind::Flock || app.sides[std::size_t(index(task))] == Side::Reference;
            });
            return flockIsReference ? NeighborSearch::FastReference : NeighborSearch::CellList;
        }
    }
    return NeighborSearch::BruteForce;
}

TaskTable mixTables(const TaskTable& learner, const TaskTable& reference, const std::array<Side, kTaskCount>& sides) {
    TaskTable t = reference;  // anything beyond the forces (the grid task's grid) comes from the reference
    for (Task task : kForceTasks) {
        if (sides[std::size_t(index(task))] == Side::Learner) t[task] = learner[task];
    }
    return t;
}

AppState makeAppState(const Params& params, std::uint64_t seed, const TaskTable& reference, const TaskTable* learner,
                      unsigned solvedMask, Vec2 window, SearchMode search, const LearnerChecks* checks) {
    AppState app;
    app.buffers.keepCellOrder = true;  // the fused step reads the flock in order; the inspector follows its boid
    if (search == SearchMode::LearnerGrid && !learner) {
        app.log.push_back("boids: your grid needs your code, which is not loaded: using the reference grid.");
        search = SearchMode::ReferenceGrid;
    }
    if (search == SearchMode::LearnerGrid && checks && !checks->grid.heldBack.empty()) {
        app.log.push_back("boids: your grid is held back (" + checks->grid.heldBack + "): using the reference grid.");
        search = SearchMode::ReferenceGrid;
    }
    Params sized = params;
    if (params.numBoids > modelMaxBoids(params.model)) {
        app.log.push_back(fmt::format("boids: numBoids {} is more than the model {} flies: it stops at {} boids, "
                                      "because it compares every pair. It starts with {}.",
                                      params.numBoids, displayName(params.model), modelMaxBoids(params.model),
                                      modelMaxBoids(params.model)));
        sized.numBoids = modelMaxBoids(params.model);
    }
    if (sized.numBoids > maxBoids(search)) {
        app.log.push_back(fmt::format("boids: {} boids is more than brute force allows ({}): using the reference grid.",
                                      sized.numBoids, maxBoids(search)));
        search = SearchMode::ReferenceGrid;
    }
    app.search = search;
    sized.worldSize =
        worldSizeFor(sized.numBoids, params.model == Model::InverseSquare ? baseWorldSize(params) : params.worldSize);
    app.world = makeWorld(sized, seed);
    if (params.model == Model::InverseSquare) spawnInverseSquare(app.world);
    if (params.model == Model::Flock3D) app.flock3d = makeFlock3D(sized.numBoids, params.flock3d, seed);
    app.seed = seed;
    app.reference = reference;
    if (learner) app.learner = *learner;
    for (Task task : kForceTasks) {
        const auto i = std::size_t(index(task));
        app.sides[i] = learner ? Side::Learner : Side::Reference;
        if (learner) {
            app.learnerTasks[i] = checkedTask(task, *learner, checks, solvedMask);
            if (!app.learnerTasks[i].heldBack.empty()) app.sides[i] = Side::Reference;
        }
    }
    if (learner) app.learnerGrid = checkedTask(kGridTask, *learner, checks, solvedMask);
    refreshActive(app);
    setWindowSize(app, window);
    return app;
}

void setModel(AppState& app, Model model) {
    Params& p = app.world.params;
    p.model = model;
    if (app.inspector != Inspector::Off && model != Model::Workshop) app.inspector = Inspector::Off;
    app.dragging.reset();
    app.plot.history.clear();
    paramsChanged(app);
    notify(app,
           fmt::format("Model: {}. M switches, O sets its seed's values{}.", displayName(model),
                       model == Model::Workshop ? "" : "; the tasks do not run in it"),
           0, 3);
}

void applyModelPreset(AppState& app) {
    Params& p = app.world.params;
    applyPreset(p.model, p);
    paramsChanged(app);
    if (p.model == Model::InverseSquare) spawnInverseSquare(app.world);
    if (p.model == Model::Flock3D) app.flock3d = makeFlock3D(p.numBoids, p.flock3d, app.world.random.next());
    app.plot.history.clear();
    notify(app, fmt::format("{}: the seed's values.", displayName(p.model)), 0, 3);
}

std::span<const SliderSpec> activeSliders(const AppState& app) { return slidersFor(app.world.params.model); }

bool plotShown(const AppState& app) { return app.plot.shown || app.world.params.model != Model::Workshop; }

FlockMetrics measureNow(AppState& app) {
    if (app.world.params.model == Model::Flock3D) {
        FlockMetrics m;
        m.step = app.world.steps;
        m.seconds = app.world.seconds;
        m.polarization = polarization3D(app.flock3d.boids);
        return m;
    }
    return measureFlock(app.world, modelNeighborRadius(app.world.params), app.plot.clusters);
}

void setWindowSize(AppState& app, Vec2 window) { app.layout = computeLayout(window, app.world.params.worldSize); }

void advanceClock(AppState& app, double frameSeconds) {
    app.clock += frameSeconds;
    if (app.realTime && frameSeconds > 0) {
        // Smooth the frame time, not the rate: the mean of 1/t is not 1/(mean t).
        Timing& t = app.timing;
        t.frameSeconds = t.frameSeconds == 0 ? frameSeconds : 0.95 * t.frameSeconds + 0.05 * frameSeconds;
        t.fps = 1 / t.frameSeconds;
    }
    std::erase_if(app.notices, [&](const Notice& n) { return n.until <= app.clock; });
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
    for (Task task : kForceTasks) {
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

void useAllThreads(AppState& app, bool all) {
    app.allThreads = all;
    app.buffers.threads = all ? app.pool : nullptr;
}

int stepThreads(const AppState& app) { return app.buffers.threads ? app.buffers.threads->size() : 1; }

void notify(AppState& app, std::string text, int task, double seconds) {
    const double until = app.clock + seconds;
    if (task != 0) {
        for (Notice& n : app.notices) {
            if (n.task == task) {
                n = {std::move(text), until, task};
                return;
            }
        }
    }
    app.notices.push_back({std::move(text), until, task});
    if (app.notices.size() > 6) app.notices.erase(app.notices.begin());  // the panel has room for a few
}

std::optional<std::size_t> boidNear(const World& world, Vec2 at, float maxDistance) {
    std::optional<std::size_t> best;
    float bestDistance = maxDistance;
    for (std::size_t i = 0; i < world.boids.size(); ++i) {
        const float d = distance(world.boids[i].position, at);
        if (d <= bestDistance) {
            best = i;
            bestDistance = d;
        }
    }
    return best;
}

}  // namespace boids::app

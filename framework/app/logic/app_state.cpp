// The program's state and what changes it: its making, the parameters, the models, notices. The learner's code and
// the search are app_learner.cpp, the fixed-step update app_update.cpp, input app_input.cpp, the window's own checks
// of the learner's code app_checks.cpp, timing app_timing.cpp.
#include "app_state.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include <fmt/format.h>

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
    const WorldParams& p = app.world.params;
    if (p.model == Model::Flock3D && app.flock3d.boids.size() != std::size_t(std::max(p.numBoids, 0))) {
        app.flock3d = makeFlock3D(p.numBoids, p.flock3d, app.world.random.next());
    }
    if (app.inspector == Inspector::Showing && app.inspected >= app.world.boids.size()) {
        app.inspector = Inspector::Picking;
    }
}

Vec2 worldSizeFor(int boids, Vec2 base) {
    if (boids <= kBoidsInBaseWorld) return base;
    const float grow = std::sqrt(float(boids) / float(kBoidsInBaseWorld));
    return {std::round(base.x * grow), std::round(base.y * grow)};
}

AppState makeAppState(const WorldParams& params, std::uint64_t seed, const TaskTable& reference, const TaskTable* learner,
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
    WorldParams sized = params;
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
    if (learner) takeChecks(app, *learner, checks, solvedMask);
    for (Task task : forceTasks()) {
        const auto i = std::size_t(index(task));
        app.sides[i] = learner && app.learnerTasks[i].heldBack.empty() ? Side::Learner : Side::Reference;
    }
    refreshActive(app);
    setWindowSize(app, window);
    return app;
}

void setModel(AppState& app, Model model) {
    WorldParams& p = app.world.params;
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
    WorldParams& p = app.world.params;
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

void setWindowSize(AppState& app, Vec2 window) {
    app.layout = computeLayout(window, app.world.params.worldSize, app.layout.textSize);
}

void setTextSize(AppState& app, TextSize size) {
    app.layout = computeLayout(app.layout.window, app.world.params.worldSize, size);
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

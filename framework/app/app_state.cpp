// The program's state and what changes it: input handling, the fixed-step update, task switching, notices.
#include "app_state.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <exception>
#include <utility>

#include <fmt/format.h>

#include <boids/checks.h>

#include "cli.h"

namespace boids::app {

namespace {

// Pixels around a click within which a boid or an obstacle counts as hit.
constexpr float kPickPixels = 24;
constexpr float kObstacleSlackPixels = 4;

std::string taskName(Task task) { return fmt::format("Task {} {}", info(task).number, info(task).name); }

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

void toggleTask(AppState& app, int number) {
    if (number < 1 || number > kTaskCount) return;
    const Task task = Task(number);
    if (!app.learner) {
        notify(app, fmt::format("Your code is not loaded ({}), so every task runs the reference.", app.learnerProblem),
               0, 2);
        return;
    }
    Side& side = app.sides[std::size_t(index(task))];
    if (const std::string& why = app.learnerTasks[std::size_t(index(task))].heldBack; !why.empty()) {
        notify(app, fmt::format("{}: your code is held back, so the reference runs: {}", taskName(task), why), number, 8);
        return;
    }
    side = side == Side::Learner ? Side::Reference : Side::Learner;
    refreshActive(app);
    notify(app,
           fmt::format("{}: now running {}.", taskName(task), side == Side::Learner ? "your code" : "the reference"), 0,
           2);
}

// A click in the world: pick a boid (inspector), or remove the obstacle under it, or add one there.
void clickWorld(AppState& app, Vec2 screen) {
    World& world = app.world;
    const Vec2 at = toWorld(app.layout, screen);
    if (app.inspector != Inspector::Off) {
        if (const auto boid = boidNear(world, at, kPickPixels / app.layout.scale)) {
            app.inspected = *boid;
            app.inspector = Inspector::Showing;
        } else {
            notify(app, "No boid there: click on a boid to inspect it (F or Esc leaves the inspector).", 0, 2);
        }
        return;
    }
    for (std::size_t i = 0; i < world.obstacles.size(); ++i) {
        const Obstacle& o = world.obstacles[i];
        if (distance(o.center, at) <= o.radius + kObstacleSlackPixels / app.layout.scale) {
            world.obstacles.erase(world.obstacles.begin() + std::ptrdiff_t(i));
            world.params.numObstacles = int(world.obstacles.size());
            return;
        }
    }
    const auto& spec = kSliders[*findSlider("numObstacles")];
    if (world.params.numObstacles >= int(spec.max)) {
        notify(app, fmt::format("{} obstacles is the most; click one to remove it.", int(spec.max)), 0, 2);
        return;
    }
    const Params& p = world.params;
    world.obstacles.push_back({at, (p.obstacleMinRadius + p.obstacleMaxRadius) / 2});
    world.params.numObstacles = int(world.obstacles.size());
}

void pressSlider(AppState& app, std::size_t slider, Vec2 at) {
    if (slider >= activeSliders(app).size()) return;
    const SliderSpec& spec = activeSliders(app)[slider];
    const Rect& track = app.layout.sliders[slider].track;
    const float handle = xForValue(spec, track.x, track.w, sliderValue(spec, app.world.params));
    app.dragging = slider;
    // On the handle: grab it where it is, so that a press alone never changes the value. Elsewhere: jump there.
    const bool onHandle = std::abs(at.x - handle) <= kHandleRadius + 2;
    app.grabOffset = onHandle ? at.x - handle : 0.0f;
    if (!onHandle) {
        setSliderValue(spec, app.world.params, valueAtX(spec, track.x, track.w, at.x));
        paramsChanged(app);
    }
}

void dragSlider(AppState& app, Vec2 at) {
    if (*app.dragging >= activeSliders(app).size()) return;
    const SliderSpec& spec = activeSliders(app)[*app.dragging];
    const Rect& track = app.layout.sliders[*app.dragging].track;
    const float value = valueAtX(spec, track.x, track.w, at.x - app.grabOffset);
    if (value != sliderValue(spec, app.world.params)) {
        setSliderValue(spec, app.world.params, value);
        paramsChanged(app);
    }
}

void resetSliders(AppState& app) {
    if (app.world.params.model != Model::Workshop) return applyModelPreset(app);
    for (const SliderSpec& spec : kSliders) setSliderValue(spec, app.world.params, sliderValue(spec, Params{}));
    paramsChanged(app);
    notify(app, "Sliders reset to the workshop defaults.", 0, 2);
}

void onMouseMove(AppState& app, Vec2 at) {
    app.mouse = at;
    if (app.dragging) dragSlider(app, at);
    // The cursor is a predator while it is over the world; not while it drags a slider, nor in the inspector,
    // where it would scare the very boid being inspected.
    if (!app.dragging && app.inspector == Inspector::Off && isOverWorld(app.layout, at)) {
        app.world.mousePredator = toWorld(app.layout, at);
    } else {
        app.world.mousePredator.reset();
    }
}

void onKey(AppState& app, const KeyPress& key) {
    const KeyCommand c = commandForKey(key);
    switch (c.command) {
        case Command::None: break;
        case Command::ToggleTask: toggleTask(app, c.task); break;
        case Command::TogglePause: app.paused = !app.paused; break;
        case Command::CycleSearch: setSearchMode(app, nextSearchMode(app)); break;
        case Command::CycleModel: setModel(app, nextModel(app.world.params.model)); break;
        case Command::ApplyPreset: applyModelPreset(app); break;
        case Command::ToggleSpecies:
            app.world.params.species = !app.world.params.species;
            app.plot.history.clear();
            notify(app,
                   app.world.params.species ? "Species on: each boid flocks only with boids of its own colour."
                                            : "Species off: every boid flocks with every other.",
                   0, 3);
            break;
        case Command::TogglePlot: app.plot.shown = !app.plot.shown; break;
        case Command::ToggleThreads:
            useAllThreads(app, !app.allThreads);
            notify(app,
                   fmt::format("A step now runs on {} thread{}{}.", stepThreads(app), stepThreads(app) == 1 ? "" : "s",
                               app.world.boids.size() < kParallelStepMinBoids
                                   ? fmt::format(" (from {} boids on, with a grid)", kParallelStepMinBoids)
                                   : ""),
                   0, 3);
            break;
        case Command::StepOnce:
            if (app.paused) {
                ++app.pendingSteps;
            } else {
                notify(app, "Space steps once while paused: press P first.", 0, 2);
            }
            break;
        case Command::Rerandomize: {
            const std::optional<Vec2> mouse = app.world.mousePredator;
            app.world = makeWorld(app.world.params, app.world.random.next());
            app.world.mousePredator = mouse;
            if (app.world.params.model == Model::InverseSquare) spawnInverseSquare(app.world);
            if (app.world.params.model == Model::Flock3D) {
                app.flock3d = makeFlock3D(app.world.params.numBoids, app.world.params.flock3d, app.world.random.next());
            }
            app.plot.history.clear();
            if (app.inspector == Inspector::Showing) app.inspector = Inspector::Picking;
            break;
        }
        case Command::ToggleHelp: app.showHelp = !app.showHelp; break;
        case Command::ToggleInspector:
            if (app.world.params.model != Model::Workshop && app.inspector == Inspector::Off) {
                notify(app, "The force inspector shows the workshop's five forces: press M for the workshop model.", 0,
                       3);
                break;
            }
            app.inspector = app.inspector == Inspector::Off ? Inspector::Picking : Inspector::Off;
            if (app.mouse) onMouseMove(app, *app.mouse);  // the cursor stops or starts being a predator
            break;
        case Command::Back:
            if (app.inspector != Inspector::Off) {
                app.inspector = Inspector::Off;
                if (app.mouse) onMouseMove(app, *app.mouse);
            } else if (app.showHelp) {
                app.showHelp = false;
            } else {
                app.quit = true;
            }
            break;
    }
}

void onMousePress(AppState& app, const MousePress& press) {
    onMouseMove(app, press.at);
    if (press.button != MouseButton::Left) return;
    if (const auto slider = sliderAt(app.layout, press.at)) {
        pressSlider(app, *slider, press.at);
    } else if (app.layout.resetButton.contains(press.at)) {
        resetSliders(app);
    } else if (app.layout.searchButton.contains(press.at)) {
        setSearchMode(app, nextSearchMode(app));
    } else if (app.layout.modelButton.contains(press.at)) {
        setModel(app, nextModel(app.world.params.model));
    } else if (app.layout.presetButton.contains(press.at)) {
        applyModelPreset(app);
    } else if (isOverWorld(app.layout, press.at) && app.world.params.model == Model::Workshop) {
        clickWorld(app, press.at);
    }
}

void onWheel(AppState& app, int steps) {
    if (!app.mouse || steps == 0) return;
    // Over a slider (its label or its track): one step per notch, for values the mouse cannot hit exactly.
    const std::span<const SliderSpec> sliders = activeSliders(app);
    for (std::size_t i = 0; i < sliders.size() && i < app.layout.sliders.size(); ++i) {
        const SliderGeometry& g = app.layout.sliders[i];
        const Rect area{g.hitBox.x, g.label.y, g.hitBox.w, g.hitBox.bottom() - g.label.y};
        if (!area.contains(*app.mouse)) continue;
        const SliderSpec& spec = sliders[i];
        setSliderValue(spec, app.world.params, nudged(spec, sliderValue(spec, app.world.params), steps));
        paramsChanged(app);
        return;
    }
}

}  // namespace

bool LearnerChecks::anyHeldBack() const {
    return !problem.empty() || !loadHeldBack.empty() || !grid.heldBack.empty() ||
           std::any_of(tasks.begin(), tasks.end(), [](const LearnerTask& t) { return !t.heldBack.empty(); });
}

namespace {

// Runs `checks` on `learner` and adds them to `result`: the window counts the same checks as ./workshop test.
void countProperties(LearnerTask& result, const std::vector<PropertyCheck>& checks, const TaskTable& learner,
                     Progress* progress) {
    for (const PropertyCheck& check : checks) {
        ++result.total;
        try {
            if (check.run(learner, progress).holds) ++result.passed;
        } catch (const std::exception& e) {
            if (result.threw.empty()) result.threw = e.what();
        } catch (...) {
            if (result.threw.empty()) result.threw = "an exception that is not a std::exception";
        }
    }
}

}  // namespace

LearnerTask checkLearnerTask(Task task, const TaskTable& learner, Progress* progress) {
    LearnerTask result;
    bool allZero = true;
    for (const ForceCase& c : casesFor(task)) {
        if (progress) progress->at(c.name);
        ++result.total;
        try {
            const Vec2 force = evaluate(c, learner);
            if (passes(c, force)) ++result.passed;
            if (!(force.x == 0 && force.y == 0)) allZero = false;
        } catch (const std::exception& e) {
            allZero = false;
            if (result.threw.empty()) result.threw = e.what();
        } catch (...) {
            allZero = false;
            if (result.threw.empty()) result.threw = "an exception that is not a std::exception";
        }
    }
    result.stub = allZero && result.total > 0;
    countProperties(result, forceProperties(task), learner, progress);  // as ./workshop test runs them, after the cases
    return result;
}

Vec2 worldSizeFor(int boids, Vec2 base) {
    if (boids <= kBoidsInBaseWorld) return base;
    const float grow = std::sqrt(float(boids) / float(kBoidsInBaseWorld));
    return {std::round(base.x * grow), std::round(base.y * grow)};
}

LearnerTask checkLearnerGrid(const TaskTable& learner, Progress* progress) {
    LearnerTask result;
    if (!learner.buildGrid || !learner.findNeighborsInGrid) return result;  // a table without task 6: no checks
    bool foundAny = false;
    for (const GridCase& c : gridCases()) {
        if (progress) progress->at(c.name);
        ++result.total;
        try {
            const GridCheck check = checkGrid(c, learner);
            if (check.same) ++result.passed;
            foundAny = foundAny || check.foundAny;
        } catch (const std::exception& e) {
            foundAny = true;
            if (result.threw.empty()) result.threw = e.what();
        } catch (...) {
            foundAny = true;
            if (result.threw.empty()) result.threw = "an exception that is not a std::exception";
        }
    }
    result.stub = !foundAny && result.total > 0;
    countProperties(result, gridProperties(), learner, progress);  // as ./workshop test 6 runs them
    return result;
}

void setSearchMode(AppState& app, SearchMode mode) {
    if (mode == SearchMode::LearnerGrid && (!app.learner || !app.learner->buildGrid)) {
        notify(app, fmt::format("Your code is not loaded ({}), so there is no grid of yours to run.", app.learnerProblem),
               0, 3);
        return;
    }
    if (mode == SearchMode::LearnerGrid && !app.learnerGrid.heldBack.empty()) {
        notify(app, "Task 6 Spatial grid: your grid is held back: " + app.learnerGrid.heldBack, 0, 8);
        return;
    }
    app.search = mode;
    refreshActive(app);
    std::string text = fmt::format("Neighbour search: {}.", label(mode));
    if (mode == SearchMode::LearnerGrid && app.learnerGrid.stub) {
        text += " It is still the stub, so no boid has neighbours (task 6, exercises/06_spatial_grid.cpp).";
    } else if (mode == SearchMode::LearnerGrid && app.learnerGrid.builtFromSolution) {
        text += " This build runs the reference for task 6 (./workshop solve 6).";
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
    for (Task task : kAllTasks) {
        const auto i = std::size_t(index(task));
        const LearnerTask before = app.learnerTasks[i];
        LearnerTask& now = app.learnerTasks[i] = checks ? checks->tasks[i] : checkLearnerTask(task, learner);
        now.builtFromSolution = (solvedMask >> i) & 1u;
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
    app.learnerGrid = checks ? checks->grid : checkLearnerGrid(learner);
    app.learnerGrid.builtFromSolution = (solvedMask >> 5) & 1u;
    if (app.learnerGrid.passed != gridBefore.passed) {
        changes += fmt::format("; Task 6 Spatial grid: {}/{} checks", app.learnerGrid.passed, app.learnerGrid.total);
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
            const bool flockIsReference = std::all_of(app.sides.begin(), app.sides.begin() + 3,
                                                      [](Side side) { return side == Side::Reference; });
            return flockIsReference ? NeighborSearch::FastReference : NeighborSearch::CellList;
        }
    }
    return NeighborSearch::BruteForce;
}

TaskTable mixTables(const TaskTable& learner, const TaskTable& reference, const std::array<Side, kTaskCount>& sides) {
    auto pick = [&](Task task, auto TaskTable::*field) {
        return sides[std::size_t(index(task))] == Side::Learner ? learner.*field : reference.*field;
    };
    TaskTable t = reference;  // anything beyond the five forces (task 6's grid) comes from the reference
    t.alignment = pick(Task::Alignment, &TaskTable::alignment);
    t.separation = pick(Task::Separation, &TaskTable::separation);
    t.cohesion = pick(Task::Cohesion, &TaskTable::cohesion);
    t.flee = pick(Task::Flee, &TaskTable::flee);
    t.obstacleAvoid = pick(Task::ObstacleAvoid, &TaskTable::obstacleAvoid);
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
    for (Task task : kAllTasks) {
        const auto i = std::size_t(index(task));
        app.sides[i] = learner ? Side::Learner : Side::Reference;
        if (learner) {
            app.learnerTasks[i] = checks ? checks->tasks[i] : checkLearnerTask(task, *learner);
            app.learnerTasks[i].builtFromSolution = (solvedMask >> i) & 1u;
            if (!app.learnerTasks[i].heldBack.empty()) app.sides[i] = Side::Reference;
        }
    }
    if (learner) {
        app.learnerGrid = checks ? checks->grid : checkLearnerGrid(*learner);
        app.learnerGrid.builtFromSolution = (solvedMask >> 5) & 1u;
    }
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

void handleInput(AppState& app, const InputEvent& event) {
    if (const auto* key = std::get_if<KeyPress>(&event)) {
        onKey(app, *key);
    } else if (const auto* press = std::get_if<MousePress>(&event)) {
        onMousePress(app, *press);
    } else if (const auto* release = std::get_if<MouseRelease>(&event)) {
        if (app.dragging && release->button == MouseButton::Left) {
            dragSlider(app, release->at);
            app.dragging.reset();
        }
        onMouseMove(app, release->at);
    } else if (const auto* move = std::get_if<MouseMove>(&event)) {
        onMouseMove(app, move->at);
    } else if (const auto* wheel = std::get_if<MouseWheel>(&event)) {
        onWheel(app, wheel->steps);
    } else if (std::holds_alternative<MouseLeftWindow>(event)) {
        app.mouse.reset();
        app.world.mousePredator.reset();
    } else if (std::holds_alternative<QuitRequested>(event)) {
        app.quit = true;
    }
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
    for (Task task : kAllTasks) {
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
        notify(app, report.gridFault, 6);
    }
}

void useAllThreads(AppState& app, bool all) {
    app.allThreads = all;
    app.buffers.threads = all ? app.pool : nullptr;
}

int stepThreads(const AppState& app) { return app.buffers.threads ? app.buffers.threads->size() : 1; }

void runBench(AppState& app, long long steps, long long warmup, const std::function<void()>& draw) {
    for (long long s = 0; s < warmup; ++s) simulateStep(app);
    BenchRecord& bench = app.timing.bench;
    bench.on = true;
    const std::size_t room = std::size_t(std::clamp(steps, 0LL, kBenchMaxFrames));
    bench.stepMilliseconds.reserve(room);
    if (draw) bench.frameMilliseconds.reserve(room);
    for (long long s = 0; s < steps; ++s) {
        const auto start = std::chrono::steady_clock::now();
        simulateStep(app);
        if (!draw) continue;
        draw();
        bench.frameMilliseconds.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
}

namespace {

double median(std::vector<double> ms) {
    if (ms.empty()) return 0;
    const auto middle = ms.begin() + std::ptrdiff_t(ms.size() / 2);
    std::nth_element(ms.begin(), middle, ms.end());
    return *middle;
}

}  // namespace

double stepMilliseconds(const Timing& timing) {
    if (timing.bench.on) return median(timing.bench.stepMilliseconds);
    const auto& recent = timing.recentStepMilliseconds;
    const auto kept = std::ptrdiff_t(std::min<long long>(timing.steps, kRecentSteps));
    return median(std::vector<double>(recent.begin(), recent.begin() + kept));
}
double medianFrameMilliseconds(const Timing& timing) { return median(timing.bench.frameMilliseconds); }

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

// The program's input: keys, clicks, drags and the wheel, acting on the state (app_state.h's handleInput).
#include <algorithm>
#include <variant>

#include <fmt/format.h>

#include "app_state.h"
#include "hand_sign.h"
#include "panel_text.h"

namespace boids::app {

namespace {

// Pixels around a click within which a boid or an obstacle counts as hit.
constexpr float kPickPixels = 24;
constexpr float kObstacleSlackPixels = 4;

void toggleTask(AppState& app, int number) {
    const std::optional<Task> found = taskNumbered(number);
    if (!found || info(*found).kind == TaskKind::Grid) return;  // the grid is the search mode's key, G
    const Task task = *found;
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
    const char* now = side == Side::Reference          ? "the reference"
                      : flownByLearnersCode(app, task) ? "your code"
                                                       : "your build, which holds the reference ./workshop solve swapped in";
    notify(app, fmt::format("{}: now running {}.", taskName(task), now), 0, 2);
}

// A click in the world: pick a boid (inspector), or remove the obstacle under it, or add one there.
void clickWorld(AppState& app, Vec2 screen) {
    World& world = app.world;
    const Vec2 at = toWorld(app.layout, screen);
    if (app.inspector != Inspector::Off) {
        if (const auto boid = boidNear(world, at, kPickPixels / app.layout.scale)) {
            app.inspected = *boid;
            app.inspector = Inspector::Showing;
            ++app.picks;
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
    const auto& spec = workshopSliders()[*findSlider("numObstacles")];
    if (world.params.numObstacles >= int(spec.max)) {
        notify(app, fmt::format("{} obstacles is the most; click one to remove it.", int(spec.max)), 0, 2);
        return;
    }
    const WorldParams& p = world.params;
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
    for (const SliderSpec& spec : workshopSliders()) setSliderValue(spec, app.world.params, sliderValue(spec, WorldParams{}));
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

namespace {

void toggleSpecies(AppState& app) {
    app.world.params.species = !app.world.params.species;
    app.plot.history.clear();
    notify(app,
           app.world.params.species ? "Species on: each boid flocks only with boids of its own colour."
                                    : "Species off: every boid flocks with every other.",
           0, 3);
}

void toggleThreads(AppState& app) {
    useAllThreads(app, !app.allThreads);
    notify(app,
           fmt::format("A step now runs on {} thread{}{}.", stepThreads(app), stepThreads(app) == 1 ? "" : "s",
                       app.world.boids.size() < kParallelStepMinBoids
                           ? fmt::format(" (from {} boids on, with a grid)", kParallelStepMinBoids)
                           : ""),
           0, 3);
}

void toggleTextSize(AppState& app) {
    const bool large = app.layout.textSize == TextSize::Normal;
    setTextSize(app, large ? TextSize::Large : TextSize::Normal);
    const Vec2 smallest = minWindow(TextSize::Large);
    const bool fits = app.layout.window.x >= smallest.x && app.layout.window.y >= smallest.y;
    notify(app,
           large ? fmt::format("Large text (L again: normal){}.",
                               fits ? "" : fmt::format("; the panel needs a window of {:.0f} x {:.0f} or more",
                                                       smallest.x, smallest.y))
                 : "Normal text (L: large).",
           0, 3);
}

void stepOnce(AppState& app) {
    if (app.paused) {
        ++app.pendingSteps;
    } else {
        notify(app, "Space steps once while paused: press P first.", 0, 2);
    }
}

// A new flock, with the same parameters and the mouse's predator where it was.
void rerandomize(AppState& app) {
    const std::optional<Vec2> mouse = app.world.mousePredator;
    app.world = makeWorld(app.world.params, app.world.random.next());
    app.world.mousePredator = mouse;
    if (app.world.params.model == Model::InverseSquare) spawnInverseSquare(app.world);
    if (app.world.params.model == Model::Flock3D) {
        app.flock3d = makeFlock3D(app.world.params.numBoids, app.world.params.flock3d, app.world.random.next());
    }
    app.plot.history.clear();
    if (app.inspector == Inspector::Showing) app.inspector = Inspector::Picking;
}

void toggleInspector(AppState& app) {
    if (app.world.params.model != Model::Workshop && app.inspector == Inspector::Off) {
        notify(app, "The force inspector shows the workshop's five forces: press M for the workshop model.", 0, 3);
        return;
    }
    app.inspector = app.inspector == Inspector::Off ? Inspector::Picking : Inspector::Off;
    if (app.mouse) onMouseMove(app, *app.mouse);  // the cursor stops or starts being a predator
}

// Escape: closes the inspector, else the help, else the window.
void goBack(AppState& app) {
    if (app.inspector != Inspector::Off) {
        app.inspector = Inspector::Off;
        if (app.mouse) onMouseMove(app, *app.mouse);
    } else if (app.showHelp) {
        app.showHelp = false;
    } else {
        app.quit = true;
    }
}

}  // namespace

void onKey(AppState& app, const KeyPress& key) {
    const KeyCommand c = commandForKey(key);
    switch (c.command) {
        case Command::None: break;
        case Command::ToggleTask: toggleTask(app, c.task); break;
        case Command::TogglePause: app.paused = !app.paused; break;
        case Command::CycleSearch: setSearchMode(app, nextSearchMode(app)); break;
        case Command::CycleModel: setModel(app, nextModel(app.world.params.model)); break;
        case Command::ApplyPreset: applyModelPreset(app); break;
        case Command::ToggleSpecies: toggleSpecies(app); break;
        case Command::TogglePlot: app.plot.shown = !app.plot.shown; break;
        case Command::ToggleThreads: toggleThreads(app); break;
        case Command::ToggleTextSize: toggleTextSize(app); break;
        case Command::NeedHelp: toggleNeedHelp(app, hand::secondsNow()); break;
        case Command::Done: toggleDone(app, hand::secondsNow()); break;
        case Command::StepOnce: stepOnce(app); break;
        case Command::Rerandomize: rerandomize(app); break;
        case Command::ToggleHelp: app.showHelp = !app.showHelp; break;
        case Command::ToggleInspector: toggleInspector(app); break;
        case Command::Back: goBack(app); break;
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

}  // namespace boids::app

// The words on screen, worked out from the state.
#include "panel_text.h"

#include <algorithm>

#include <fmt/format.h>

#include <boids/format.h>

#include "tiny_bodies.h"

namespace boids::app {

namespace {

// What the checks say about the learner's version of task `number`.
Span checksSpan(const AppState& app, const LearnerTask& l, int number) {
    if (!app.learner) return {"not loaded", Tone::Dim};
    if (l.builtFromSolution) return {"solve " + std::to_string(number), Tone::Dim};
    if (!l.heldBack.empty()) return {"held back", Tone::Bad};
    if (l.stub) return {"stub", Tone::Warning};
    if (!l.threw.empty()) return {"throws", Tone::Bad};
    if (l.total == 0) return {"no checks", Tone::Dim};
    return {fmt::format("{}/{} checks", l.passed, l.total), l.passed == l.total ? Tone::Good : Tone::Warning};
}

// The learner's own code passes every check of this task (not the reference swapped in by ./workshop solve).
bool passesOnItsOwn(const LearnerTask& t) { return !t.builtFromSolution && t.total > 0 && t.passed == t.total; }

}  // namespace

std::optional<Span> milestoneLine(const AppState& app) {
    if (!app.learner) return std::nullopt;
    const bool forces = std::all_of(forceTasks().begin(), forceTasks().end(), [&](Task task) {
        return passesOnItsOwn(app.learnerTasks[std::size_t(index(task))]);
    });
    if (!forces) return std::nullopt;
    if (!passesOnItsOwn(app.learnerGrid)) {
        const TaskInfo& grid = info(kGridTask);
        return Span{fmt::format("Every force passes: the flock flies on your code. Bonus: task {}, {}, in exercises/{} "
                                "(./workshop test {}); then G runs your grid here.",
                                grid.number, grid.name, grid.file, grid.number),
                    Tone::Good};
    }
    return Span{fmt::format("Every task passes, the bonus too. Next: M the seeds' models, F then a click a boid's "
                            "forces, and with G on a grid, numBoids up to {}.",
                            withThousands(kMaxBoids)),
                Tone::Good};
}

bool flownByLearnersCode(const AppState& app, Task task) {
    const auto i = std::size_t(index(task));
    return app.sides[i] == Side::Learner && !(app.learner && app.learnerTasks[i].builtFromSolution);
}

bool searchedByLearnersGrid(const AppState& app) {
    return app.search == SearchMode::LearnerGrid && !(app.learner && app.learnerGrid.builtFromSolution);
}

TaskRow taskRow(const AppState& app, Task task) {
    const TaskInfo t = info(task);
    const auto i = std::size_t(index(task));
    TaskRow row;
    row.name = {fmt::format("{} {}", t.number, t.name)};
    row.side = flownByLearnersCode(app, task) ? Span{"yours", Tone::Learner} : Span{"reference", Tone::Reference};
    row.checks = checksSpan(app, app.learnerTasks[i], t.number);
    if (!app.learner) return row;
    switch (app.firstFaultKind[i]) {  // what went wrong in the flight matters more than the checks
        case ForceFault::None: break;
        case ForceFault::NotANumber: row.checks = {"gave NaN", Tone::Bad}; break;
        case ForceFault::Infinite: row.checks = {"gave inf", Tone::Bad}; break;
        case ForceFault::Threw: row.checks = {"threw", Tone::Bad}; break;
    }
    return row;
}

TaskRow gridRow(const AppState& app) {
    TaskRow row;
    const TaskInfo& grid = info(kGridTask);
    row.name = {fmt::format("{} {}", grid.number, grid.name)};
    switch (app.search) {
        case SearchMode::BruteForce: row.side = {"not used", Tone::Dim}; break;
        case SearchMode::LearnerGrid:
        case SearchMode::ReferenceGrid:
            row.side = searchedByLearnersGrid(app) ? Span{"yours", Tone::Learner} : Span{"reference", Tone::Reference};
            break;
    }
    row.checks = checksSpan(app, app.learnerGrid, grid.number);
    return row;
}

std::string searchButtonText(const AppState& app) { return fmt::format("G: {}", label(app.search)); }

std::string modelButtonText(const AppState& app) {
    switch (app.world.params.model) {
        case Model::Workshop: return "M: workshop";
        case Model::Reynolds: return "M: Reynolds (000)";
        case Model::InverseSquare: return "M: inverse-sq. (002)";
        case Model::Accumulators: return "M: accumulators (004)";
        case Model::Flock3D: return "M: 3D (001)";
    }
    return "M: model";
}

std::string presetButtonText(const AppState&) { return "O: preset"; }

std::vector<Span> plotLegend(const AppState& app) {
    const FlockMetrics last = app.plot.history.empty() ? FlockMetrics{} : app.plot.history.back();
    std::vector<Span> spans{{fmt::format("order {:.2f}", last.polarization), Tone::Normal}};
    if (app.world.params.model != Model::Flock3D) {
        spans.push_back({fmt::format("clusters {}", last.clusters), Tone::Normal});
        spans.push_back({fmt::format("nearest {:.1f}", last.meanNearestDistance), Tone::Normal});
    }
    return spans;
}

std::vector<Span> statsLines(const AppState& app) {
    const Timing& t = app.timing;
    const World& w = app.world;
    std::vector<Span> lines;
    if (app.realTime) {
        lines.push_back({fmt::format("{:.0f} fps · {:.2f} ms per step · {} thr", t.fps, stepMilliseconds(t), stepThreads(app))});
    } else {
        lines.push_back({fmt::format("headless · {:.2f} ms per step · {} thr", stepMilliseconds(t), stepThreads(app))});
    }
    const std::size_t boids = w.params.model == Model::Flock3D ? app.flock3d.boids.size() : w.boids.size();
    lines.push_back({fmt::format("{} boids · step {}{}{}", boids, w.steps, w.params.species ? " · species" : "",
                                 app.paused ? " · paused" : ""),
                     app.paused ? Tone::Warning : Tone::Dim});
    return lines;
}

std::vector<Span> messageLines(const AppState& app) {
    std::vector<Span> lines;
    if (const auto milestone = milestoneLine(app)) lines.push_back(*milestone);
    if (!app.learner) {
        lines.push_back(
            {fmt::format("Your code is not loaded ({}), so every task runs the reference.", app.learnerProblem),
             Tone::Warning});
    }
    if (!app.rebuild.status.empty()) lines.push_back({app.rebuild.status, Tone::Dim});
    if (!app.rebuild.errors.empty()) {
        lines.push_back({"Your code does not compile; the last good build keeps running:", Tone::Bad});
        for (const std::string& line : app.rebuild.errors) lines.push_back({line, Tone::Warning});
    }
    // Code that never returned or crashed in its checks: the first clause of why here, the rest in the terminal.
    const auto firstClause = [](const std::string& why) { return why.substr(0, why.find(':')); };
    if (!app.rebuild.heldBack.empty()) {
        lines.push_back({"Your new code is held back; the last good build keeps running:", Tone::Bad});
        lines.push_back({app.rebuild.heldBack.substr(0, app.rebuild.heldBack.find(':', app.rebuild.heldBack.find(':') + 1)) +
                             " (the terminal says more)",
                         Tone::Warning});
    }
    for (Task task : forceTasks()) {
        if (const std::string& why = app.learnerTasks[std::size_t(index(task))].heldBack; !why.empty() && app.learner) {
            lines.push_back({fmt::format("{} {} is held back: {}. The reference runs; the terminal says more.",
                                         info(task).number, info(task).name, firstClause(why)),
                             Tone::Bad});
        }
    }
    if (!app.learnerGrid.heldBack.empty() && app.learner) {
        lines.push_back({fmt::format("{} {} is held back: {}. The terminal says more.", info(kGridTask).number,
                                     info(kGridTask).name, firstClause(app.learnerGrid.heldBack)),
                         Tone::Bad});
    }
    if (const std::optional<TaskDiagnosis> d = firstDiagnosis(app)) {
        lines.push_back({fmt::format("{} {}: {} of {} checks fail.", d->number, d->name, d->failed, d->total),
                         Tone::Warning});
        lines.push_back({d->text, Tone::Normal, kDiagnosisLines});
        lines.push_back({fmt::format("./workshop test {} says more.", d->number), Tone::Dim});
    }
    if (app.world.params.model != Model::Flock3D && drawnAsDots(app.layout)) lines.push_back(dotsLine(app));
    for (const Notice& n : app.notices) lines.push_back({n.text, n.task != 0 ? Tone::Bad : Tone::Normal});
    return lines;
}

Span dotsLine(const AppState& app) {
    return {fmt::format("Boids this small on screen are plotted as a few pixels each, into one image a frame.{}",
                        app.softwareRenderer ? " SDL draws it with its software renderer." : ""),
            Tone::Dim};
}

std::optional<TaskDiagnosis> firstDiagnosis(const AppState& app) {
    if (!app.learner) return std::nullopt;
    const auto made = [](int number, std::string_view name, const LearnerTask& l) -> std::optional<TaskDiagnosis> {
        if (l.diagnosis.empty() || l.builtFromSolution) return std::nullopt;
        return TaskDiagnosis{number, std::string(name), l.total - l.passed, l.total, l.diagnosis};
    };
    for (const TaskInfo& t : tasks()) {
        const LearnerTask& l = t.task == kGridTask ? app.learnerGrid : app.learnerTasks[std::size_t(index(t.task))];
        if (auto d = made(t.number, t.name, l)) return d;
    }
    return std::nullopt;
}

std::vector<Span> hintLines(const AppState& app) {
    std::vector<Span> lines;
    if (app.world.params.model != Model::Workshop) {
        return {{"M: the next model. O: its seed's values. S: species. R: a new flock. Your tasks run in the "
                 "workshop model.",
                 Tone::Dim}};
    }
    const bool anyStub =
        app.learner && std::any_of(app.learnerTasks.begin(), app.learnerTasks.end(),
                                   [](const LearnerTask& t) { return t.stub && !t.builtFromSolution; });
    // Every force task still the stub (the grid's row is no force and is never called a stub).
    const bool allStubs = app.learner && std::all_of(forceTasks().begin(), forceTasks().end(), [&](Task task) {
        const LearnerTask& t = app.learnerTasks[std::size_t(index(task))];
        return t.stub && !t.builtFromSolution;
    });
    // Where to go on: the first force task, in tasks.txt's order, that does not pass all its checks on the learner's
    // code, named with its file and its command (the first tip, when every task is still the stub).
    for (Task task : forceTasks()) {
        const LearnerTask& t = app.learnerTasks[std::size_t(index(task))];
        if (!app.learner || t.builtFromSolution || (t.total > 0 && t.passed >= t.total)) continue;
        const TaskInfo& next = info(task);
        lines.push_back({fmt::format("{}: open exercises/{}, {} task {}, then run ./workshop test {}.",
                                     allStubs ? "Start here" : "Next", next.file, t.stub ? "write" : "finish",
                                     next.number, next.number),
                         Tone::Warning});
        break;
    }
    if (anyStub) {
        lines.push_back(
            {"stub: still the starting code, which returns {}. Write it in exercises/ and save: the window reloads it.",
             Tone::Dim});
    }
    for (Task task : forceTasks()) {
        if (app.learner && app.learnerTasks[std::size_t(index(task))].builtFromSolution) {
            lines.push_back({"solve N: this build runs the reference for task N (./workshop solve N).", Tone::Dim});
            break;
        }
    }
    lines.push_back(
        {"Click the world: add or remove an obstacle. The mouse is a predator. F, then a click: a boid's "
         "forces.",
         Tone::Dim});
    return lines;
}

std::optional<Span> bannerText(const AppState& app) {
    if (app.inspector == Inspector::Picking) {
        return Span{"Force inspector: click on a boid.   F or Esc leaves", Tone::Warning};
    }
    if (app.paused) return Span{"Paused.   Space steps once, P resumes", Tone::Warning};
    return std::nullopt;
}

std::vector<HelpLine> helpLines() {
    return {
        {"P", "pause or resume"},
        {"Space", "one step, while paused"},
        {"R", "a new random flock"},
        {"1 - 5", "switch a task: your code <-> the reference"},
        {"G", "neighbour search: brute force -> your grid -> reference grid"},
        {"M", "the model: workshop -> the seeds' Reynolds, inverse-square, accumulators, 3D"},
        {"O", "the running model's seed values (preset)"},
        {"S", "species: boids flock only with their own colour"},
        {"A", "the plot of order, clusters and nearest distance (workshop)"},
        {"T", "threads: a step on all of them <-> on one (compare ms per step)"},
        {"F", "force inspector: then click on a boid"},
        {"L", "large text, for a projector or low vision; again: normal"},
        {"N", "raise your hand: need help (again: lower it)"},
        {"D", "raise your hand: done with the last task that passes"},
        {"Click", "add an obstacle, or remove the one clicked"},
        {"Mouse", "over the world, the cursor is a predator"},
        {"Drag", "a slider; the wheel over it moves one step"},
        {"H or ?", "show or hide this help"},
        {"Esc", "leave the inspector; else quit (saves the sliders)"},
    };
}

std::string forceLabel(Task task) { return fmt::format("{} {}", info(task).number, info(task).label); }

InspectorReadout inspectorReadout(const AppState& app, const Inspection& inspection) {
    const WorldParams& p = app.world.params;
    InspectorReadout out;
    const std::size_t n = inspection.neighbors.size();
    out.heading =
        fmt::format("Boid {}: {} neighbour{} within {:g}", app.inspected, n, n == 1 ? "" : "s", p.neighborRadius);
    for (Task task : forceTasks()) {
        const auto i = std::size_t(index(task));
        const Vec2 f = inspection.forces.forces[i];
        const std::string who = flownByLearnersCode(app, task) ? "yours" : "reference";
        const ParamRef field = info(task).weight;
        const std::string weight = field ? fmt::format(" x {:.2f}", field.of(p)) : "";
        out.rows.push_back({task, forceLabel(task), fmt::format("{}", f), who + weight, f == Vec2{}});
    }
    out.rows.push_back({std::nullopt, "total", fmt::format("{}", inspection.forces.total), "added to the velocity",
                        inspection.forces.total == Vec2{}});
    std::vector<int> yours;
    for (Task task : forceTasks()) {
        if (flownByLearnersCode(app, task)) yours.push_back(info(task).number);
    }
    if (!yours.empty()) {
        // "1", "1-5", "1, 3-5": runs of task numbers.
        std::string numbers;
        for (std::size_t k = 0; k < yours.size();) {
            std::size_t end = k;
            while (end + 1 < yours.size() && yours[end + 1] == yours[end] + 1) ++end;
            numbers += fmt::format("{}{}", numbers.empty() ? "" : ", ",
                                   end == k ? fmt::format("{}", yours[k]) : fmt::format("{}-{}", yours[k], yours[end]));
            k = end + 1;
        }
        out.trace = yours.size() == 1 ? fmt::format("Line by line: ./workshop trace {} --inspected", yours[0])
                                      : fmt::format("Line by line: ./workshop trace N --inspected (N: {})", numbers);
    }
    return out;
}

}  // namespace boids::app

// The learner's code in the state: its checks, the side each task flies on, the active table, live reload's new
// code, and the neighbour search (app_state.h).
#include "app_state.h"

#include <algorithm>
#include <array>
#include <string>
#include <utility>

#include <fmt/format.h>

namespace boids::app {

namespace {

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

void takeChecks(AppState& app, const TaskTable& learner, const LearnerChecks* checks, unsigned solvedMask) {
    for (Task task : forceTasks()) {
        app.learnerTasks[std::size_t(index(task))] = checkedTask(task, learner, checks, solvedMask);
    }
    app.learnerGrid = checkedTask(kGridTask, learner, checks, solvedMask);
}

// The active table: each force from its side, and the grid from the learner while "your grid" is the search.
void refreshActive(AppState& app) {
    app.active = mixTables(app.learner ? *app.learner : app.reference, app.reference, app.sides);
    if (app.search == SearchMode::LearnerGrid && app.learner) {
        app.active.buildGrid = app.learner->buildGrid;
        app.active.findNeighborsInGrid = app.learner->findNeighborsInGrid;
    }
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
    const std::array<LearnerTask, kMaxTasks> before = app.learnerTasks;
    const LearnerTask gridBefore = app.learnerGrid;
    takeChecks(app, learner, checks, solvedMask);
    std::string changes;
    for (Task task : forceTasks()) {
        const auto i = std::size_t(index(task));
        const LearnerTask& now = app.learnerTasks[i];
        if (first || !before[i].heldBack.empty()) app.sides[i] = Side::Learner;
        app.firstFault[i].clear();  // a new chance: faults of the old code are not this code's
        app.firstFaultKind[i] = ForceFault::None;
        if (now.passed != before[i].passed || now.stub != before[i].stub || first) {
            changes += fmt::format("; {}: {}", taskName(task),
                                   now.stub ? std::string("stub") : fmt::format("{}/{} checks", now.passed, now.total));
        }
    }
    app.firstGridFault.clear();
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
            const bool flockIsReference = std::all_of(forceTasks().begin(), forceTasks().end(), [&](Task task) {
                return info(task).kind != TaskKind::Flock || app.sides[std::size_t(index(task))] == Side::Reference;
            });
            return flockIsReference ? NeighborSearch::FastReference : NeighborSearch::CellList;
        }
    }
    return NeighborSearch::BruteForce;
}

TaskTable mixTables(const TaskTable& learner, const TaskTable& reference, const std::array<Side, kMaxTasks>& sides) {
    TaskTable t = reference;  // anything beyond the forces (the grid task's grid) comes from the reference
    for (Task task : forceTasks()) {
        if (sides[std::size_t(index(task))] == Side::Learner) t[task] = learner[task];
    }
    return t;
}

}  // namespace boids::app

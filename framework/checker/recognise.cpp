// Naming the learner's mistake: every catalog entry run on the same scenes as the learner's code, compared.
#include "recognise.h"

#include <algorithm>
#include <cmath>
#include <exception>
#include <optional>

#include <boids/format.h>
#include <boids/random.h>

namespace boids::test {
namespace {

// The scenes a force is recognised on: the task's cases and their quarter turns (exact, no rounding), and the random
// scenes of the properties, whose many items, speeds and distances tell apart mistakes that the hand-worked cases
// alone do not (a neighbour weighted by closeness is not one left out on the radius).
std::vector<ForceCase> recognitionScenes(Task task) {
    std::vector<ForceCase> scenes;
    for (const ForceCase& c : casesFor(task)) {
        for (float turn : {0.0f, 90.0f, 180.0f, -90.0f}) scenes.push_back(turn == 0 ? c : turnedAbout(c, turn));
    }
    for (ForceCase& c : randomScenes(task)) scenes.push_back(std::move(c));
    return scenes;
}

// A force, or nothing when the code threw.
std::optional<Vec2> forceOf(const ForceCase& c, const TaskTable& table) {
    try {
        return evaluate(c, table);
    } catch (...) {
        return std::nullopt;
    }
}

using Lists = std::vector<std::vector<std::vector<std::uint32_t>>>;  // per scene, per boid

std::optional<Lists> gridResults(const TaskTable& table) {
    try {
        Lists lists;
        for (const GridCase& c : gridCases()) {
            Grid grid;
            lists.push_back(gridNeighbours(c, table, grid));
        }
        Grid rebuilt;  // one grid, rebuilt for each radius
        for (float radius : rebuildRadii()) lists.push_back(gridNeighbours(rebuildWorld(radius), table, rebuilt));
        return lists;
    } catch (...) {
        return std::nullopt;
    }
}

}  // namespace

const catalog::KnownMistake* recogniseForce(Task task, const TaskTable& learner,
                                            const std::vector<catalog::KnownMistake>& mistakes) {
    return recogniseForce(task, [&learner](const ForceCase& c) { return evaluate(c, learner); }, mistakes);
}

const catalog::KnownMistake* recogniseForce(Task task, const std::function<Vec2(const ForceCase&)>& learner,
                                            const std::vector<catalog::KnownMistake>& mistakes) {
    const std::vector<ForceCase> scenes = recognitionScenes(task);
    std::vector<std::optional<Vec2>> yours;
    for (const ForceCase& c : scenes) {
        try {
            yours.push_back(learner(c));
        } catch (...) {
            return nullptr;
        }
    }
    for (const catalog::KnownMistake& mistake : mistakes) {
        bool all = true;
        for (std::size_t i = 0; i < scenes.size() && all; ++i) {
            // The same answer within the case's tolerance, with a little relative slack for long vectors.
            const std::optional<Vec2> theirs = forceOf(scenes[i], mistake.table);
            all = theirs && yours[i] && sameAnswer(*theirs, *yours[i], scenes[i].tolerance, 1e-4f);
        }
        if (all) return &mistake;
    }
    return nullptr;
}

const catalog::KnownMistake* recogniseGrid(const TaskTable& learner, const std::vector<catalog::KnownMistake>& mistakes) {
    const std::optional<Lists> yours = gridResults(learner);
    if (!yours) return nullptr;
    for (const catalog::KnownMistake& mistake : mistakes) {
        if (gridResults(mistake.table) == yours) return &mistake;
    }
    return nullptr;
}

const NamedMistake* named(const catalog::KnownMistake* mistake, NamedMistake& storage) {
    if (!mistake) return nullptr;
    storage = {mistake->id, mistake->explanation, mistake->tryThis};
    return &storage;
}

}  // namespace boids::test

// Diagnosis by experiment (boids/diagnosis.h): the table of experiments, and the driver that walks it, runs each
// experiment that applies to the task, and keeps what they found, most telling first, once each has been found again
// on fresh scenes. Every experiment is deterministic: the same function gives the same words, every run.
#include "boids/diagnosis.h"

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "experiments.h"

namespace boids::diagnosis {
namespace {

// What a finding speaks of, and so the fresh places where it must hold too (kFresh).
enum class Claim {
    Scene,  // the scene as the boid sees it: it holds wherever the boid is and whichever way it flies
    Axes,   // the world's x and y: it holds where they stay axes (the heading reversed), wherever the boid is
    World,  // the world's own points (its origin, a sum of positions): it holds with the world turned about its origin
};

// The kinds of task (tasks.txt), as sets (tasks/kinds.h).
constexpr unsigned kFlock = kFlockKind, kPredators = kPredatorKind, kObstacles = kObstacleKind, kForces = kForceKinds;

// One experiment: the tasks it applies to, and what the driver does with what it finds. How telling each finding is
// comes with its kind (boids/findings.h).
struct Row {
    Experiment run;
    // The tasks it applies to: every task of `kinds`, and every task whose facts (its folder's facts.cpp) say `when`,
    // a fact of the recipe that the experiment is about; never a task whose facts say `except`, for which another
    // row asks the same question.
    unsigned kinds = 0;
    bool TaskFacts::*when = nullptr;
    bool TaskFacts::*except = nullptr;
    FindingNames makesRedundant{};  // the findings of other rows that a finding of this one makes redundant
    // The kind whose finding about the same parameter as this one's is redundant: "factor:in_place_of:a:b" says
    // what "ignores_param:b" would.
    std::optional<FindingKind> makesRedundantOfItsParam{};
    std::array<Experiment, 5> unless{};  // rows that, if they found anything, leave this one out
    bool unlessAnyFound = false;         // any row that found anything leaves this one out
    bool alone = false;      // what it finds is the whole diagnosis: nothing else can be measured reliably
    Claim claim = Claim::Scene;  // what its findings speak of, and so where they are checked again

    bool appliesTo(Task t) const {
        const TaskFacts& facts = taskFacts(t);
        if (except && facts.*except) return false;
        return (kinds & kindOf(t).set) != 0 || (when && facts.*when);
    }
};

// Every experiment, in the order they run. A finding that explains another's makes it redundant; a finding that
// spoils another's measurement runs first and leaves it out (`unless`).
constexpr std::array kTable{
    Row{.run = repeatable, .kinds = kForces, .alone = true},
    Row{.run = notANumber, .kinds = kForces},
    Row{.run = alwaysZero, .kinds = kForces, .alone = true},
    // The steering form explains the boid's own velocity in yours, and its length.
    Row{.run = steeringForm, .kinds = kForces,
        .makesRedundant = {F::reads_own_velocity, F::alignment_length, F::alignment_length_limited,
                           F::alignment_length_speed, F::length_one, F::length_constant, F::length_varies,
                           F::factor, F::factor_follows, F::shape, F::shape_is}},
    // Parker's rule explains the boid's own velocity or position in yours, and its length.
    Row{.run = parkersRule, .kinds = kFlock,
        .makesRedundant = {F::reads_own_velocity, F::alignment_length, F::alignment_length_limited,
                           F::alignment_length_speed, F::length_one, F::length_constant, F::length_varies,
                           F::factor, F::factor_follows, F::shape, F::shape_is}},
    Row{.run = readsWeight, .kinds = kForces},
    Row{.run = readsParam, .kinds = kForces},
    Row{.run = ignoresParam, .kinds = kForces},
    Row{.run = ownVelocity, .kinds = kForces},
    Row{.run = obstacleRadius, .kinds = kObstacles},
    Row{.run = neighbourVelocity, .kinds = kFlock},
    Row{.run = neighbourPosition, .kinds = kFlock},
    // Which items count explains an input that one item's change leaves alone: the input finding would send the
    // learner to the wrong line.
    Row{.run = whichItems, .kinds = kForces,
        .makesRedundant = {F::ignores_neighbour_position, F::ignores_neighbour_velocity}},
    Row{.run = skipsOwnPoint, .kinds = kForces},
    // Counting the boid itself explains its own velocity or position in yours.
    Row{.run = countsItself, .kinds = kFlock,
        .makesRedundant = {F::reads_own_velocity, F::target_sum_with_self, F::target_count_plus_one}},
    // A loop that ends after the first K items explains the items a change leaves alone, and the order that matters.
    Row{.run = firstItems, .kinds = kForces,
        .makesRedundant = {F::ignores_neighbour_position, F::ignores_neighbour_velocity, F::order_dependent}},
    // Of the flock's recipes, only separation's leaves out an item it is given (a neighbour on the boid's own point).
    Row{.run = stopsAtSkipped, .kinds = kPredators | kObstacles, .when = &TaskFacts::leavesOutItemOnOwnPoint,
        .makesRedundant = {F::ignores_neighbour_position, F::ignores_neighbour_velocity}},
    // The point yours steers toward explains how much each neighbour seems to count, and why moving the scene changes
    // yours (a point that is not an average of positions does not move with them).
    Row{.run = target, .when = &TaskFacts::steersToOnePoint,
        .makesRedundant = {F::weights, F::weights_are, F::frame_position, F::frame_turn}, .claim = Claim::World},
    // One part of the answer worked out unlike the other, or each item's part carried into the next, explains how
    // much each item seems to count, and why turning the scene changes yours.
    Row{.run = components, .kinds = kForces, .makesRedundant = {F::weights, F::weights_are, F::frame_turn},
        .claim = Claim::Axes},
    Row{.run = itemsAsIf, .kinds = kForces, .makesRedundant = {F::weights, F::weights_are, F::order_dependent}},
    Row{.run = weights, .kinds = kFlock | kPredators},
    Row{.run = wholeSteps, .kinds = kForces},
    // Values snapped to whole numbers change when the scene moves or turns: no more than that.
    Row{.run = frame, .kinds = kForces, .unless = {wholeSteps}},
    Row{.run = reachEdge, .kinds = kForces},
    Row{.run = turns, .kinds = kObstacles},
    Row{.run = turnSide, .kinds = kObstacles},
    Row{.run = cone, .kinds = kObstacles},
    // A force that does not turn with the scene, or turns to one side whatever the item's, is not mirrored either, nor
    // is one in whole steps: no more than that.
    Row{.run = mirror, .kinds = kForces, .unless = {wholeSteps, frame, components, turns, turnSide}},
    Row{.run = alignmentLength, .when = &TaskFacts::unitLength},
    Row{.run = lengthShape, .kinds = kForces, .except = &TaskFacts::unitLength},
    Row{.run = opposite, .kinds = kForces},
    // A length scaled by one parameter in place of another says the ignored one too, and as sharply as a parameter.
    Row{.run = factorInPlaceOf, .kinds = kForces, .makesRedundantOfItsParam = F::ignores_param},
    Row{.run = factor, .kinds = kForces},
    Row{.run = lengthVaries, .kinds = kForces},
    Row{.run = countNeedsTwo, .kinds = kForces,
        .makesRedundant = {F::ignores_neighbour_position, F::ignores_neighbour_velocity}},
    Row{.run = count, .kinds = kForces},
    // Items that do not all count change the answer when they come in another order: no more than that.
    Row{.run = order, .kinds = kForces, .unless = {whichItems, stopsAtSkipped, countNeedsTwo}},
    Row{.run = differs, .kinds = kForces, .unlessAnyFound = true},
};

// The fresh places where every finding is checked again before it is said, each for the claims it keeps true: the
// scenes moved to the other side of the world's origin; moved elsewhere with the boid's heading reversed, then across
// it; the world turned about its origin. A quarter turn is exact: a scene on an edge stays on it.
struct Fresh {
    Frame frame;
    std::array<Claim, 2> keeps;
};
constexpr std::array kFresh{
    Fresh{{{-700, -500}, 0}, {Claim::Scene, Claim::Axes}},
    Fresh{{{-231, 143}, 180}, {Claim::Scene, Claim::Axes}},
    Fresh{{{157, -89}, 90}, {Claim::Scene, Claim::Scene}},
    Fresh{{{}, 90, true}, {Claim::World, Claim::World}},
    Fresh{{{}, 180, true}, {Claim::World, Claim::Axes}},
};

// The fresh places where `lab`'s recipe gives the same answers as in the usual one: for the kit's recipes, every one.
std::vector<Fresh> freshPlaces(const Lab& lab) {
    std::vector<ForceCase> scenes = baseScenes(lab.task);
    for (const ForceCase& c : itemScenes(lab.task)) scenes.push_back(c);
    std::vector<Fresh> out;
    for (const Fresh& place : kFresh) {
        const Lab fresh{lab.task, lab.learner, lab.recipe, lab.facts, place.frame};
        if (std::ranges::all_of(scenes, [&](const ForceCase& c) { return same(lab.recipes(c), fresh.recipes(c)); })) {
            out.push_back(place);
        }
    }
    return out;
}

// A finding holds only where its experiment, run again on scenes it was not found on (each fresh place that keeps
// its kind of claim true), finds it again: `made` keeps those findings whose id every such run makes too.
void keepWhatHolds(const Row& row, const Lab& lab, const std::vector<Fresh>& places, Findings& made) {
    for (const Fresh& place : places) {
        if (made.empty()) return;
        if (std::ranges::find(place.keeps, row.claim) == place.keeps.end()) continue;
        Findings again;
        row.run(Lab{lab.task, lab.learner, lab.recipe, lab.facts, place.frame}, again);
        std::erase_if(made, [&](const Finding& f) {
            return std::ranges::none_of(again, [&](const Finding& a) { return a.id == f.id; });
        });
    }
}

}  // namespace
}  // namespace boids::diagnosis

namespace boids {

std::string Diagnosis::summary(std::size_t lines, std::size_t width) const {
    if (findings.empty()) return {};
    std::string text, line;
    std::size_t count = 1;
    std::string_view rest = findings.front().text;
    while (!rest.empty()) {
        const std::size_t end = std::min(rest.find(' '), rest.size());
        const std::string_view word = rest.substr(0, end);
        if (!line.empty() && line.size() + 1 + word.size() > width) {
            if (count == lines) {
                text += line.substr(0, std::min(line.size(), width - 1)) + "…";
                return text;
            }
            text += line + "\n";
            line.clear();
            ++count;
        }
        if (!line.empty()) line += ' ';
        line += word;
        rest.remove_prefix(std::min(end + 1, rest.size()));
    }
    return text + line;
}

Diagnosis diagnoseForce(Task task, const TaskTable& learner, const TaskTable& recipe) {
    using namespace diagnosis;
    const Lab lab{task, learner, recipe, factsOf(task, recipe)};
    struct Found {
        const Row* row;
        Finding finding;
    };
    const std::vector<Fresh> places = freshPlaces(lab);
    std::vector<Found> found;
    std::vector<Experiment> rowsThatFound;
    for (const Row& row : kTable) {
        const bool leftOut = (row.unlessAnyFound && !rowsThatFound.empty()) ||
                             std::ranges::any_of(row.unless, [&](Experiment other) {
                                 return other != nullptr && std::ranges::find(rowsThatFound, other) != rowsThatFound.end();
                             });
        if (!row.appliesTo(task) || leftOut) continue;
        Findings made;
        row.run(lab, made);
        keepWhatHolds(row, lab, places, made);
        if (made.empty()) continue;
        if (row.alone) return {{std::move(made.front())}};
        rowsThatFound.push_back(row.run);
        for (Finding& f : made) found.push_back({&row, std::move(f)});
    }
    // Each finding drops those it makes redundant, then the rest are listed, the most telling first.
    auto makesRedundant = [](const Found& by, const Finding& f) {
        const Row& row = *by.row;
        if (std::ranges::find(row.makesRedundant, f.kind) != row.makesRedundant.end()) return true;
        const std::string_view param = std::string_view(by.finding.id).substr(by.finding.id.rfind(':') + 1);
        return row.makesRedundantOfItsParam == f.kind && f.detail() == param;
    };
    std::vector<bool> redundant;
    for (const Found& f : found) {
        redundant.push_back(std::ranges::any_of(found, [&](const Found& by) { return makesRedundant(by, f.finding); }));
    }
    std::vector<Found> kept;
    for (std::size_t i = 0; i < found.size(); ++i) {
        if (!redundant[i]) kept.push_back(std::move(found[i]));
    }
    found = std::move(kept);
    std::ranges::stable_sort(found, {}, [](const Found& f) { return infoOf(f.finding.kind).telling; });
    Diagnosis d;
    for (Found& f : found) d.findings.push_back(std::move(f.finding));
    return d;
}

}  // namespace boids

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

// How telling a finding is: the diagnosis lists the lowest first, and, within one rank, in the table's order. (A whole
// failure has a rank too, boids::Rank in checks.h, which ./workshop reads.)
enum class Rank {
    NotRepeatable,
    NotANumber,
    AlwaysZero,
    Weight,
    Params,
    Turn,
    ReachEdge,
    TurnSide,
    WhichItems,
    Target,
    Parts,
    Weights,
    Steps,
    Shape,
    Inputs,
    Frame,
    IgnoredParam,
    Sign,
    Length,
    Count,
    Order,
    Differs,
};

// What a finding speaks of, and so the fresh places where it must hold too (kFresh).
enum class Claim {
    Scene,  // the scene as the boid sees it: it holds wherever the boid is and whichever way it flies
    Axes,   // the world's x and y: it holds where they stay axes (the heading reversed), wherever the boid is
    World,  // the world's own points (its origin, a sum of positions): it holds with the world turned about its origin
};

// The kinds of task (tasks.txt), as a set.
constexpr unsigned kind(TaskKind k) { return 1u << unsigned(k); }
constexpr unsigned kFlock = kind(TaskKind::Flock), kPredators = kind(TaskKind::Predators),
                   kObstacles = kind(TaskKind::Obstacles), kForces = kFlock | kPredators | kObstacles;

// One experiment: the tasks it applies to, and what the driver does with what it finds.
struct Row {
    std::string_view id;     // the experiment's name in the table (its findings have ids of their own)
    Experiment run;
    // The tasks it applies to: every task of `kinds`, and `task`, one of the kit's own recipes that the experiment is
    // about; never `except`, a task whose own row asks the same question.
    unsigned kinds = 0;
    std::optional<Task> task;
    std::optional<Task> except;
    Rank rank;               // of every finding it makes
    // The findings of other rows that a finding of this one makes redundant: an id, "x*" for every id that begins
    // with x; "{param}" stands for the parameter this finding's own id ends with ("factor:in_place_of:a:b": b).
    std::array<std::string_view, 2> makesRedundant{};
    std::array<std::string_view, 5> unless{};  // rows that, if they found anything, leave this one out; "*": any row
    bool alone = false;      // what it finds is the whole diagnosis: nothing else can be measured reliably
    Claim claim = Claim::Scene;  // what its findings speak of, and so where they are checked again

    bool appliesTo(Task t) const { return t != except && ((kinds & kind(info(t).kind)) != 0 || t == task); }
};

// Every experiment, in the order they run. A finding that explains another's makes it redundant; a finding that
// spoils another's measurement runs first and leaves it out (`unless`).
constexpr std::array kTable{
    Row{.id = "repeatable", .run = repeatable, .kinds = kForces, .rank = Rank::NotRepeatable, .alone = true},
    Row{.id = "not_a_number", .run = notANumber, .kinds = kForces, .rank = Rank::NotANumber},
    Row{.id = "always_zero", .run = alwaysZero, .kinds = kForces, .rank = Rank::AlwaysZero, .alone = true},
    Row{.id = "reads_weight", .run = readsWeight, .kinds = kForces, .rank = Rank::Weight},
    Row{.id = "reads_param", .run = readsParam, .kinds = kForces, .rank = Rank::Params},
    Row{.id = "ignores_param", .run = ignoresParam, .kinds = kForces, .rank = Rank::IgnoredParam},
    Row{.id = "own_velocity", .run = ownVelocity, .kinds = kForces, .rank = Rank::Inputs},
    Row{.id = "obstacle_radius", .run = obstacleRadius, .kinds = kObstacles, .rank = Rank::Inputs},
    Row{.id = "neighbour_velocity", .run = neighbourVelocity, .kinds = kFlock, .rank = Rank::Inputs},
    Row{.id = "neighbour_position", .run = neighbourPosition, .kinds = kFlock, .rank = Rank::Inputs},
    // Which items count explains an input that one item's change leaves alone: the input finding would send the
    // learner to the wrong line.
    Row{.id = "which_items", .run = whichItems, .kinds = kForces, .rank = Rank::WhichItems,
        .makesRedundant = {"ignores_neighbour_*"}},
    // A loop that ends after the first K items explains the items a change leaves alone, and the order that matters.
    Row{.id = "first_items", .run = firstItems, .kinds = kForces, .rank = Rank::WhichItems,
        .makesRedundant = {"ignores_neighbour_*", "order_dependent"}},
    // Of the flock's recipes, only separation's leaves out an item it is given (a neighbour on the boid's own point).
    Row{.id = "stops_at_skipped", .run = stopsAtSkipped, .kinds = kPredators | kObstacles, .task = Task::Separation,
        .rank = Rank::WhichItems, .makesRedundant = {"ignores_neighbour_*"}},
    // The point yours steers toward explains how much each neighbour seems to count, and why moving the scene changes
    // yours (a point that is not an average of positions does not move with them).
    Row{.id = "target", .run = target, .task = Task::Cohesion, .rank = Rank::Target,
        .makesRedundant = {"weights*", "frame:*"}, .claim = Claim::World},
    // One part of the answer worked out unlike the other, or each item's part carried into the next, explains how
    // much each item seems to count, and why turning the scene changes yours.
    Row{.id = "components", .run = components, .kinds = kForces, .rank = Rank::Parts,
        .makesRedundant = {"weights*", "frame:turn"}, .claim = Claim::Axes},
    Row{.id = "items_as_if", .run = itemsAsIf, .kinds = kForces, .rank = Rank::Parts,
        .makesRedundant = {"weights*", "order_dependent"}},
    Row{.id = "weights", .run = weights, .kinds = kFlock | kPredators, .rank = Rank::Weights},
    Row{.id = "whole_steps", .run = wholeSteps, .kinds = kForces, .rank = Rank::Steps},
    // Values snapped to whole numbers change when the scene moves or turns: no more than that.
    Row{.id = "frame", .run = frame, .kinds = kForces, .rank = Rank::Frame, .unless = {"whole_steps"}},
    Row{.id = "reach_edge", .run = reachEdge, .kinds = kForces, .rank = Rank::ReachEdge},
    Row{.id = "turns", .run = turns, .kinds = kObstacles, .rank = Rank::Turn},
    Row{.id = "turn_side", .run = turnSide, .kinds = kObstacles, .rank = Rank::TurnSide},
    Row{.id = "cone", .run = cone, .kinds = kObstacles, .rank = Rank::ReachEdge},
    // A force that does not turn with the scene, or turns to one side whatever the item's, is not mirrored either, nor
    // is one in whole steps: no more than that.
    Row{.id = "mirror", .run = mirror, .kinds = kForces, .rank = Rank::Frame,
        .unless = {"whole_steps", "frame", "components", "turns", "turn_side"}},
    Row{.id = "alignment_length", .run = alignmentLength, .task = Task::Alignment, .rank = Rank::Shape},
    Row{.id = "length_shape", .run = lengthShape, .kinds = kForces, .except = Task::Alignment, .rank = Rank::Shape},
    Row{.id = "opposite", .run = opposite, .kinds = kForces, .rank = Rank::Sign},
    // A length scaled by one parameter in place of another says the ignored one too, and as sharply as a parameter.
    Row{.id = "factor_in_place_of", .run = factorInPlaceOf, .kinds = kForces, .rank = Rank::Params,
        .makesRedundant = {"ignores_param:{param}"}},
    Row{.id = "factor", .run = factor, .kinds = kForces, .rank = Rank::Length},
    Row{.id = "length_varies", .run = lengthVaries, .kinds = kForces, .rank = Rank::Length},
    Row{.id = "count_needs_two", .run = countNeedsTwo, .kinds = kForces, .rank = Rank::WhichItems,
        .makesRedundant = {"ignores_neighbour_*"}},
    Row{.id = "count", .run = count, .kinds = kForces, .rank = Rank::Count},
    // Items that do not all count change the answer when they come in another order: no more than that.
    Row{.id = "order", .run = order, .kinds = kForces, .rank = Rank::Order,
        .unless = {"which_items", "stops_at_skipped", "count_needs_two"}},
    Row{.id = "differs", .run = differs, .kinds = kForces, .rank = Rank::Differs, .unless = {"*"}},
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

// Whether `id` is what `pattern` names: the same, or, for "x*", any id that begins with x.
bool matches(std::string_view pattern, std::string_view id) {
    if (pattern.ends_with('*')) return id.starts_with(pattern.substr(0, pattern.size() - 1));
    return pattern == id;
}

// `pattern` with "{param}" replaced by the parameter `id` ends with.
std::string forFinding(std::string_view pattern, std::string_view id) {
    std::string out(pattern);
    constexpr std::string_view kParam = "{param}";
    if (const std::size_t at = out.find(kParam); at != std::string::npos) {
        out.replace(at, kParam.size(), id.substr(id.rfind(':') + 1));
    }
    return out;
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
    std::vector<std::string_view> rowsThatFound;
    for (const Row& row : kTable) {
        const bool leftOut = std::ranges::any_of(row.unless, [&](std::string_view other) {
            return !other.empty() &&
                   std::ranges::any_of(rowsThatFound, [&](std::string_view id) { return matches(other, id); });
        });
        if (!row.appliesTo(task) || leftOut) continue;
        Findings made;
        row.run(lab, made);
        keepWhatHolds(row, lab, places, made);
        if (made.empty()) continue;
        if (row.alone) return {{std::move(made.front())}};
        rowsThatFound.push_back(row.id);
        for (Finding& f : made) found.push_back({&row, std::move(f)});
    }
    // Each finding drops those it makes redundant, then the rest are listed by rank.
    std::vector<std::string> redundant;
    for (const Found& f : found) {
        for (std::string_view pattern : f.row->makesRedundant) {
            if (!pattern.empty()) redundant.push_back(forFinding(pattern, f.finding.id));
        }
    }
    std::erase_if(found, [&](const Found& f) {
        return std::ranges::any_of(redundant, [&](const std::string& p) { return matches(p, f.finding.id); });
    });
    std::ranges::stable_sort(found, {}, [](const Found& f) { return f.row->rank; });
    Diagnosis d;
    for (Found& f : found) d.findings.push_back(std::move(f.finding));
    return d;
}

}  // namespace boids

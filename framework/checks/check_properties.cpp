// The checks over many scenes that follow each task's hand-worked cases: random scenes step() could give, and the
// same scene in another order, turned or moved (task 6's grid has its own, in grid_properties.cpp). GoogleTest runs
// them (tests/support/) and so does the window, so that both count the same checks.
#include <algorithm>
#include <cmath>

#include <fmt/ranges.h>

#include "boids/checks.h"
#include "boids/format.h"
#include "boids/random.h"
#include "boids/simulation.h"

namespace boids {
namespace {

void at(Progress* progress, const ForceCase& c) {
    if (progress) progress->at(fmt::format("{}\n{}", c.scene, describeInputs(c)));
}

// The learner's function as a property calls it: each call named to `progress` before it runs, and kept in order. A
// function that keeps something from one call to the next (a static) answers a scene as it does only after the same
// calls: the failure then carries them (PropertyResult::before), for the trace to make first.
class Calls {
public:
    Calls(const TaskTable& learner, Progress* progress) : learner_(learner), progress_(progress) {}

    Vec2 operator()(const ForceCase& c) {
        at(progress_, c);
        const Vec2 answer = evaluate(c, learner_);
        made_.push_back({c, answer});
        return answer;
    }

    // How many calls were made: the next one's index.
    std::size_t count() const { return made_.size(); }

    // `result` with its trace scene: call `index`'s, and the calls before it, unless there are more than the trace
    // would replay quickly; and whether calling the learner's function again on that scene gives another answer than
    // it gave there (NaN counts as the same as NaN).
    PropertyResult failure(PropertyResult result, std::size_t index) {
        constexpr std::size_t kMostReplayed = 300;
        const Made call = made_.at(index);
        result.scene = call.scene;
        result.answered = call.answer;
        if (index <= kMostReplayed) {
            for (std::size_t i = 0; i < index; ++i) result.before.push_back(made_[i].scene);
        }
        const Vec2 again = (*this)(call.scene);
        auto same = [](float a, float b) { return a == b || (std::isnan(a) && std::isnan(b)); };
        result.keepsState = !same(again.x, call.answer.x) || !same(again.y, call.answer.y);
        return result;
    }

private:
    struct Made {
        ForceCase scene;
        Vec2 answer;
    };
    const TaskTable& learner_;
    Progress* progress_;
    std::vector<Made> made_;
};

std::string heading(Task task, std::string_view what) {
    const TaskInfo t = info(task);
    return fmt::format("Task {} {} ({}): {}\n", t.number, t.name, t.function, what);
}

// A random scene's lines under a property's own first line: the scene, the inputs and both forces.
std::string sceneFailure(const ForceCase& c, Vec2 actual) {
    return fmt::format("  scenario: {}\n{}  expected   {}  length {}\n  yours      {}  length {}\n", c.scene,
                       describeInputs(c), c.expected, number(length(c.expected)), actual, number(length(actual)));
}

PropertyResult neverNanOrInfinity(Task task, const std::vector<ForceCase>& scenes, const TaskTable& learner,
                                  Progress* progress) {
    Calls calls(learner, progress);
    for (const ForceCase& c : scenes) {
        const Vec2 actual = calls(c);
        if (!isFinite(actual)) {
            PropertyResult result;
            result.holds = false;
            result.text = heading(task, fmt::format("your force is {} in a scene step() can give it.", actual)) +
                          sceneFailure(c, actual);
            result.measured = wrapped(diagnose(c, actual));
            return calls.failure(std::move(result), calls.count() - 1);
        }
    }
    return {};
}

// True when `force`'s answer for `c` stays the same if every item moves a hair closer or farther, or turns a hair
// about the boid: the scene is not on one of its boundaries (a radius, the cone's edge, dead ahead), where
// rounding decides. Asked of the recipe, so that a correct solution may fall either side; and of the learner's
// code, so that its own boundary is not taken for a mistake of frame (the cases and random scenes judge that).
template <typename Force>
bool awayFromBoundariesOf(const ForceCase& c, Force&& force) {
    const Vec2 answer = force(c);
    if (!isFinite(answer)) return false;
    for (const std::pair<float, float>& change : {std::pair{0.9999f, 0.0f}, std::pair{1.0001f, 0.0f},
                                                 std::pair{1.0f, 0.01f}, std::pair{1.0f, -0.01f}}) {
        ForceCase v = c;
        const Vec2 pivot = c.self.position;
        auto nudge = [&](Vec2 p) { return pivot + rotated((p - pivot) * change.first, change.second); };
        for (Boid& b : v.neighbors) b.position = nudge(b.position);
        for (Vec2& p : v.predators) p = nudge(p);
        for (Obstacle& o : v.obstacles) o.center = nudge(o.center);
        if (!approxEqual(force(v), answer, 1e-2f * std::max(1.0f, length(answer)))) return false;
    }
    return true;
}

// True when an item sits on the boid's own point, where it has no direction: the recipe's answer there comes from
// rounding (and signed zeros), and the hand-worked cases say what matters (no NaN, no push).
bool awayFromBoundaries(const ForceCase& c, const TaskTable& table) {
    return awayFromBoundariesOf(c, [&](const ForceCase& v) { return evaluate(v, table); });
}

bool anItemOnTheBoid(const ForceCase& c) {
    const Vec2 p = c.self.position;
    return std::any_of(c.neighbors.begin(), c.neighbors.end(), [&](const Boid& b) { return b.position == p; }) ||
           std::any_of(c.predators.begin(), c.predators.end(), [&](Vec2 q) { return q == p; }) ||
           std::any_of(c.obstacles.begin(), c.obstacles.end(), [&](const Obstacle& o) { return o.center == p; });
}

PropertyResult matchesTheRecipe(Task task, const std::vector<ForceCase>& scenes, const TaskTable& learner,
                                Progress* progress) {
    Calls calls(learner, progress);
    for (const ForceCase& c : scenes) {
        if (anItemOnTheBoid(c) || !awayFromBoundaries(c, recipeTasks())) continue;
        const Vec2 actual = calls(c);
        if (isFinite(actual) && !passes(c, actual)) {  // NaN is the property before's to report
            PropertyResult result;
            result.holds = false;
            result.text = heading(task, "your force differs from the recipe's in a scene step() can give it.") +
                          sceneFailure(c, actual);
            result.measured = wrapped(diagnose(c, actual));
            result.rank = rankOf(c, actual);
            return calls.failure(std::move(result), calls.count() - 1);
        }
    }
    return {};
}

PropertyResult sameWhateverTheOrder(Task task, const std::vector<ForceCase>& scenes, const TaskTable& learner,
                                    Progress* progress) {
    Calls calls(learner, progress);
    for (const ForceCase& c : scenes) {
        ForceCase reversed = c;
        std::reverse(reversed.neighbors.begin(), reversed.neighbors.end());
        std::reverse(reversed.predators.begin(), reversed.predators.end());
        std::reverse(reversed.obstacles.begin(), reversed.obstacles.end());
        const Vec2 forward = calls(c);
        const Vec2 backward = calls(reversed);
        if (isFinite(forward) && !approxEqual(forward, backward, 1e-3f)) {
            PropertyResult result;
            result.holds = false;
            result.text = heading(task, "your force changes when the same items come in another order.") +
                          fmt::format("  scenario: {}\n{}  in this order   {}\n  reversed        {}\n"
                                      "  try: a force should depend on which items there are, not on their order; "
                                      "look for a result that is replaced instead of added to.\n",
                                      c.scene, describeInputs(c), forward, backward);
            return calls.failure(std::move(result), calls.count() - 2);  // the scene in its own order
        }
    }
    return {};
}

PropertyResult followsTheScene(Task task, const TaskTable& recipe, const TaskTable& learner, Progress* progress) {
    Calls calls(learner, progress);
    // The scene changed, called last, is the one traced.
    auto failure = [&](const ForceCase& changed, Vec2 before, Vec2 after, const std::string& how, const std::string& expected) {
        PropertyResult result;
        result.holds = false;
        result.text = heading(task, fmt::format("the whole scene {}, and your force did not follow it.", how)) +
                      fmt::format("  scenario: {}\n{}  your force before   {}\n  expected after     {}\n  yours after        {}\n",
                                  changed.scene, describeInputs(changed), before, expected, after) +
                      wrapped("try: work this scene out by hand with the boid flying another way; every direction you "
                              "use should come from a difference of positions or from a velocity.");
        result.measured = wrapped("Your force looks at directions in the world (x, y, atan2) or at where the boid is, "
                                  "where it should look only at the other items relative to the boid and its heading.");
        return calls.failure(std::move(result), calls.count() - 1);
    };
    for (const ForceCase& c : casesFor(task)) {
        const Vec2 before = calls(c);
        if (!isFinite(before)) continue;  // the case's own test says why
        for (float turn : {90.0f, 180.0f, -90.0f, 30.0f, 135.0f, -75.0f}) {
            const ForceCase t = turnedAbout(c, turn);
            const bool exact = std::fmod(turn, 90.0f) == 0;  // quarter turns round nothing
            if (!exact && !(awayFromBoundaries(t, recipe) && awayFromBoundariesOf(t, calls))) continue;
            if (!approxEqual(evaluate(t, recipe), turnedBy(evaluate(c, recipe), turn), 1e-3f)) continue;
            const Vec2 after = calls(t);
            if (!approxEqual(after, turnedBy(before, turn), 1e-3f * std::max(1.0f, length(before)))) {
                return failure(t, before, after, fmt::format("turned by {:g} degrees about the boid", turn),
                               fmt::format("{} (yours, turned by {:g} degrees too)", turnedBy(before, turn), turn));
            }
        }
        const Vec2 offset{256, -128};
        const ForceCase m = movedBy(c, offset);
        if (!awayFromBoundaries(m, recipe) || !awayFromBoundariesOf(m, calls) ||
            !approxEqual(evaluate(m, recipe), evaluate(c, recipe), 1e-3f)) {
            continue;
        }
        const Vec2 after = calls(m);
        if (!approxEqual(after, before, 1e-3f * std::max(1.0f, length(before)))) {
            return failure(m, before, after, fmt::format("moved by {}", offset), fmt::format("{} (the same)", before));
        }
    }
    return {};
}

}  // namespace

std::vector<ForceCase> randomScenes(Task task) {
    const TaskTable& recipe = recipeTasks();
    Random random(2024);
    std::vector<ForceCase> scenes;
    const std::vector<ForceCase> cases = casesFor(task);
    for (int i = 0; i < 200; ++i) {
        ForceCase c;
        c.task = task;
        c.self.position = {random.uniform(0, 1200), random.uniform(0, 900)};
        c.params = cases[std::size_t(i) % cases.size()].params;  // the tables' parameters, defaults and tuned
        if (i % 11 == 0) c.params.neighborRadius = 0;
        // A third of the scenes move the weights and the flee and avoidance values away from their defaults (taken in
        // turn from short lists, so that the other scenes keep their random numbers): a force that multiplies by a
        // weight, or uses a number of its own where the recipe reads one from params, differs from the recipe there.
        // The three weights always differ from 1 and from each other.
        const bool tuned = i % 3 == 1;
        if (tuned) {
            const std::size_t k = std::size_t(i / 3);
            auto pick = [k](const auto& values) { return values[k % values.size()]; };
            const std::array<float, 6> weights{2.5f, 0.5f, 3, 0.25f, 4, 1.5f};
            c.params.separationWeight = weights[k % weights.size()];
            c.params.alignmentWeight = weights[(k + 1) % weights.size()];
            c.params.cohesionWeight = weights[(k + 2) % weights.size()];
            c.params.fleeRadius = pick(std::array<float, 4>{80, 20, 150, 35});
            c.params.fleeStrength = pick(std::array<float, 5>{2.5f, 25, 0.5f, 40, 7});
            c.params.obstacleLookAhead = pick(std::array<float, 4>{150, 60, 200, 30});
            c.params.obstacleConeDegrees = pick(std::array<float, 5>{30, 100, 45, 150, 10});
            c.params.avoidTurnDegrees = pick(std::array<float, 6>{90, 30, 135, 15, 170, 45});
            c.params.avoidStrength = pick(std::array<float, 5>{2, 8, 0.5f, 20, 3.5f});
        }
        const bool collapsed = i % 5 == 0;  // every item on the boid's own point
        auto velocity = [&] { return i % 7 == 0 ? Vec2{} : Vec2{random.uniform(-5, 5), random.uniform(-5, 5)}; };
        auto anywhere = [&] {
            return collapsed ? c.self.position : c.self.position + Vec2{random.uniform(-150, 150), random.uniform(-150, 150)};
        };
        // A neighbour: a random direction, at a random distance up to the radius, sometimes exactly on it.
        auto neighbourPoint = [&] {
            if (collapsed || c.params.neighborRadius <= 0) return c.self.position;
            const float d = i % 3 == 0 ? c.params.neighborRadius : random.uniform(0, c.params.neighborRadius);
            return c.self.position + rotated(Vec2{d, 0}, random.uniform(-180, 180));
        };
        c.self.velocity = velocity();
        const int n = int(random.uniform(0, 6));
        for (int k = 0; k < n; ++k) {
            c.neighbors.push_back({neighbourPoint(), velocity()});
            c.predators.push_back(anywhere());
            c.obstacles.push_back({anywhere(), random.uniform(0, 40)});
        }
        // A neighbour placed exactly on the radius can round to just beyond it; step() would not pass that one.
        std::erase_if(c.neighbors, [&](const Boid& b) { return distance(b.position, c.self.position) > c.params.neighborRadius; });
        c.expected = evaluate(c, recipe);
        c.tolerance = 1e-3f * std::max(1.0f, length(c.expected));
        c.scene = fmt::format("random scene {} with {} items{}", i, n, collapsed ? ", all on the boid's own point" : "");
        if (tuned) {  // the failure's inputs list only the task's own parameters: the weights are named here
            c.scene += fmt::format(", separationWeight {:g}, alignmentWeight {:g}, cohesionWeight {:g}",
                                   c.params.separationWeight, c.params.alignmentWeight, c.params.cohesionWeight);
        }
        scenes.push_back(std::move(c));
    }
    return scenes;
}

std::vector<PropertyCheck> forceProperties(Task task) {
    return {
        {"NeverReturnsNanOrInfinityForFiniteInput", "the force is never NaN or infinite in a scene step() can give it",
         [task](const TaskTable& learner, Progress* progress) {
             return neverNanOrInfinity(task, randomScenes(task), learner, progress);
         }},
        {"MatchesTheRecipeInRandomScenes", "the force is the recipe's in random scenes step() can give it",
         [task](const TaskTable& learner, Progress* progress) {
             return matchesTheRecipe(task, randomScenes(task), learner, progress);
         }},
        {"GivesTheSameForceWhateverTheOrderOfItsInputs",
         "the force stays the same when the same items come in another order",
         [task](const TaskTable& learner, Progress* progress) {
             return sameWhateverTheOrder(task, randomScenes(task), learner, progress);
         }},
        {"FollowsTheSceneWhenItTurnsOrMoves", "the force turns and moves with the scene: it reads no direction of the world",
         [task](const TaskTable& learner, Progress* progress) { return followsTheScene(task, recipeTasks(), learner, progress); }},
    };
}

report::Failure propertyFailure(const PropertyResult& result) {
    report::Failure failure;
    failure.rank = result.rank;
    const std::size_t firstLine = result.text.find('\n');
    failure.parts.push_back({"title", result.text.substr(0, firstLine == std::string::npos ? firstLine : firstLine + 1)});
    if (firstLine != std::string::npos && firstLine + 1 < result.text.size()) {
        failure.parts.push_back({"property", result.text.substr(firstLine + 1)});
    }
    if (!result.measured.empty()) failure.parts.push_back({"measured", result.measured});
    return failure;
}

std::string propertyBroken(const PropertyResult& result) {
    const std::string_view first = std::string_view(result.text).substr(0, result.text.find('\n'));
    const std::size_t colon = first.find("): ");
    return std::string(colon == std::string_view::npos ? first : first.substr(colon + 3));
}

}  // namespace boids

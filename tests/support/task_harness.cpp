// Runs one task's checks as GoogleTest tests (task_harness.h). Compiled once for all five tasks: which task, and
// which implementation of it, come from the program's main (task_main.cpp).
#include <algorithm>
#include <cctype>
#include <exception>
#include <functional>
#include <new>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <boids/checks.h>
#include <boids/format.h>
#include <boids/random.h>

#include "isolation.h"
#include "recognise.h"
#include "task_harness.h"

namespace boids {
namespace {

// The task under test, a table holding only its function (the program links no other task), and how its code is
// isolated. Every test keeps a copy.
struct Subject {
    Task task = Task::Alignment;
    TaskTable table;
    test::IsolationFlags isolation;
    std::vector<catalog::KnownMistake> mistakes;  // the task's known mistakes, to name the learner's
};

// The failure text for `c`, led by the known mistake the learner's code behaves like, if any. Runs every
// catalog entry and the learner's code on the task's cases: call it inside an isolated body only.
std::string failureText(const Subject& subject, const ForceCase& c, Vec2 actual) {
    NamedMistake storage;
    return explainFailure(c, actual, test::named(test::recogniseForce(subject.task, subject.table, subject.mistakes), storage));
}

// The first line of a property's failure: the known mistake when there is one, then what was measured.
std::string propertyLead(const Subject& subject, Specificity& rank, std::string& id) {
    const catalog::KnownMistake* mistake = test::recogniseForce(subject.task, subject.table, subject.mistakes);
    if (!mistake) return {};
    rank = Specificity::NamedMistake;
    id = mistake->id;
    return fmt::format("  This is what you get when {}.\n", mistake->explanation);
}

// Runs `body` (which calls the learner's function) isolated: a hang or a crash fails only the running test.
void isolated(const Subject& subject, const std::function<void(Progress&)>& body) {
    const TaskInfo t = info(subject.task);
    test::runBodyIsolated(subject.isolation, {fmt::format("Task {} {}: your {}", t.number, t.name, t.function), "neighbors"},
                          body);
}

// The label a hang or crash is placed with: the scene and its inputs.
std::string sceneLabel(const ForceCase& c) { return fmt::format("{}\n{}", c.scene, describeInputs(c)); }

// The GoogleTest suite name, the task's name in CamelCase: Alignment, ..., ObstacleAvoidance.
std::string suiteName(Task task) {
    std::string name;
    bool upper = true;
    for (char ch : info(task).name) {
        if (ch == ' ') {
            upper = true;
            continue;
        }
        name += upper ? char(std::toupper(static_cast<unsigned char>(ch))) : ch;
        upper = false;
    }
    return name;
}

// What an exception usually means in a force, by its type.
std::string aboutException(const std::exception& e) {
    if (dynamic_cast<const std::out_of_range*>(&e)) {
        return "std::out_of_range: at() was given an index past the end (the last valid index is size() - 1)";
    }
    if (dynamic_cast<const std::length_error*>(&e)) return "std::length_error: a size too large for a container";
    if (dynamic_cast<const std::bad_alloc*>(&e)) return "std::bad_alloc: more memory asked for than there is";
    if (dynamic_cast<const std::logic_error*>(&e)) return "a std::logic_error";
    if (dynamic_cast<const std::runtime_error*>(&e)) return "a std::runtime_error";
    return "a std::exception";
}

// Calls the learner's function; an exception becomes a test failure that names it. (The window counts a force
// that throws as zero, and says so.)
bool tryEvaluate(const Subject& subject, const ForceCase& c, Vec2& out) {
    const TaskInfo t = info(subject.task);
    try {
        out = evaluate(c, subject.table);
        return true;
    } catch (const std::exception& e) {
        ADD_FAILURE() << fmt::format("\nTask {} {}: your {} threw an exception: {}.\n  what(): {}\n  scenario: {}\n{}{}{}",
                                     t.number, t.name, t.function, aboutException(e), e.what(), c.scene,
                                     describeInputs(c), test::debuggerCommand(subject.isolation, test::Trouble::Exception),
                                     diagnosisTag(Specificity::Measured));
    } catch (...) {
        ADD_FAILURE() << fmt::format("\nTask {} {}: your {} threw something that is not a std::exception.\n"
                                     "  scenario: {}\n{}{}{}",
                                     t.number, t.name, t.function, c.scene, describeInputs(c),
                                     test::debuggerCommand(subject.isolation, test::Trouble::Exception),
                                     diagnosisTag(Specificity::Measured));
    }
    return false;
}

class CaseTest : public testing::Test {
public:
    CaseTest(Subject subject, ForceCase c) : subject_(subject), case_(std::move(c)) {}
    void TestBody() override {
        isolated(subject_, [this](Progress& progress) {
            progress.at(sceneLabel(case_));
            Vec2 actual;
            if (!tryEvaluate(subject_, case_, actual)) return;
            if (!passes(case_, actual)) ADD_FAILURE() << "\n" << failureText(subject_, case_, actual);
        });
    }

private:
    Subject subject_;
    ForceCase case_;
};

// Random scenes of the kind step() gives a force: neighbours within neighborRadius (inclusive; the boid itself is
// never one of them), finite values; predators and obstacles anywhere. Awkward ones included: everything on the
// boid's own point, zero velocities, a radius of 0 (then only neighbours on the boid's point). Each scene's expected
// force is the recipe's on that scene (catalog::reference()); no words are taken from a hand-worked case.
std::vector<ForceCase> randomScenes(Task task) {
    Random random(2024);
    std::vector<ForceCase> scenes;
    const std::vector<ForceCase> cases = casesFor(task);
    for (int i = 0; i < 200; ++i) {
        ForceCase c;
        c.task = task;
        c.self.position = {random.uniform(0, 1200), random.uniform(0, 900)};
        c.params = cases[std::size_t(i) % cases.size()].params;  // the tables' parameters, defaults and tuned
        if (i % 11 == 0) c.params.neighborRadius = 0;
        const bool collapsed = i % 5 == 0;  // every item on the boid's own point
        auto velocity = [&] { return i % 7 == 0 ? Vec2{} : Vec2{random.uniform(-5, 5), random.uniform(-5, 5)}; };
        auto anywhere = [&] { return collapsed ? c.self.position : c.self.position + Vec2{random.uniform(-150, 150), random.uniform(-150, 150)}; };
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
        c.expected = evaluate(c, catalog::reference());
        c.tolerance = 1e-3f * std::max(1.0f, length(c.expected));
        c.scene = fmt::format("random scene {} with {} items{}", i, n, collapsed ? ", all on the boid's own point" : "");
        scenes.push_back(std::move(c));
    }
    return scenes;
}

class NeverReturnsNanOrInfinity : public testing::Test {
public:
    explicit NeverReturnsNanOrInfinity(Subject subject) : subject(subject) {}

private:
    Subject subject;
    void TestBody() override {
        isolated(subject, [this](Progress& progress) {
            for (const ForceCase& c : randomScenes(subject.task)) {
                progress.at(sceneLabel(c));
                Vec2 actual;
                if (!tryEvaluate(subject, c, actual)) return;
                if (!isFinite(actual)) {
                    ADD_FAILURE() << "\n" << fmt::format("Task {} {} returned {} for input step() can give it.\n",
                                                         info(subject.task).number, info(subject.task).function, actual)
                                  << failureText(subject, c, actual);
                    return;  // one example is enough
                }
            }
        });
    }
};

class GivesTheSameForceWhateverTheOrder : public testing::Test {
public:
    explicit GivesTheSameForceWhateverTheOrder(Subject subject) : subject(subject) {}

private:
    Subject subject;
    void TestBody() override {
        isolated(subject, [this](Progress& progress) { checkEveryScene(progress); });
    }

    void checkEveryScene(Progress& progress) {
        for (const ForceCase& c : randomScenes(subject.task)) {
            progress.at(sceneLabel(c));
            ForceCase reversed = c;
            std::reverse(reversed.neighbors.begin(), reversed.neighbors.end());
            std::reverse(reversed.predators.begin(), reversed.predators.end());
            std::reverse(reversed.obstacles.begin(), reversed.obstacles.end());
            Vec2 forward, backward;
            if (!tryEvaluate(subject, c, forward) || !tryEvaluate(subject, reversed, backward)) return;
            if (isFinite(forward) && !approxEqual(forward, backward, 1e-3f)) {
                Specificity rank = Specificity::Measured;
                std::string id;
                const std::string lead = propertyLead(subject, rank, id);
                ADD_FAILURE() << fmt::format(
                    "\nTask {} {} ({}) gives a different force for the same items in another order.\n{}"
                    "  scenario: {}\n{}  in this order   {}\n  reversed        {}\n"
                    "  try: a force should depend on which items there are, not on their order; look for a result "
                    "that is replaced instead of added to.\n{}",
                    info(subject.task).number, info(subject.task).name, info(subject.task).function, lead, c.scene,
                    describeInputs(c), forward, backward, diagnosisTag(rank, id));
                return;
            }
        }
    }
};

// Turning the whole scene about the boid turns the force by the same angle; moving the whole scene does not change
// it. Checked on every hand-worked case, turned by quarter turns (exact) and by angles off the axes; a scene
// where the recipe's own answer changes (an item that rounding moves across a boundary) is skipped.
class FollowsTheSceneWhenItTurnsOrMoves : public testing::Test {
public:
    explicit FollowsTheSceneWhenItTurnsOrMoves(Subject subject) : subject(subject) {}

private:
    Subject subject;
    void TestBody() override {
        isolated(subject, [this](Progress& progress) { checkEveryCase(progress); });
    }

    void checkEveryCase(Progress& progress) {
        const TaskTable& recipe = catalog::reference();
        for (const ForceCase& c : casesFor(subject.task)) {
            Vec2 before;
            progress.at(sceneLabel(c));
            if (!tryEvaluate(subject, c, before) || !isFinite(before)) continue;  // the case's own test says why
            for (float turn : {90.0f, 180.0f, -90.0f, 30.0f, 135.0f, -75.0f}) {
                const ForceCase t = turnedAbout(c, turn);
                if (!approxEqual(evaluate(t, recipe), turnedBy(evaluate(c, recipe), turn), 1e-3f)) continue;
                progress.at(sceneLabel(t));
                Vec2 after;
                if (!tryEvaluate(subject, t, after)) return;
                if (!approxEqual(after, turnedBy(before, turn), 1e-3f * std::max(1.0f, length(before)))) {
                    fail(c, t, before, after, fmt::format("turned by {:g} degrees about the boid", turn),
                         fmt::format("{} (yours, turned by {:g} degrees too)", turnedBy(before, turn), turn));
                    return;
                }
            }
            const Vec2 offset{256, -128};
            const ForceCase m = movedBy(c, offset);
            if (!approxEqual(evaluate(m, recipe), evaluate(c, recipe), 1e-3f)) continue;
            progress.at(sceneLabel(m));
            Vec2 after;
            if (!tryEvaluate(subject, m, after)) return;
            if (!approxEqual(after, before, 1e-3f * std::max(1.0f, length(before)))) {
                fail(c, m, before, after, fmt::format("moved by {}", offset), fmt::format("{} (the same)", before));
                return;
            }
        }
    }

    void fail(const ForceCase& c, const ForceCase& changed, Vec2 before, Vec2 after, const std::string& how,
              const std::string& expected) {
        const TaskInfo t = info(subject.task);
        Specificity rank = Specificity::Measured;
        std::string id;
        std::string lead = propertyLead(subject, rank, id);
        if (lead.empty()) {
            lead = "  Your force looks at directions in the world (x, y, atan2) or at where the boid is, where it "
                   "should look only at the other items relative to the boid and its heading.\n";
        }
        ADD_FAILURE() << fmt::format(
            "\nTask {} {} ({}): the whole scene {}, and your force did not follow it.\n{}"
            "  scenario: {}\n{}  your force before   {}\n  expected after     {}\n  yours after        {}\n"
            "  try: work this scene out by hand with the boid flying another way; every direction you use should "
            "come from a difference of positions or from a velocity.\n{}",
            t.number, t.name, t.function, how, lead, changed.scene, describeInputs(changed), before, expected, after,
            diagnosisTag(rank, id));
        (void)c;
    }
};

void registerTests(const Subject& subject) {
    const std::string suite = suiteName(subject.task);
    for (ForceCase& c : casesFor(subject.task)) {
        const std::string name = c.name;
        testing::RegisterTest(suite.c_str(), name.c_str(), nullptr, nullptr, __FILE__, __LINE__,
                              [subject, c = std::move(c)]() -> testing::Test* { return new CaseTest(subject, c); });
    }
    testing::RegisterTest(suite.c_str(), "NeverReturnsNanOrInfinityForFiniteInput", nullptr, nullptr, __FILE__,
                          __LINE__, [subject]() -> testing::Test* { return new NeverReturnsNanOrInfinity(subject); });
    testing::RegisterTest(suite.c_str(), "GivesTheSameForceWhateverTheOrderOfItsInputs", nullptr, nullptr, __FILE__,
                          __LINE__,
                          [subject]() -> testing::Test* { return new GivesTheSameForceWhateverTheOrder(subject); });
    testing::RegisterTest(suite.c_str(), "FollowsTheSceneWhenItTurnsOrMoves", nullptr, nullptr, __FILE__, __LINE__,
                          [subject]() -> testing::Test* { return new FollowsTheSceneWhenItTurnsOrMoves(subject); });
}

}  // namespace

int runTaskChecks(Task task, const TaskTable& table, int argc, char** argv) {
    const test::IsolationFlags isolation = test::parseIsolationFlags(argc, argv);
    testing::InitGoogleTest(&argc, argv);
    registerTests(Subject{task, table, isolation, catalog::mistakesFor(info(task).number)});
    return RUN_ALL_TESTS();
}

}  // namespace boids

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
#include "task_harness.h"

namespace boids {
namespace {

// The task under test, a table holding only its function (the program links no other task), and how its code is
// isolated. Every test keeps a copy.
struct Subject {
    Task task = Task::Alignment;
    TaskTable table;
    test::IsolationFlags isolation;
};

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
        ADD_FAILURE() << fmt::format("\nTask {} {}: your {} threw an exception: {}.\n  what(): {}\n  scenario: {}\n{}{}",
                                     t.number, t.name, t.function, aboutException(e), e.what(), c.scene,
                                     describeInputs(c), test::debuggerCommand(subject.isolation, test::Trouble::Exception));
    } catch (...) {
        ADD_FAILURE() << fmt::format("\nTask {} {}: your {} threw something that is not a std::exception.\n"
                                     "  scenario: {}\n{}{}",
                                     t.number, t.name, t.function, c.scene, describeInputs(c),
                                     test::debuggerCommand(subject.isolation, test::Trouble::Exception));
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
            if (!passes(case_, actual)) ADD_FAILURE() << "\n" << explainFailure(case_, actual);
        });
    }

private:
    Subject subject_;
    ForceCase case_;
};

// Random scenes, including the awkward ones: everything on one point, zero radii, zero velocities.
std::vector<ForceCase> randomScenes(Task task) {
    Random random(2024);
    std::vector<ForceCase> scenes;
    const std::vector<ForceCase> cases = casesFor(task);
    for (int i = 0; i < 200; ++i) {
        ForceCase c = cases[std::size_t(i) % cases.size()];
        const bool collapsed = i % 5 == 0;  // every item on the boid's own point
        auto point = [&] { return collapsed ? c.self.position : c.self.position + Vec2{random.uniform(-60, 60), random.uniform(-60, 60)}; };
        auto velocity = [&] { return i % 7 == 0 ? Vec2{} : Vec2{random.uniform(-5, 5), random.uniform(-5, 5)}; };
        c.self.velocity = velocity();
        const int n = int(random.uniform(0, 6));
        c.neighbors.clear();
        c.predators.clear();
        c.obstacles.clear();
        for (int k = 0; k < n; ++k) {
            c.neighbors.push_back({point(), velocity()});
            c.predators.push_back(point());
            c.obstacles.push_back({point(), random.uniform(0, 40)});
        }
        if (i % 11 == 0) c.params.neighborRadius = 0;
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
                    ADD_FAILURE() << "\n" << fmt::format("Task {} {} returned {} for finite input.\n",
                                                         info(subject.task).number, info(subject.task).function, actual)
                                  << explainFailure(c, actual);
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
                ADD_FAILURE() << fmt::format(
                    "\nTask {} {} gave {} for the items in one order and {} for the same items reversed.\n"
                    "  scenario: {}\n  hint: a force should depend on which items there are, not their order.\n",
                    info(subject.task).number, info(subject.task).function, forward, backward, c.scene);
                return;
            }
        }
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
}

}  // namespace

int runTaskChecks(Task task, const TaskTable& table, int argc, char** argv) {
    const test::IsolationFlags isolation = test::parseIsolationFlags(argc, argv);
    testing::InitGoogleTest(&argc, argv);
    registerTests(Subject{task, table, isolation});
    return RUN_ALL_TESTS();
}

}  // namespace boids

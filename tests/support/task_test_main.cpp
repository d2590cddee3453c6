// Runs one task's checks as GoogleTest tests. Built once per task (BOIDS_TEST_TASK = 1..5) and linked with
// exactly one implementation of that task: the learner's, the reference, or a kept mistake.
#include <algorithm>
#include <cctype>
#include <exception>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <boids/checks.h>
#include <boids/format.h>
#include <boids/random.h>

#ifndef BOIDS_TEST_TASK
#error "Define BOIDS_TEST_TASK as the task number (1-5) this test program checks."
#endif

namespace boids {
namespace {

constexpr Task kTask = Task(BOIDS_TEST_TASK);

// A table holding only the task under test: the other four are not linked into this program.
TaskTable taskUnderTest() {
    TaskTable table;
    if constexpr (kTask == Task::Alignment) table.alignment = &calculateAlignment;
    if constexpr (kTask == Task::Separation) table.separation = &calculateSeparation;
    if constexpr (kTask == Task::Cohesion) table.cohesion = &calculateCohesion;
    if constexpr (kTask == Task::Flee) table.flee = &calculateFlee;
    if constexpr (kTask == Task::ObstacleAvoid) table.obstacleAvoid = &calculateObstacleAvoid;
    return table;
}

// The GoogleTest suite name, the task's name in CamelCase: Alignment, ..., ObstacleAvoidance.
std::string suiteName() {
    std::string name;
    bool upper = true;
    for (char ch : info(kTask).name) {
        if (ch == ' ') {
            upper = true;
            continue;
        }
        name += upper ? char(std::toupper(static_cast<unsigned char>(ch))) : ch;
        upper = false;
    }
    return name;
}

// Calls the learner's function; an exception becomes a test failure that names it.
bool tryEvaluate(const ForceCase& c, Vec2& out) {
    try {
        out = evaluate(c, taskUnderTest());
        return true;
    } catch (const std::exception& e) {
        ADD_FAILURE() << fmt::format("Task {} {} threw an exception: {}\n  scenario: {}\n", info(kTask).number,
                                     info(kTask).function, e.what(), c.scene);
    } catch (...) {
        ADD_FAILURE() << fmt::format("Task {} {} threw something that is not a std::exception.\n  scenario: {}\n",
                                     info(kTask).number, info(kTask).function, c.scene);
    }
    return false;
}

class CaseTest : public testing::Test {
public:
    explicit CaseTest(ForceCase c) : case_(std::move(c)) {}
    void TestBody() override {
        Vec2 actual;
        if (!tryEvaluate(case_, actual)) return;
        if (!passes(case_, actual)) ADD_FAILURE() << "\n" << explainFailure(case_, actual);
    }

private:
    ForceCase case_;
};

// Random scenes, including the awkward ones: everything on one point, zero radii, zero velocities.
std::vector<ForceCase> randomScenes() {
    Random random(2024);
    std::vector<ForceCase> scenes;
    const std::vector<ForceCase> cases = casesFor(kTask);
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
    void TestBody() override {
        for (const ForceCase& c : randomScenes()) {
            Vec2 actual;
            if (!tryEvaluate(c, actual)) return;
            if (!isFinite(actual)) {
                ADD_FAILURE() << "\n" << fmt::format("Task {} {} returned {} for finite input.\n", info(kTask).number,
                                                     info(kTask).function, actual)
                              << explainFailure(c, actual);
                return;  // one example is enough
            }
        }
    }
};

class GivesTheSameForceWhateverTheOrder : public testing::Test {
    void TestBody() override {
        for (const ForceCase& c : randomScenes()) {
            ForceCase reversed = c;
            std::reverse(reversed.neighbors.begin(), reversed.neighbors.end());
            std::reverse(reversed.predators.begin(), reversed.predators.end());
            std::reverse(reversed.obstacles.begin(), reversed.obstacles.end());
            Vec2 forward, backward;
            if (!tryEvaluate(c, forward) || !tryEvaluate(reversed, backward)) return;
            if (isFinite(forward) && !approxEqual(forward, backward, 1e-3f)) {
                ADD_FAILURE() << fmt::format(
                    "\nTask {} {} gave {} for the items in one order and {} for the same items reversed.\n"
                    "  scenario: {}\n  hint: a force should depend on which items there are, not their order.\n",
                    info(kTask).number, info(kTask).function, forward, backward, c.scene);
                return;
            }
        }
    }
};

void registerTests() {
    const std::string suite = suiteName();
    for (ForceCase& c : casesFor(kTask)) {
        const std::string name = c.name;
        testing::RegisterTest(suite.c_str(), name.c_str(), nullptr, nullptr, __FILE__, __LINE__,
                              [c = std::move(c)]() -> testing::Test* { return new CaseTest(c); });
    }
    testing::RegisterTest(suite.c_str(), "NeverReturnsNanOrInfinityForFiniteInput", nullptr, nullptr, __FILE__,
                          __LINE__, []() -> testing::Test* { return new NeverReturnsNanOrInfinity; });
    testing::RegisterTest(suite.c_str(), "GivesTheSameForceWhateverTheOrderOfItsInputs", nullptr, nullptr, __FILE__,
                          __LINE__, []() -> testing::Test* { return new GivesTheSameForceWhateverTheOrder; });
}

}  // namespace
}  // namespace boids

int main(int argc, char** argv) {
    testing::InitGoogleTest(&argc, argv);
    boids::registerTests();
    return RUN_ALL_TESTS();
}

// Runs task 6's checks as GoogleTest tests: every case of gridCases() as SpatialGrid.<name>, plus the tests that
// need more than one world. The grid comes from the program's main (grid_test_main.cpp, catalog_main.cpp).
#include <algorithm>
#include <exception>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <boids/checks.h>
#include <boids/format.h>
#include <boids/trace_scene.h>

#include "grid_harness.h"
#include "isolation.h"
#include "lead.h"

namespace boids {
namespace {

// The grid under test and how each test isolates it. Set once by runGridChecks, before any test runs.
struct Subject {
    TaskTable table;
    test::IsolationFlags isolation;
    std::unique_ptr<test::LeadedRunner> runner;  // and the lead of the failures (lead.h)
};
Subject& subject() {
    static Subject s;
    return s;
}

// Runs a test's body (which calls the learner's grid) isolated: a hang or a crash fails only that test.
void isolated(const std::function<void(Progress&)>& body) { subject().runner->run(body); }

// The case's world as the hidden lines a failure ends with: ./workshop trace runs the learner's grid on it, for the
// boid the failure is about.
std::string sceneTag(const GridCase& c, const GridCheck& check) {
    TraceScene scene;
    scene.task = info(kGridTask).number;
    scene.check = "SpatialGrid." + c.name;
    scene.boids = c.boids;
    scene.radius = c.radius;
    scene.worldSize = c.worldSize;
    scene.focus = check.focus;
    scene.expectedNeighbours = check.expected;
    return sceneLines(scene);
}

class GridCaseTest : public testing::Test {
public:
    explicit GridCaseTest(GridCase c) : case_(std::move(c)) {}
    void TestBody() override {
        isolated([this](Progress& progress) {
            progress.at(case_.scene);
            check();
        });
    }

private:
    void check() {
        try {
            const GridCheck check = checkGrid(case_, subject().table);
            if (!check.same) {
                ADD_FAILURE() << "\n"
                              << test::withLeadMarker(fmt::format("Task {} {} (buildGrid, findNeighborsInGrid): a boid's "
                                                                  "neighbours differ from brute force's.\n  scenario: {}\n",
                                                                  info(kGridTask).number, info(kGridTask).name, case_.scene))
                              << check.mismatch
                              << (check.foundAny ? "" : "  your grid found no neighbours at all, for any boid.\n")
                              << diagnosisTag(check.rank) << gridVerdictTag(case_, check) << sceneTag(case_, check);
            }
        } catch (const std::exception& e) {
            ADD_FAILURE() << "\nTask 6 Spatial grid threw an exception: " << e.what() << "\n  scenario: " << case_.scene
                          << "\n" << diagnosisTag(Rank::Stopped) << verdictTag("threw");
        }
    }

    GridCase case_;
};

// A property (checks.h) as a test: run isolated; its failure led by the known mistake, when there is one.
class PropertyTest : public testing::Test {
public:
    explicit PropertyTest(PropertyCheck check) : check_(std::move(check)) {}
    void TestBody() override {
        isolated([this](Progress& progress) {
            PropertyResult result;
            try {
                result = check_.run(subject().table, &progress);
            } catch (const std::exception& e) {
                ADD_FAILURE() << "\nTask 6 Spatial grid threw an exception: " << e.what() << "\n"
                              << diagnosisTag(Rank::Stopped) << verdictTag("threw");
                return;
            }
            if (result.holds) return;
            const std::string_view first = std::string_view(result.text).substr(0, result.text.find('\n'));
            const std::size_t colon = first.find("): ");
            ADD_FAILURE() << "\n" << test::withLeadMarker(result.text + result.measured + diagnosisTag(result.rank))
                          << verdictTag("property", colon == std::string_view::npos ? first : first.substr(colon + 3));
        });
    }

private:
    PropertyCheck check_;
};

void registerTests() {
    for (GridCase& c : gridCases()) {
        const std::string name = c.name;
        testing::RegisterTest("SpatialGrid", name.c_str(), nullptr, nullptr, __FILE__, __LINE__,
                              [c = std::move(c)]() -> testing::Test* { return new GridCaseTest(c); });
    }
    for (PropertyCheck& check : gridProperties()) {
        const std::string name = check.name;
        testing::RegisterTest("SpatialGrid", name.c_str(), nullptr, nullptr, __FILE__, __LINE__,
                              [check = std::move(check)]() -> testing::Test* { return new PropertyTest(check); });
    }
}

}  // namespace

int runGridChecks(const TaskTable& table, int argc, char** argv) {
    const test::IsolationFlags isolation = test::parseIsolationFlags(argc, argv);
    subject().table = table;
    subject().isolation = isolation;
    subject().runner = std::make_unique<test::LeadedRunner>(
        isolation,
        test::Subject{fmt::format("Task {} {}: your buildGrid or findNeighborsInGrid", info(kGridTask).number,
                                  info(kGridTask).name),
                      "boids"},
        [table] { return test::leadText(kGridTask, table, catalog::mistakesFor(kGridTask)); });
    testing::InitGoogleTest(&argc, argv);
    registerTests();
    return RUN_ALL_TESTS();
}

}  // namespace boids

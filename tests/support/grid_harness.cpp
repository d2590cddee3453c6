// Runs task 6's checks as GoogleTest tests: every case of gridCases() as SpatialGrid.<name>, plus the tests that
// need more than one world. The grid comes from the program's main (grid_test_main.cpp, catalog_main.cpp).
#include <algorithm>
#include <exception>
#include <functional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <boids/checks.h>
#include <boids/format.h>

#include "grid_harness.h"
#include "isolation.h"
#include "recognise.h"

namespace boids {
namespace {

// The grid under test and how each test isolates it. Set once by runGridChecks, before any test runs.
struct Subject {
    TaskTable table;
    test::IsolationFlags isolation;
    std::vector<catalog::KnownMistake> mistakes;
};
Subject& subject() {
    static Subject s;
    return s;
}

// Runs a test's body (which calls the learner's grid) isolated: a hang or a crash fails only that test.
void isolated(const std::function<void(Progress&)>& body) {
    test::runBodyIsolated(subject().isolation, {"Task 6 Spatial grid: your buildGrid or findNeighborsInGrid", "boids"}, body);
}

// The first lines of every failure: which test, and the known mistake the grid behaves like, if any. Runs the
// catalog's grids and the learner's on every world: call it inside an isolated body only.
struct Lead {
    std::string text;
    const catalog::KnownMistake* mistake = nullptr;
};
Lead lead(const std::string& what, const std::string& scene) {
    Lead l;
    l.mistake = test::recogniseGrid(subject().table, subject().mistakes);
    l.text = fmt::format("Task 6 Spatial grid (buildGrid, findNeighborsInGrid): {}\n", what);
    if (l.mistake) l.text += wrapped(fmt::format("This is what you get when {}.", l.mistake->explanation));
    l.text += fmt::format("  scenario: {}\n", scene);
    return l;
}

// The last lines: one thing to try, and the tag ./workshop ranks the failures by.
std::string tail(const Lead& l, Specificity measured, const std::string& otherwise = {}) {
    if (l.mistake) return wrapped(fmt::format("try: {}.", l.mistake->tryThis)) + diagnosisTag(Specificity::NamedMistake, l.mistake->id);
    return otherwise + diagnosisTag(measured);
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
                const Lead l = lead("a boid's neighbours differ from brute force's.", case_.scene);
                ADD_FAILURE() << "\n" << l.text << check.mismatch
                              << tail(l, check.rank,
                                      check.foundAny ? "" : "  the grid found no neighbours at all: is it still the stub?\n");
            }
        } catch (const std::exception& e) {
            ADD_FAILURE() << "\nTask 6 Spatial grid threw an exception: " << e.what() << "\n  scenario: " << case_.scene
                          << "\n" << diagnosisTag(Specificity::Stopped);
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
                              << diagnosisTag(Specificity::Stopped);
                return;
            }
            if (result.holds) return;
            ADD_FAILURE() << "\n" << test::ledByMistake(result, test::recogniseGrid(subject().table, subject().mistakes));
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
    subject() = {table, test::parseIsolationFlags(argc, argv), catalog::mistakesFor(kGridTask)};
    testing::InitGoogleTest(&argc, argv);
    registerTests();
    return RUN_ALL_TESTS();
}

}  // namespace boids

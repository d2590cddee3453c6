// Runs the grid task's checks as GoogleTest tests, each failure a record (check_records.h): every case of gridCases()
// as SpatialGrid.<name>, plus the properties that need more than one world. The grid comes from the program's main
// (grid_test_main.cpp, catalog_main.cpp).
#include <algorithm>
#include <cmath>
#include <exception>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <boids/checks.h>
#include <boids/grid.h>
#include <boids/simulation.h>
#include <boids/trace_scene.h>

#include "check_records.h"
#include "isolation.h"
#include "lead.h"
#include "replay_check.h"
#include "task_harness.h"

namespace boids {
namespace {

// The grid under test, the runner that isolates and leads its failures (lead.h), and the records they go to. Every
// test keeps a copy.
struct Subject {
    TaskTable table;
    std::shared_ptr<test::LeadedRunner> runner;
    std::shared_ptr<test::Recorder> recorder;
};

// The case's world, for ./workshop trace to run the learner's grid on, for the boid the failure is about, in a Grid
// built for the worlds `builtBefore` first.
TraceScene sceneOf(const GridCase& c, const GridCheck& check, const std::vector<GridCase>& builtBefore = {}) {
    TraceScene scene;
    scene.task = info(kGridTask).number;
    scene.check = "SpatialGrid." + c.name;
    scene.boids = c.boids;
    scene.radius = c.radius;
    scene.worldSize = c.worldSize;
    scene.focus = check.focus;
    scene.expectedNeighbours = check.expected;
    scene.answeredNeighbours = check.found;
    const float cell = chooseCellSize(c.radius, c.worldSize, maxGridCells(c.boids.size()));
    scene.cells = std::size_t(std::ceil(c.worldSize.x / cell)) * std::size_t(std::ceil(c.worldSize.y / cell));
    for (const GridCase& w : builtBefore) scene.builtBefore.push_back({w.boids, w.radius, w.worldSize});
    return scene;
}

// The part of world `c` within `within` of boid `focus` (around `at`, where it is), in the check's order; `partFocus`
// is the focus's index there.
GridCase partOf(const GridCase& c, Vec2 at, float within, std::uint32_t focus, std::uint32_t& partFocus) {
    GridCase part = c;
    part.boids.clear();
    for (std::uint32_t i = 0; i < c.boids.size(); ++i) {
        if (i == focus) partFocus = std::uint32_t(part.boids.size());
        if (i == focus || distance(c.boids[i].position, at) <= within) part.boids.push_back(c.boids[i]);
    }
    return part;
}

// The scene to trace for a grid that got boid check.focus of world `c` wrong, in a Grid built first for the worlds
// `builtBefore`: the boids near the focus, when `table`'s grid, built the same way (for the same part of each
// earlier world), gets the focus's neighbours wrong there too and with the same cell size; else the whole world. A
// build traced over a few dozen boids ends within the trace's limit, and reaches the search.
std::string traceSceneOf(const GridCase& c, const GridCheck& check, const TaskTable& table,
                         const std::vector<GridCase>& builtBefore = {}) {
    const float cell = chooseCellSize(c.radius, c.worldSize, maxGridCells(c.boids.size()));
    const Vec2 at = c.boids[check.focus].position;
    for (const float within : {2 * std::max(c.radius, cell), 4 * std::max(c.radius, cell)}) {
        GridCheck partCheck;
        const GridCase part = partOf(c, at, within, check.focus, partCheck.focus);
        if (2 * part.boids.size() > c.boids.size() || maxGridCells(part.boids.size()) != maxGridCells(c.boids.size())) {
            break;  // hardly a cut, or one the framework would give another cell size
        }
        Grid grid;
        std::vector<GridCase> partsBefore;
        for (const GridCase& w : builtBefore) {
            std::uint32_t unused = 0;
            partsBefore.push_back(partOf(w, at, within, std::uint32_t(w.boids.size()), unused));
            const GridCase& p = partsBefore.back();
            table.buildGrid(grid, p.boids, chooseCellSize(p.radius, p.worldSize, maxGridCells(p.boids.size())), p.worldSize);
            std::vector<std::uint32_t> found;  // searched for every boid, as the check did
            for (std::size_t i = 0; i < p.boids.size(); ++i) table.findNeighborsInGrid(grid, p.boids, i, p.radius, found);
        }
        table.buildGrid(grid, part.boids, cell, part.worldSize);
        table.findNeighborsInGrid(grid, part.boids, partCheck.focus, part.radius, partCheck.found);
        findNeighborsBrute(part.boids, partCheck.focus, part.radius, partCheck.expected);
        std::sort(partCheck.found.begin(), partCheck.found.end());
        std::sort(partCheck.expected.begin(), partCheck.expected.end());
        if (partCheck.found == partCheck.expected) continue;  // this part does not show it
        TraceScene scene = sceneOf(part, partCheck, partsBefore);
        scene.wholeBoids = c.boids.size();
        scene.wholeFocus = check.focus;
        scene.keptWithin = within;
        return sceneJson(scene);
    }
    return sceneJson(sceneOf(c, check, builtBefore));
}

// The failure of a grid that threw `what`, and the scenario it was given, if any.
report::Failure threwFailure(std::string_view what, std::string_view scenario) {
    const TaskInfo t = info(kGridTask);
    report::Failure failure;
    failure.rank = Rank::Stopped;
    failure.parts.push_back({"threw", fmt::format("Task {} {} threw an exception: {}\n", t.number, t.name, what)});
    if (!scenario.empty()) failure.parts.push_back({"scene", fmt::format("  scenario: {}\n", scenario)});
    failure.verdict = verdictOf("threw");
    return failure;
}

// A grid whose neighbours differ from brute force's in case `c`: its message, led by the lead; its rank and verdict.
report::Failure differs(const GridCase& c, const GridCheck& check, const TaskTable& table) {
    const TaskInfo t = info(kGridTask);
    report::Failure failure;
    failure.rank = check.rank;
    failure.parts.push_back({"title", fmt::format("Task {} {} (buildGrid, findNeighborsInGrid): a boid's neighbours "
                                                  "differ from brute force's.\n",
                                                  t.number, t.name)});
    failure.parts.push_back({"scene", fmt::format("  scenario: {}\n", c.scene)});
    failure.parts.push_back({"mismatch", check.mismatch});
    if (!check.foundAny) failure.parts.push_back({"nothing", "  your grid found no neighbours at all, for any boid.\n"});
    failure.verdict = gridVerdict(c, check);
    failure.scene = traceSceneOf(c, check, table);
    return failure;
}

class GridCaseTest : public testing::Test {
public:
    GridCaseTest(Subject subject, GridCase c) : subject_(std::move(subject)), case_(std::move(c)) {}
    void TestBody() override {
        subject_.runner->run([this](Progress& progress, test::Failures& failures) {
            progress.at(case_.scene);
            try {
                const GridCheck check = checkGrid(case_, subject_.table);
                if (!check.same) failures.add(differs(case_, check, subject_.table), true);
            } catch (const std::exception& e) {
                failures.add(threwFailure(e.what(), case_.scene));
            }
        });
    }

private:
    Subject subject_;
    GridCase case_;
};

// A property (checks.h) as a test: run isolated; its failure led by the known mistake, when there is one.
class PropertyTest : public testing::Test {
public:
    PropertyTest(Subject subject, PropertyCheck check) : subject_(std::move(subject)), check_(std::move(check)) {}
    void TestBody() override {
        subject_.runner->run([this](Progress& progress, test::Failures& failures) {
            PropertyResult result;
            try {
                result = check_.run(subject_.table, &progress);
            } catch (const std::exception& e) {
                failures.add(threwFailure(e.what(), ""));
                return;
            }
            if (result.holds) return;
            report::Failure failure = propertyFailure(result);
            failure.verdict = verdictOf("property", propertyBroken(result));
            if (result.grid) {
                GridCase world = result.grid->world;
                world.name = check_.name;  // the scene is this check's
                failure.scene = traceSceneOf(world, result.grid->check, subject_.table, result.grid->builtBefore);
            }
            failures.add(std::move(failure), true);
        });
    }

private:
    Subject subject_;
    PropertyCheck check_;
};

void registerTests(const Subject& subject) {
    for (GridCase& c : gridCases()) {
        const std::string name = c.name;
        subject.recorder->describe("SpatialGrid." + name, "grid",
                                   fmt::format("the grid finds exactly brute force's neighbours for every boid: {}", c.scene));
        testing::RegisterTest("SpatialGrid", name.c_str(), nullptr, nullptr, __FILE__, __LINE__,
                              [subject, c = std::move(c)]() -> testing::Test* { return new GridCaseTest(subject, c); });
    }
    for (PropertyCheck& check : gridProperties()) {
        const std::string name = check.name;
        subject.recorder->describe("SpatialGrid." + name, "property", check.checks);
        testing::RegisterTest("SpatialGrid", name.c_str(), nullptr, nullptr, __FILE__, __LINE__,
                              [subject, check = std::move(check)]() -> testing::Test* { return new PropertyTest(subject, check); });
    }
}

}  // namespace

int runGridChecks(const TaskTable& table, int argc, char** argv) {
    if (const std::optional<int> status = test::replayFirstFailure(kGridTask, table, argc, argv)) return *status;
    const test::IsolationFlags isolation = test::parseIsolationFlags(argc, argv);
    const std::filesystem::path records = test::parseFileFlag(argc, argv, "--records=");
    const std::filesystem::path source = test::parseFileFlag(argc, argv, "--source=");
    testing::InitGoogleTest(&argc, argv);
    const TaskInfo t = info(kGridTask);
    auto recorder = std::make_shared<test::Recorder>(t.number, fmt::format("boids_test_task{}", t.number), records);
    recorder->learnerSource(source);
    auto runner = std::make_shared<test::LeadedRunner>(
        isolation, test::Subject{fmt::format("Task {} {}: your buildGrid or findNeighborsInGrid", t.number, t.name), "boids"},
        [table] { return test::lead(kGridTask, table, catalog::mistakesFor(kGridTask)); },
        [recorder](report::Failure failure) { recorder->fail(std::move(failure)); });
    registerTests(Subject{table, runner, recorder});
    test::Recorder::listen(recorder);
    return RUN_ALL_TESTS();
}

}  // namespace boids

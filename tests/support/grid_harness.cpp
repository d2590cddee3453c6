// Runs task 6's checks as GoogleTest tests: every case of gridCases() as SpatialGrid.<name>, plus the tests that
// need more than one world. The grid comes from the program's main (grid_test_main.cpp, catalog_main.cpp).
#include <algorithm>
#include <exception>
#include <functional>
#include <string>
#include <vector>

#include <fmt/ranges.h>
#include <gtest/gtest.h>

#include <boids/checks.h>
#include <boids/format.h>
#include <boids/random.h>
#include <boids/simulation.h>

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
    if (l.mistake) l.text += fmt::format("  This is what you get when {}.\n", l.mistake->explanation);
    l.text += fmt::format("  scenario: {}\n", scene);
    return l;
}

// The last lines: one thing to try, and the tag ./workshop ranks the failures by.
std::string tail(const Lead& l, Specificity measured, const std::string& otherwise = {}) {
    if (l.mistake) return fmt::format("  try: {}.\n{}", l.mistake->tryThis, diagnosisTag(Specificity::NamedMistake, l.mistake->id));
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
                          << "\n" << diagnosisTag(Specificity::Measured);
        }
    }

    GridCase case_;
};

std::vector<Boid> scatter(std::size_t n, Random& random) {
    const Vec2 world = Params{}.worldSize;
    std::vector<Boid> boids;
    for (std::size_t i = 0; i < n; ++i) boids.push_back({{random.uniform(0, world.x), random.uniform(0, world.y)}, {1, 0}});
    return boids;
}

void PutsEveryBoidInExactlyOneCell() {
    isolated([](Progress&) {
        Random random(6);
        const auto boids = scatter(500, random);
        const Vec2 world = Params{}.worldSize;
        const float cellSize = 40;
        Grid grid;
        subject().table.buildGrid(grid, boids, cellSize, world);
        std::string wrong;
        if (grid.cellSize != cellSize) wrong += fmt::format("    cellSize is {:g}: buildGrid should keep the cell size it was given, {:g}\n", grid.cellSize, cellSize);
        if (grid.columns != 30) wrong += fmt::format("    columns is {}: ceil(1200 / 40) = 30\n", grid.columns);
        if (grid.rows != 23) wrong += fmt::format("    rows is {}: ceil(900 / 40) = 23\n", grid.rows);
        if (grid.cells.size() != std::size_t(grid.columns) * std::size_t(grid.rows)) {
            wrong += fmt::format("    cells holds {} lists: it should hold columns * rows = {}\n", grid.cells.size(),
                                 grid.columns * grid.rows);
        }
        std::vector<int> seen(boids.size(), 0);
        for (const auto& cell : grid.cells) {
            for (std::uint32_t i : cell) {
                if (i >= boids.size()) {
                    wrong += fmt::format("    a cell holds index {}, but there are only {} boids\n", i, boids.size());
                    break;
                }
                ++seen[i];
            }
        }
        const auto inNone = std::count(seen.begin(), seen.end(), 0);
        const auto inSeveral = std::count_if(seen.begin(), seen.end(), [](int n) { return n > 1; });
        if (inNone > 0) {
            wrong += fmt::format("    {} of {} boids are in no cell (boid {} is one)\n", inNone, boids.size(),
                                 std::find(seen.begin(), seen.end(), 0) - seen.begin());
        }
        if (inSeveral > 0) wrong += fmt::format("    {} boids are in more than one cell\n", inSeveral);
        if (wrong.empty()) return;
        const Lead l = lead("buildGrid's cells are not what the grid should hold.",
                            "500 random boids, cells of 40 in the 1200 x 900 world");
        ADD_FAILURE() << "\n" << l.text << wrong << tail(l, Specificity::Measured);
    });
}

void FollowsARadiusThatChangesBetweenSteps() {
    isolated([](Progress& progress) {
        Grid grid;  // one grid, rebuilt with a new cell size each step, as the framework does
        bool firstRight = false;
        for (float radius : test::rebuildRadii()) {
            const GridCase c = test::rebuildWorld(radius);
            progress.at(c.scene);
            const GridCheck check = checkGrid(c, subject().table, grid);
            if (check.same) {
                firstRight = firstRight || radius == test::rebuildRadii().front();
                continue;
            }
            const bool rebuilt = radius != test::rebuildRadii().front();
            const Lead l = lead(rebuilt && firstRight ? "the first grid was right; rebuilt for another radius, it is not."
                                                      : "a boid's neighbours differ from brute force's.",
                                c.scene);
            std::string cleared;
            if (rebuilt && firstRight) cleared = "  try: the same grid is rebuilt every step: empty every cell before putting the boids in.\n";
            ADD_FAILURE() << "\n" << l.text << check.mismatch
                          << tail(l, rebuilt && firstRight ? Specificity::Measured : check.rank, cleared);
            return;
        }
    });
}

// The same flock in two places, away from the world's edges: the same boids must be neighbours.
void FindsTheSameNeighboursWhereverTheFlockIs() {
    isolated([](Progress& progress) {
        Random random(11);
        GridCase here;
        here.scene = "61 boids in a 120 x 120 square at (200, 200)";
        for (int i = 0; i < 60; ++i) {
            // Whole-number positions, so that moving them is exact and a distance equal to the radius stays equal.
            here.boids.push_back({{200 + std::floor(random.uniform(0, 120)), 200 + std::floor(random.uniform(0, 120))}, {1, 0}});
        }
        here.boids.push_back({here.boids[0].position + Vec2{40, 0}, {1, 0}});  // one exactly on the radius
        Grid grid;
        const auto before = gridNeighbours(here, subject().table, grid);
        for (const Vec2 offset : {Vec2{517, 263}, Vec2{803, 41}, Vec2{33, 571}}) {
            GridCase there = here;
            for (Boid& b : there.boids) b.position += offset;
            there.scene = fmt::format("the same 61 boids moved by {}", offset);
            progress.at(there.scene);
            const auto after = gridNeighbours(there, subject().table, grid);
            for (std::size_t i = 0; i < before.size(); ++i) {
                if (before[i] == after[i]) continue;
                const Lead l = lead("moved across the world, the flock's neighbours changed.", there.scene);
                ADD_FAILURE() << "\n" << l.text
                              << fmt::format("    boid {} at {} had neighbours {}\n    at {} it has {}\n", i,
                                             here.boids[i].position, fmt::join(before[i], " "), there.boids[i].position,
                                             fmt::join(after[i], " "))
                              << tail(l, Specificity::Vague,
                                      "  try: which cells a boid's search visits should depend only on its own cell; "
                                      "check the cell you compute for a boid far from the origin.\n");
                return;
            }
        }
    });
}

// A test whose body is a plain function.
class FunctionTest : public testing::Test {
public:
    explicit FunctionTest(void (*body)()) : body_(body) {}
    void TestBody() override { body_(); }

private:
    void (*body_)();
};

void registerTests() {
    for (GridCase& c : gridCases()) {
        const std::string name = c.name;
        testing::RegisterTest("SpatialGrid", name.c_str(), nullptr, nullptr, __FILE__, __LINE__,
                              [c = std::move(c)]() -> testing::Test* { return new GridCaseTest(c); });
    }
    const std::pair<const char*, void (*)()> more[] = {
        {"PutsEveryBoidInExactlyOneCell", &PutsEveryBoidInExactlyOneCell},
        {"FollowsARadiusThatChangesBetweenSteps", &FollowsARadiusThatChangesBetweenSteps},
        {"FindsTheSameNeighboursWhereverTheFlockIs", &FindsTheSameNeighboursWhereverTheFlockIs},
    };
    for (const auto& [name, body] : more) {
        testing::RegisterTest("SpatialGrid", name, nullptr, nullptr, __FILE__, __LINE__,
                              [body]() -> testing::Test* { return new FunctionTest(body); });
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

// Task 6's checks over several steps (boids/checks.h, gridProperties): every boid in one cell, one Grid rebuilt as
// the flock flies and as the radius changes, and the same neighbours wherever the flock is. GoogleTest runs them
// (tests/support/) and so does the window, so that both count the same checks.
#include <algorithm>
#include <cmath>

#include <fmt/ranges.h>

#include "boids/checks.h"
#include "boids/format.h"
#include "boids/random.h"
#include "boids/simulation.h"

namespace boids {

namespace {

// "Task 6 Spatial grid (buildGrid, findNeighborsInGrid): ", by the grid task's place in tasks.txt.
std::string gridHeading() {
    return fmt::format("Task {} {} (buildGrid, findNeighborsInGrid): ", info(kGridTask).number, info(kGridTask).name);
}

PropertyResult everyBoidInOneCell(const TaskTable& learner, Progress* progress) {
    Random random(6);
    const Vec2 world = Params{}.worldSize;
    std::vector<Boid> boids;
    for (int i = 0; i < 500; ++i) boids.push_back({{random.uniform(0, world.x), random.uniform(0, world.y)}, {1, 0}});
    const float cellSize = 40;
    const std::string scene = "500 random boids, cells of 40 in the 1200 x 900 world";
    if (progress) progress->at(scene);
    Grid grid;
    learner.buildGrid(grid, boids, cellSize, world);
    std::string wrong;
    if (grid.cellSize != cellSize) {
        wrong += fmt::format("    cellSize is {:g}: buildGrid should keep the cell size it was given, {:g}\n", grid.cellSize, cellSize);
    }
    if (grid.columns != 30) wrong += fmt::format("    columns is {}: ceil(1200 / 40) = 30\n", grid.columns);
    if (grid.rows != 23) wrong += fmt::format("    rows is {}: ceil(900 / 40) = 23\n", grid.rows);
    if (grid.cells.size() != std::size_t(std::max(grid.columns, 0)) * std::size_t(std::max(grid.rows, 0))) {
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
    if (wrong.empty()) return {};
    PropertyResult result;
    result.holds = false;
    result.text = fmt::format("{}buildGrid's cells are not what the grid should hold.\n  scenario: {}\n{}", gridHeading(),
                              scene, wrong);
    return result;
}

// What a Grid rebuilt for `world` kept from its last build (`last`: the grid as that build left it), told where a new
// Grid for the same boids is right, so that the rebuild is what differs. Each sentence is counted on the two grids:
// cells left as the last build filed them, indices kept beside the new ones, or boids filed where they no longer are.
// Ends with a try, but where the cells hold more indices than there are boids: the diagnosis measures that with a
// rebuild of its own (grid:not_cleared), and gives the try.
std::string whatTheRebuildKept(const Grid& last, const Grid& rebuilt, const GridCase& world) {
    std::size_t filed = 0;
    for (const auto& cell : rebuilt.cells) filed += cell.size();
    if (rebuilt.cells == last.cells && rebuilt.columns == last.columns) {
        // The boids filed where they were a build ago, not where they are.
        int moved = 0;
        for (std::size_t i = 0; i < world.boids.size(); ++i) {
            const Vec2 p = world.boids[i].position;
            if (rebuilt.columns <= 0 || rebuilt.rows <= 0 || !(rebuilt.cellSize > 0)) break;
            const int column = std::clamp(int(std::floor(p.x / rebuilt.cellSize)), 0, rebuilt.columns - 1);
            const int row = std::clamp(int(std::floor(p.y / rebuilt.cellSize)), 0, rebuilt.rows - 1);
            const std::size_t cell = std::size_t(row) * std::size_t(rebuilt.columns) + std::size_t(column);
            if (cell >= rebuilt.cells.size()) break;
            const auto& here = rebuilt.cells[cell];
            moved += std::find(here.begin(), here.end(), std::uint32_t(i)) == here.end() ? 1 : 0;
        }
        const std::string misfiled =
            moved > 0 ? fmt::format(":\n    {} of the {} boids are not in the cell their position falls in", moved,
                                    world.boids.size())
                      : std::string();
        return fmt::format("    the rebuilt grid's cells are exactly the last build's{}\n  try: the boids move between "
                           "builds even when the cell size does not change: file every boid again on every build.\n",
                           misfiled);
    }
    if (filed > world.boids.size()) {
        bool keptAll = rebuilt.cells.size() == last.cells.size();  // every index the last build filed is still there
        for (std::size_t k = 0; keptAll && k < last.cells.size(); ++k) {
            for (std::uint32_t i : last.cells[k]) {
                keptAll = keptAll && std::count(rebuilt.cells[k].begin(), rebuilt.cells[k].end(), i) >=
                                         std::count(last.cells[k].begin(), last.cells[k].end(), i);
            }
        }
        // No try: the diagnosis's own rebuild (grid:not_cleared) measures this too, and gives one.
        return fmt::format("    the rebuilt grid's cells hold {} indices for {} boids{}\n", filed, world.boids.size(),
                           keptAll ? ":\n    every index the last build filed is still there, beside the new ones" : "");
    }
    return "  try: build the cells from the boids you are given alone: a new grid for them is right, so something of "
           "the last build is left in the rebuilt one.\n";
}

// The worlds one Grid is rebuilt for, in order, as the steps rebuild it: the first at the first of rebuildRadii(); the
// same flock flown 1, 2 and 30 steps on, at the same radius (the same size: most steps rebuild the grid so; a grid that
// empties its cells only when its size changes keeps the last step's boids, and one that skips a build of the same
// size misses the boids that have flown into another cell, which takes more than a step or two); then the other radii.
std::vector<GridCase> rebuildSequence() {
    const GridCase first = rebuildWorld(rebuildRadii().front());
    std::vector<GridCase> worlds{first};
    Random random(29);
    std::vector<Vec2> velocity;
    for (std::size_t i = 0; i < first.boids.size(); ++i) velocity.push_back({random.uniform(-2, 2), random.uniform(-2, 2)});
    for (int step : {1, 2, 30}) {
        GridCase flown = first;
        for (std::size_t i = 0; i < flown.boids.size(); ++i) {
            const Vec2 p = first.boids[i].position + velocity[i] * float(step);
            flown.boids[i].position = {std::fmod(p.x + first.worldSize.x, first.worldSize.x),
                                       std::fmod(p.y + first.worldSize.y, first.worldSize.y)};  // the edges wrap
        }
        flown.scene = fmt::format("the same boids, {} step{} of flying later, the grid rebuilt for radius {:g} again",
                                  step, step == 1 ? "" : "s", first.radius);
        worlds.push_back(flown);
    }
    for (std::size_t k = 1; k < rebuildRadii().size(); ++k) worlds.push_back(rebuildWorld(rebuildRadii()[k]));
    return worlds;
}

PropertyResult followsARadiusThatChanges(const TaskTable& learner, Progress* progress) {
    Grid grid;  // one grid, rebuilt each step, as the framework does: at the same size, and for a new cell size
    bool firstRight = false;
    std::vector<GridCase> built;  // the worlds `grid` was built for, in order
    const std::vector<GridCase> worlds = rebuildSequence();
    for (const GridCase& c : worlds) {
        if (progress) progress->at(c.scene);
        const Grid last = grid;
        const GridCheck check = checkGrid(c, learner, grid);
        const bool first = &c == &worlds.front();
        if (check.same) {
            firstRight = firstRight || first;
            built.push_back(c);
            continue;
        }
        PropertyResult result;
        result.holds = false;
        result.grid = PropertyResult::GridScene{c, check, built};
        // The rebuild is to blame only where a new Grid, built once for the same boids, is right: else the grid is
        // wrong for this world whatever came before, and the failure says so.
        if (!first && firstRight && checkGrid(c, learner).same) {
            const bool sameSize = c.radius == worlds.front().radius;
            result.text = fmt::format("{}the first grid was right; rebuilt {}, it is not, where a new grid for the same "
                                      "boids is right.\n  scenario: {}\n{}{}",
                                      gridHeading(), sameSize ? "at the same size once the flock had flown" : "for another radius",
                                      c.scene, check.mismatch, whatTheRebuildKept(last, grid, c));
            return result;
        }
        result.text = fmt::format("{}a boid's neighbours differ from brute force's.\n  scenario: {}\n{}", gridHeading(),
                                  c.scene, check.mismatch);
        result.rank = check.rank;
        return result;
    }
    return {};
}

PropertyResult sameNeighboursWhereverTheFlockIs(const TaskTable& learner, Progress* progress) {
    Random random(11);
    GridCase here;
    here.scene = "61 boids in a 120 x 120 square at (200, 200)";
    for (int i = 0; i < 60; ++i) {
        // Whole-number positions, so that moving them is exact and a distance equal to the radius stays equal.
        here.boids.push_back({{200 + std::floor(random.uniform(0, 120)), 200 + std::floor(random.uniform(0, 120))}, {1, 0}});
    }
    here.boids.push_back({here.boids[0].position + Vec2{here.radius, 0}, {1, 0}});  // one exactly on the radius
    if (progress) progress->at(here.scene);
    Grid grid;  // one grid, rebuilt for each place, as the steps rebuild it
    std::vector<GridCase> built{here};  // the worlds `grid` was built for, in order
    const auto before = gridNeighbours(here, learner, grid);
    for (const Vec2 offset : {Vec2{517, 263}, Vec2{803, 41}, Vec2{33, 571}}) {
        GridCase there = here;
        for (Boid& b : there.boids) b.position += offset;
        there.scene = fmt::format("the same 61 boids moved by {}", offset);
        if (progress) progress->at(there.scene);
        const Grid last = grid;
        const auto after = gridNeighbours(there, learner, grid);
        const auto differs = std::mismatch(before.begin(), before.end(), after.begin(), after.end());
        if (differs.first == before.end()) {
            built.push_back(there);
            continue;
        }
        const std::size_t i = std::size_t(differs.first - before.begin());
        PropertyResult result;
        result.holds = false;
        result.rank = Rank::Vague;
        Grid rebuilt = last;  // the same rebuild again, for the trace's scene
        const GridCheck check = checkGrid(there, learner, rebuilt);
        result.grid = PropertyResult::GridScene{there, check, built};
        if (!check.same && checkGrid(there, learner).same) {
            // A new grid for the moved flock is right: what the rebuilt one kept from the last place is to blame.
            result.text = fmt::format("{}moved across the world, the rebuilt grid's neighbours differ from brute "
                                      "force's, where a new grid for the same boids is right.\n  scenario: {}\n{}{}",
                                      gridHeading(), there.scene, check.mismatch, whatTheRebuildKept(last, rebuilt, there));
            return result;
        }
        result.text = fmt::format("{}moved across the world, the flock's neighbours changed.\n  scenario: {}\n"
                                  "    boid {} at {} had neighbours {}\n    at {} it has {}\n"
                                  "  try: which cells a boid's search visits should depend only on its own cell; "
                                  "check the cell you compute for a boid far from the origin.\n",
                                  gridHeading(), there.scene, i, here.boids[i].position, fmt::join(before[i], " "),
                                  there.boids[i].position, fmt::join(after[i], " "));
        return result;
    }
    return {};
}

}  // namespace

std::vector<float> rebuildRadii() { return {40.0f, 100.0f, 5.0f, 60.0f}; }

GridCase rebuildWorld(float radius) {
    Random random(7);
    GridCase c;
    c.scene = fmt::format("300 random boids, one grid rebuilt for radius {:g}", radius);
    c.radius = radius;
    for (int i = 0; i < 300; ++i) c.boids.push_back({{random.uniform(0, c.worldSize.x), random.uniform(0, c.worldSize.y)}, {1, 0}});
    return c;
}

std::vector<PropertyCheck> gridProperties() {
    return {
        {"PutsEveryBoidInExactlyOneCell", "the cells hold every boid exactly once", &everyBoidInOneCell},
        {"FollowsARadiusThatChangesBetweenSteps",
         "one grid, rebuilt step after step as the flock flies and for radii that change, finds brute force's "
         "neighbours each time",
         &followsARadiusThatChanges},
        {"FindsTheSameNeighboursWhereverTheFlockIs", "the grid finds the same neighbours wherever the flock is",
         &sameNeighboursWhereverTheFlockIs},
    };
}

}  // namespace boids

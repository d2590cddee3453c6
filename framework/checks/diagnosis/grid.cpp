// The spatial grid (boids/diagnosis.h, diagnoseGrid): which rule of the grid each missing or extra neighbour breaks.
#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include <fmt/ranges.h>

#include "boids/diagnosis.h"
#include "boids/format.h"
#include "boids/random.h"
#include "boids/simulation.h"
#include "words/findings.h"

namespace boids::diagnosis {
namespace {

using Findings = std::vector<Finding>;

// Adds a finding of `kind` (boids/findings.h says how telling each is).
void add(Findings& out, FindingKind kind, std::string text, std::string tryThis = {}) {
    out.push_back({kind, std::string(infoOf(kind).id), std::move(text), std::move(tryThis)});
}

// The cell a coordinate `x` falls in, along an axis of `cells` cells of `size`: floor(x / size), clamped to the grid.
int cellAlong(float x, float size, int cells) { return std::clamp(int(std::floor(x / size)), 0, cells - 1); }

// Cells named by their offsets from the boid's own: whole rows and columns by name, or every cell but its own.
std::string describeCells(const std::vector<std::pair<int, int>>& cells) {
    const auto has = [&](int dc, int dr) { return std::find(cells.begin(), cells.end(), std::pair{dc, dr}) != cells.end(); };
    if (cells.size() == 8 && !has(0, 0)) return "outside the boid's own cell, and finds every one inside it";
    std::vector<std::string> parts;
    std::vector<std::pair<int, int>> named;
    for (int at : {1, -1}) {
        if (has(-1, at) && has(0, at) && has(1, at)) {
            parts.push_back(fmt::format("the row {} the boid's cell (row {:+d})", at > 0 ? "above" : "below", at));
            for (int k = -1; k <= 1; ++k) named.push_back({k, at});
        }
        if (has(at, -1) && has(at, 0) && has(at, 1)) {
            parts.push_back(fmt::format("the column {} of it (column {:+d})", at > 0 ? "right" : "left", at));
            for (int k = -1; k <= 1; ++k) named.push_back({at, k});
        }
    }
    for (const auto& [dc, dr] : cells) {
        if (std::find(named.begin(), named.end(), std::pair{dc, dr}) == named.end()) {
            parts.push_back(fmt::format("the cell at column {:+d}, row {:+d}", dc, dr));
        }
    }
    return fmt::format("in {}; it finds every one in the other cells around the boid", fmt::join(parts, " or "));
}

// Where the missed neighbours lie, counted for every boid: "all in the boid's own cell", "3 in the boid's own cell and
// 9 in the 8 around it", and those farther when there are any (a radius larger than the cells).
std::string whereMissed(int own, int around, int missed) {
    const int farther = missed - own - around;
    if (own == missed) return "all in the boid's own cell";
    if (around == missed) return "all in the 8 cells around the boid's own";
    std::string text = fmt::format("{} in the boid's own cell and {} in the 8 around it", own, around);
    if (farther > 0) text += fmt::format(", {} farther", farther);
    return text;
}

// The cells a search might look around: the boid's own, or one a slip gives.
enum Centre { kOwn, kSwapped, kFromRadius };
constexpr std::array<Centre, 2> kSlipCentres{kSwapped, kFromRadius};

// The search in `grid` (built from `world` with cells of `cellSize`), boid by boid, against brute force: what it
// lists that it should not, and where the neighbours it misses lie.
struct SearchCounts {
    int columns = 0, rows = 0;
    int self = 0, twice = 0, beyond = 0, onRadius = 0, onPoint = 0, missed = 0, neighbours = 0, missedInside = 0;
    int missedOffLastEdge = 0, foundOnLastEdge = 0;  // neighbours outside / inside the grid's last column and row
    int missedOwn = 0, missedAround = 0;  // missed in the boid's own cell, in the 8 around it: every boid, edges too
    std::array<int, 3> fits{};  // boids whose neighbours are exactly those around each centre
    float farthest = 0, nearestBeyond = INFINITY, farthestFound = 0, nearestMissed = 0, farthestMissed = 0;
    std::array<std::array<int, 3>, 3> foundAt{}, missedAt{};  // [column offset + 1][row offset + 1], inside only
};

// Each neighbour brute force finds is sorted by its distance and by the cell it lies in, counted from the boid's own
// cell (column and row offsets of -1, 0 or +1), for boids away from the grid's edges; and the neighbours yours finds
// are compared with those around the cell a swapped row and column, or a cell worked out with the radius, would give.
SearchCounts countSearch(const TaskTable& learner, const GridCase& world, const Grid& grid, float cellSize) {
    SearchCounts s;
    s.columns = std::max(1, int(std::ceil(world.worldSize.x / cellSize)));
    s.rows = std::max(1, int(std::ceil(world.worldSize.y / cellSize)));
    s.nearestMissed = world.radius * 2;
    const int columns = s.columns, rows = s.rows;
    const auto cellOf = [&](Vec2 p, Centre centre) {
        const float size = centre == kFromRadius ? world.radius : cellSize;
        const float x = centre == kSwapped ? p.y : p.x, y = centre == kSwapped ? p.x : p.y;
        return std::pair{cellAlong(x, size, columns), cellAlong(y, size, rows)};
    };
    std::vector<std::uint32_t> yours, brute, around;
    for (std::size_t i = 0; i < world.boids.size(); ++i) {
        yours.clear();
        brute.clear();
        learner.findNeighborsInGrid(grid, world.boids, i, world.radius, yours);
        findNeighborsBrute(world.boids, i, world.radius, brute);
        std::sort(yours.begin(), yours.end());
        s.neighbours += int(brute.size());
        for (std::size_t k = 0; k < yours.size(); ++k) {
            const std::uint32_t n = yours[k];
            if (n >= world.boids.size()) continue;
            if (n == i) ++s.self;
            else if (k > 0 && yours[k - 1] == n) ++s.twice;
            else if (!std::binary_search(brute.begin(), brute.end(), n)) {
                ++s.beyond;
                const float d = distance(world.boids[i].position, world.boids[n].position);
                s.farthest = std::max(s.farthest, d);
                s.nearestBeyond = std::min(s.nearestBeyond, d);
            }
        }
        const Vec2 p = world.boids[i].position;
        const auto [column, row] = cellOf(p, kOwn);
        const bool inside = column > 0 && row > 0 && column < columns - 1 && row < rows - 1;
        for (std::uint32_t n : brute) {
            const float d = distance(p, world.boids[n].position);
            const auto [c, r] = cellOf(world.boids[n].position, kOwn);
            const bool isFound = std::binary_search(yours.begin(), yours.end(), n);
            if (inside) (isFound ? s.foundAt : s.missedAt)[std::size_t(c - column + 1)][std::size_t(r - row + 1)] += 1;
            if (isFound) {
                s.farthestFound = std::max(s.farthestFound, d);
                s.foundOnLastEdge += c == columns - 1 || r == rows - 1 ? 1 : 0;
                continue;
            }
            ++s.missed;
            s.missedInside += inside ? 1 : 0;
            if (c == column && r == row) ++s.missedOwn;
            else if (std::abs(c - column) <= 1 && std::abs(r - row) <= 1) ++s.missedAround;
            s.missedOffLastEdge += c == columns - 1 || r == rows - 1 ? 0 : 1;
            s.nearestMissed = std::min(s.nearestMissed, d);
            s.farthestMissed = std::max(s.farthestMissed, d);
            s.onRadius += d == world.radius ? 1 : 0;
            s.onPoint += d == 0 ? 1 : 0;
        }
        std::vector<std::uint32_t> yoursOnce = yours;
        yoursOnce.erase(std::unique(yoursOnce.begin(), yoursOnce.end()), yoursOnce.end());
        for (Centre centre : {kOwn, kSwapped, kFromRadius}) {
            const auto [cc, cr] = cellOf(p, centre);
            around.clear();
            for (std::uint32_t n : brute) {
                const auto [c, r] = cellOf(world.boids[n].position, kOwn);
                if (std::abs(c - cc) <= 1 && std::abs(r - cr) <= 1) around.push_back(n);
            }
            s.fits[centre] += yoursOnce == around ? 1 : 0;
        }
    }
    return s;
}

// What the search lists that it should not: the boid itself, a neighbour twice, boids beyond the radius.
void extraFindings(const SearchCounts& s, const GridCase& world, float cellSize, bool placedOnce,
                   const std::string& where, Findings& found) {
    const int boids = int(world.boids.size());
    if (s.self > 0) {
        add(found, FindingKind::grid_self, fmt::format("Your search lists the boid itself among its neighbours ({} of {} boids).", s.self, boids),
            "skip the boid's own index.");
    }
    if (s.twice > 0 && placedOnce) {
        add(found, FindingKind::grid_twice,
            fmt::format("Your search lists {} neighbours twice, though buildGrid put every boid in one cell: a cell "
                        "is visited more than once{}.",
                        s.twice, where),
            "visit each neighbouring cell once, also at the world's edges.");
    } else if (s.twice > 0 && found.empty()) {
        add(found, FindingKind::grid_twice, fmt::format("Your search lists {} neighbours twice{}.", s.twice, where));
    }
    if (s.beyond > 0 && s.farthest <= cellSize && s.nearestBeyond > world.radius) {
        // The 3 x 3 cells reach farther than one cell size: what it lists stops at another distance.
        add(found, FindingKind::grid_checks_cell_size,
            fmt::format("Your search lists {} boids beyond the radius {}, all within {} of the boid (the farthest {} "
                        "away){}: the distance is compared with the cell size, not the radius?",
                        s.beyond, number(world.radius), number(cellSize), number(s.farthest), where),
            "keep only the boids whose distance is at most the radius passed to findNeighborsInGrid.");
    } else if (s.beyond > 0) {
        add(found, FindingKind::grid_no_distance_check,
            fmt::format("Your search lists {} boids beyond the radius {} (the farthest {} away, past one cell size, "
                        "{}): boids in the cells it visits are not checked for distance.",
                        s.beyond, number(world.radius), number(s.farthest), number(cellSize)),
            "keep only the boids whose distance is at most the radius.");
    }
}

// The neighbours the search misses, by the first rule that accounts for all of them.
void missedFindings(const SearchCounts& s, const GridCase& world, bool everyBoidPlaced, const std::string& where,
                    Findings& found) {
    const int boids = int(world.boids.size());
    const int missed = s.missed, neighbours = s.neighbours;
    // Which cells the missed neighbours lie in: the ones the search never finds anything in, if that is all.
    std::vector<std::pair<int, int>> never;
    bool othersAllFound = true;
    for (int dc = -1; dc <= 1; ++dc) {
        for (int dr = -1; dr <= 1; ++dr) {
            const int f = s.foundAt[std::size_t(dc + 1)][std::size_t(dr + 1)], m = s.missedAt[std::size_t(dc + 1)][std::size_t(dr + 1)];
            if (m > 0 && f == 0) never.push_back({dc, dr});
            else if (m > 0) othersAllFound = false;
        }
    }
    const float rootRadius = std::sqrt(world.radius);
    if (missed == s.onPoint && everyBoidPlaced) {
        add(found, FindingKind::grid_same_point,
            fmt::format("Your search misses only neighbours on the very point of the boid ({} of them, distance 0): "
                        "another boid there is a neighbour too.",
                        s.onPoint),
            "leave out the boid by its index (i != self) alone: distance 0 is within the radius.");
    } else if (missed == s.onRadius && everyBoidPlaced) {
        add(found, FindingKind::grid_strict_radius,
            fmt::format("Your search misses only neighbours exactly on the radius ({} of them, distance {}): the radius "
                        "counts (distance <= radius).",
                        s.onRadius, number(world.radius)),
            "compare the distance with <=.");
    } else if (s.farthestFound < s.nearestMissed && s.missedOwn > 0) {
        const bool root = s.farthestFound <= rootRadius && s.nearestMissed >= rootRadius * 0.9f;
        add(found, root ? FindingKind::grid_stops_at_root_radius : FindingKind::grid_stops_early,
            fmt::format("Your search finds only neighbours closer than {} (the farthest it found is {} away; the "
                        "nearest it missed, {}), in the boid's own cell too: it misses {} of the {} neighbours within "
                        "the radius {}.{}",
                        number(s.nearestMissed), number(s.farthestFound), number(s.nearestMissed), missed, neighbours, number(world.radius),
                        root ? fmt::format(" √{} = {}: a squared distance compared with the radius?", number(world.radius), number(rootRadius)) : ""),
            root ? "compare the squared distance with radius * radius (or the distance with the radius)."
                 : "keep every boid whose distance is at most the radius.");
    } else if (s.missedOffLastEdge == 0 && s.foundOnLastEdge == 0) {
        add(found, FindingKind::grid_last_edge_never_found,
            fmt::format("Your search never finds a neighbour in the grid's last column (column {}) or its last row "
                        "(row {}){}, and finds every other one: it misses {} of the {} neighbours.",
                        s.columns - 1, s.rows - 1, where, missed, neighbours),
            fmt::format("the last column is columns - 1 = {} and the last row rows - 1 = {}: search them too.",
                        s.columns - 1, s.rows - 1));
    } else if (!never.empty() && othersAllFound && s.missedInside > 0) {
        add(found, FindingKind::grid_cells_never_found,
            fmt::format("For a boid away from the grid's edges, your search never finds a neighbour {}{}: it misses "
                        "{} of the {} neighbours.",
                        describeCells(never), where, missed, neighbours),
            "visit the boid's own cell and the 8 around it: column and row offsets from -1 to +1 both.");
    } else if (const Centre* centre = std::find_if(kSlipCentres.begin(), kSlipCentres.end(), [&](Centre c) {
                   return s.fits[c] * 10 >= boids * 9 && s.fits[kOwn] * 10 < boids * 9;  // 9 boids in 10 and more
               });
               centre != kSlipCentres.end()) {
        const bool swapped = *centre == kSwapped;
        add(found, swapped ? FindingKind::grid_column_row_swapped : FindingKind::grid_cell_from_radius,
            fmt::format("Your search finds, for {} of the {} boids, exactly the neighbours in the 9 cells around {}{}: {}.",
                        s.fits[*centre], boids,
                        swapped ? "column floor(y / cellSize), row floor(x / cellSize)" : "the cell at floor(x / radius), floor(y / radius)",
                        where,
                        swapped ? "the row and the column are swapped, in the boid's cell or in the cell's index"
                                : "the boid's cell is worked out with the radius, not with the grid's cell size"),
            swapped ? "the column comes from x and the row from y, and the cell at (row, column) is cells[row * columns + column]."
                    : "work out the boid's cell with grid.cellSize, as buildGrid placed the boids.");
    } else {
        add(found, FindingKind::grid_misses,
            fmt::format("Your search misses {} of the {} neighbours brute force finds in a world of {} boids{}: {}, at "
                        "distances from {} to {}.",
                        missed, neighbours, boids, where, whereMissed(s.missedOwn, s.missedAround, s.missed),
                        number(s.nearestMissed),
                        number(s.farthestMissed)));
    }
}

// The search in `grid` (built from `world` with cells of `cellSize`), boid by boid, against brute force: what it lists
// that it should not, then, when that is all right, what it misses. `where` ends each sentence that depends on the
// cell size.
void searchFindings(const TaskTable& learner, const GridCase& world, const Grid& grid, float cellSize, bool placedOnce,
                    bool everyBoidPlaced, const std::string& where, Findings& found) {
    const SearchCounts counts = countSearch(learner, world, grid, cellSize);
    extraFindings(counts, world, cellSize, placedOnce, where, found);
    if (counts.missed == 0 || !found.empty()) return;
    missedFindings(counts, world, everyBoidPlaced, where, found);
}

// Each boid in its own cell: column floor(x / cellSize), row floor(y / cellSize), clamped to the grid. Checked only
// where the grid kept its cell size and its cells are columns x rows.
void wrongCellFindings(const Grid& grid, const GridCase& world, float cellSize, Findings& found) {
    if (grid.cellSize != cellSize || grid.columns <= 0 || grid.rows <= 0 ||
        grid.cells.size() != std::size_t(grid.columns) * std::size_t(grid.rows)) {
        return;
    }
    int wrong = 0, clampedToRows = 0;
    std::string example;
    for (std::size_t c = 0; c < grid.cells.size(); ++c) {
        for (std::uint32_t i : grid.cells[c]) {
            if (i >= world.boids.size()) continue;
            const Vec2 p = world.boids[i].position;
            const int column = cellAlong(p.x, cellSize, grid.columns), row = cellAlong(p.y, cellSize, grid.rows);
            const int atColumn = int(c) % grid.columns, atRow = int(c) / grid.columns;
            if (atColumn == column && atRow == row) continue;
            ++wrong;
            clampedToRows += column >= grid.rows && atColumn == grid.rows - 1 && atRow == row ? 1 : 0;
            if (example.empty()) {
                example = fmt::format("boid {} at {} belongs in column {}, row {}, and is in column {}, row {}", i,
                                      number(p), column, row, atColumn, atRow);
            }
        }
    }
    if (wrong == 0) return;
    const bool rowsForColumns = clampedToRows == wrong && grid.columns != grid.rows;
    add(found, FindingKind::grid_wrong_cell,
        fmt::format("buildGrid puts {} of {} boids in another cell than column floor(x / cellSize), row "
                    "floor(y / cellSize): for example {}.{}",
                    wrong, world.boids.size(), example,
                    rowsForColumns ? fmt::format(" Every one of them has a column of {} or more and is in column "
                                                 "{}: the column is clamped with the number of rows?",
                                                 grid.rows, grid.rows - 1)
                                   : ""),
        rowsForColumns ? "clamp the column to columns - 1 and the row to rows - 1."
                       : "place each boid at cells[row * columns + column], with the column from x and the row from y.");
}

// The search again where the framework's grid found nothing: in cells 2.5 times the radius (which tell apart a cell
// worked out with the radius, or a search that assumes the cell is as large as the radius), then in a world two cells
// wide (a search that wraps around its edges visits a column twice).
void searchElsewhere(const TaskTable& learner, const GridCase& world, bool placedOnce, bool everyBoidPlaced,
                     Random& random, Findings& found) {
    const float large = world.radius * 2.5f;
    Grid largeCells;
    learner.buildGrid(largeCells, world.boids, large, world.worldSize);
    searchFindings(learner, world, largeCells, large, placedOnce, everyBoidPlaced,
                   fmt::format(" (with cells of {}, 2.5 times the radius)", number(large)), found);
    if (!found.empty()) return;
    GridCase narrow;
    narrow.radius = world.radius;
    narrow.worldSize = {world.radius * 1.75f, world.worldSize.y};
    for (int i = 0; i < 150; ++i) narrow.boids.push_back({{random.uniform(0, narrow.worldSize.x), random.uniform(0, narrow.worldSize.y)}, {1, 0}});
    const float narrowCell = chooseCellSize(narrow.radius, narrow.worldSize, maxGridCells(narrow.boids.size()));
    Grid narrowGrid;
    learner.buildGrid(narrowGrid, narrow.boids, narrowCell, narrow.worldSize);
    std::size_t entries = 0;
    for (const auto& cell : narrowGrid.cells) entries += cell.size();
    searchFindings(learner, narrow, narrowGrid, narrowCell, entries == narrow.boids.size(), true,
                   fmt::format(" (in a world {} wide, {} columns of cells)", number(narrow.worldSize.x),
                               int(std::ceil(narrow.worldSize.x / narrowCell))),
                   found);
}

// Whether the search answers with what it kept from an earlier search: searched in `world`, then in the same boids at
// new places, with a new Grid for each, most boids whose neighbours changed, and that the first search found some for,
// get the same list again. Then that is the finding, and no other is measured: every search after the first is spoilt.
bool answersAnEarlierWorld(const TaskTable& learner, const GridCase& world, float cellSize, Random& random, Findings& found) {
    GridCase moved = world;
    for (Boid& b : moved.boids) b.position = {random.uniform(0, world.worldSize.x), random.uniform(0, world.worldSize.y)};
    const auto search = [&](const GridCase& w) {
        Grid grid;
        learner.buildGrid(grid, w.boids, cellSize, w.worldSize);
        std::vector<std::vector<std::uint32_t>> lists(w.boids.size());
        for (std::size_t i = 0; i < w.boids.size(); ++i) {
            learner.findNeighborsInGrid(grid, w.boids, i, w.radius, lists[i]);
            std::sort(lists[i].begin(), lists[i].end());
        }
        return lists;
    };
    const auto first = search(world);
    const auto second = search(moved);
    int changed = 0, same = 0;
    std::vector<std::uint32_t> before, after;
    for (std::size_t i = 0; i < world.boids.size(); ++i) {
        before.clear();
        after.clear();
        findNeighborsBrute(world.boids, i, world.radius, before);
        findNeighborsBrute(moved.boids, i, moved.radius, after);
        if (before == after || first[i].empty()) continue;  // an empty list twice says nothing of what was kept
        ++changed;
        same += first[i] == second[i] && second[i] != after ? 1 : 0;
    }
    if (changed < 10 || 2 * same < changed) return false;
    add(found, FindingKind::grid_answers_earlier_world,
        fmt::format("Searched again with the same {} boids at new places, in a new grid, your search gave {} of the {} "
                    "boids whose neighbours changed (and that it found some for) the very list it gave them before: it "
                    "answers with something kept from an earlier search, not from the grid and the boids it is given.",
                    world.boids.size(), same, changed),
        "find the neighbours in the grid you are given, every time: keep nothing (a static variable?) from one search "
        "to the next.");
    return true;
}

// The grid built for a random world, then every boid's neighbours against brute force's; each missing or extra
// neighbour sorted by the rule of the grid it breaks.
Diagnosis gridDiagnosis(const TaskTable& learner) {
    Findings found;
    Random random(66);
    GridCase world;
    world.radius = 40;
    for (int i = 0; i < 300; ++i) world.boids.push_back({{random.uniform(0, world.worldSize.x), random.uniform(0, world.worldSize.y)}, {1, 0}});
    world.boids.push_back({world.boids[0].position + Vec2{0, world.radius}, {1, 0}});  // exactly on the radius
    world.boids.push_back({world.boids[1].position, {0, 1}});  // on the very point of another boid
    const float cellSize = chooseCellSize(world.radius, world.worldSize, maxGridCells(world.boids.size()));
    Grid grid;
    learner.buildGrid(grid, world.boids, cellSize, world.worldSize);
    // The build: the cell size kept, every boid in exactly one cell.
    if (grid.cellSize != cellSize) {
        add(found, FindingKind::grid_cell_size,
            fmt::format("After buildGrid(grid, boids, {}, world), grid.cellSize is {}: the grid does not keep the cell "
                        "size it was given, and every cell the search works out is wrong.",
                        number(cellSize), number(grid.cellSize)),
            "store cellSize in the grid before you place the boids.");
    }
    std::vector<int> placed(world.boids.size());
    for (const auto& cell : grid.cells) {
        for (std::uint32_t i : cell) {
            if (i < placed.size()) ++placed[i];
        }
    }
    const auto missing = std::count(placed.begin(), placed.end(), 0);
    wrongCellFindings(grid, world, cellSize, found);
    if (missing == 1 && placed[0] == 0) {
        add(found, FindingKind::grid_first_boid_not_placed,
            "Boid 0 is in no cell after buildGrid; every other boid is in one. The loop over the boids skips the first.",
            "start the loop over the boids at index 0.");
    } else if (missing > 0) {
        add(found, FindingKind::grid_boids_not_placed, fmt::format("{} of {} boids are in no cell after buildGrid.", missing, placed.size()));
    }
    // Rebuilt for the same flock: each boid once, still.
    learner.buildGrid(grid, world.boids, cellSize, world.worldSize);
    std::size_t total = 0;
    for (const auto& cell : grid.cells) total += cell.size();
    if (total > world.boids.size() && missing == 0) {
        add(found, FindingKind::grid_not_cleared,
            fmt::format("Built a second time for the same {} boids, your grid's cells hold {} entries: the cells keep "
                        "what the last build put in them.",
                        world.boids.size(), total),
            "empty every cell at the start of buildGrid: the same grid is rebuilt every step.");
    }
    if (answersAnEarlierWorld(learner, world, cellSize, random, found)) return {std::move(found)};
    // Every boid in one cell, in the grid the search is given (the second build's).
    const bool placedOnce = total == world.boids.size() && std::all_of(placed.begin(), placed.end(), [](int n) { return n == 1; });
    searchFindings(learner, world, grid, cellSize, placedOnce, missing == 0, "", found);
    if (found.empty()) searchElsewhere(learner, world, placedOnce, missing == 0, random, found);
    std::ranges::stable_sort(found, {}, [](const Finding& f) { return infoOf(f.kind).telling; });
    return {std::move(found)};
}

}  // namespace
}  // namespace boids::diagnosis

namespace boids {

Diagnosis diagnoseGrid(const TaskTable& learner) { return diagnosis::gridDiagnosis(learner); }

}  // namespace boids

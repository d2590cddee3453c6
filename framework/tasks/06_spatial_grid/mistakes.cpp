// Task 6's known mistakes: buildGrid and findNeighborsInGrid as learners get them wrong, each pair in a namespace
// of its own. Most keep the recipe's buildGrid (the `recipe` namespace below) and get the search wrong.
#include <algorithm>
#include <cmath>

#include <boids/grid.h>
#include <boids/tasks.h>

#include "catalog.h"

namespace boids::catalog {
namespace {

using Boids = std::span<const Boid>;
using Out = std::vector<std::uint32_t>;

int cellOf(float coordinate, float cellSize, int cells) {
    return std::clamp(int(std::floor(coordinate / cellSize)), 0, cells - 1);
}

std::vector<std::uint32_t>& cellAt(Grid& grid, int row, int column) {
    return grid.cells[std::size_t(row) * std::size_t(grid.columns) + std::size_t(column)];
}
const std::vector<std::uint32_t>& cellAt(const Grid& grid, int row, int column) {
    return grid.cells[std::size_t(row) * std::size_t(grid.columns) + std::size_t(column)];
}

// The grid sized and emptied as the recipe does it.
void sizeGrid(Grid& grid, float cellSize, Vec2 worldSize) {
    grid.cellSize = cellSize;
    grid.columns = std::max(1, int(std::ceil(worldSize.x / cellSize)));
    grid.rows = std::max(1, int(std::ceil(worldSize.y / cellSize)));
    grid.cells.resize(std::size_t(grid.columns) * std::size_t(grid.rows));
    for (auto& cell : grid.cells) cell.clear();
}

bool within(const Boid& a, const Boid& b, float radius) { return lengthSquared(a.position - b.position) <= radius * radius; }

namespace recipe {
void buildGrid(Grid& grid, Boids boids, float cellSize, Vec2 worldSize) {
    sizeGrid(grid, cellSize, worldSize);
    for (std::size_t i = 0; i < boids.size(); ++i) {
        cellAt(grid, cellOf(boids[i].position.y, cellSize, grid.rows), cellOf(boids[i].position.x, cellSize, grid.columns))
            .push_back(std::uint32_t(i));
    }
}
}  // namespace recipe

namespace includes_itself {
void findNeighborsInGrid(const Grid& grid, Boids boids, std::size_t self, float radius, Out& out) {
    const int row = cellOf(boids[self].position.y, grid.cellSize, grid.rows);
    const int column = cellOf(boids[self].position.x, grid.cellSize, grid.columns);
    for (int r = std::max(row - 1, 0); r <= std::min(row + 1, grid.rows - 1); ++r) {
        for (int c = std::max(column - 1, 0); c <= std::min(column + 1, grid.columns - 1); ++c) {
            for (std::uint32_t i : cellAt(grid, r, c)) {
                if (within(boids[i], boids[self], radius)) out.push_back(i);  // no i != self
            }
        }
    }
}
}  // namespace includes_itself

// The recipe's search, used by the mistakes in buildGrid.
namespace recipe {
void findNeighborsInGrid(const Grid& grid, Boids boids, std::size_t self, float radius, Out& out) {
    const int row = cellOf(boids[self].position.y, grid.cellSize, grid.rows);
    const int column = cellOf(boids[self].position.x, grid.cellSize, grid.columns);
    for (int r = std::max(row - 1, 0); r <= std::min(row + 1, grid.rows - 1); ++r) {
        for (int c = std::max(column - 1, 0); c <= std::min(column + 1, grid.columns - 1); ++c) {
            for (std::uint32_t i : cellAt(grid, r, c)) {
                if (i != self && within(boids[i], boids[self], radius)) out.push_back(i);
            }
        }
    }
}
}  // namespace recipe

namespace cells_not_cleared {
void buildGrid(Grid& grid, Boids boids, float cellSize, Vec2 worldSize) {
    grid.cellSize = cellSize;
    grid.columns = std::max(1, int(std::ceil(worldSize.x / cellSize)));
    grid.rows = std::max(1, int(std::ceil(worldSize.y / cellSize)));
    grid.cells.resize(std::size_t(grid.columns) * std::size_t(grid.rows));  // last step's indices stay in
    for (std::size_t i = 0; i < boids.size(); ++i) {
        cellAt(grid, cellOf(boids[i].position.y, cellSize, grid.rows), cellOf(boids[i].position.x, cellSize, grid.columns))
            .push_back(std::uint32_t(i));
    }
}
}  // namespace cells_not_cleared

namespace build_loop_starts_at_one {
void buildGrid(Grid& grid, Boids boids, float cellSize, Vec2 worldSize) {
    sizeGrid(grid, cellSize, worldSize);
    for (std::size_t i = 1; i < boids.size(); ++i) {  // boid 0 is never put in a cell
        cellAt(grid, cellOf(boids[i].position.y, cellSize, grid.rows), cellOf(boids[i].position.x, cellSize, grid.columns))
            .push_back(std::uint32_t(i));
    }
}
}  // namespace build_loop_starts_at_one

namespace only_own_cell {
void findNeighborsInGrid(const Grid& grid, Boids boids, std::size_t self, float radius, Out& out) {
    const int row = cellOf(boids[self].position.y, grid.cellSize, grid.rows);
    const int column = cellOf(boids[self].position.x, grid.cellSize, grid.columns);
    for (std::uint32_t i : cellAt(grid, row, column)) {
        if (i != self && within(boids[i], boids[self], radius)) out.push_back(i);
    }
}
}  // namespace only_own_cell

namespace cell_range_off_by_one {
void findNeighborsInGrid(const Grid& grid, Boids boids, std::size_t self, float radius, Out& out) {
    const int row = cellOf(boids[self].position.y, grid.cellSize, grid.rows);
    const int column = cellOf(boids[self].position.x, grid.cellSize, grid.columns);
    for (int r = std::max(row - 1, 0); r < std::min(row + 1, grid.rows - 1); ++r) {  // < where <= belongs
        for (int c = std::max(column - 1, 0); c < std::min(column + 1, grid.columns - 1); ++c) {
            for (std::uint32_t i : cellAt(grid, r, c)) {
                if (i != self && within(boids[i], boids[self], radius)) out.push_back(i);
            }
        }
    }
}
}  // namespace cell_range_off_by_one

namespace clamps_neighbour_cells {
void findNeighborsInGrid(const Grid& grid, Boids boids, std::size_t self, float radius, Out& out) {
    const int row = cellOf(boids[self].position.y, grid.cellSize, grid.rows);
    const int column = cellOf(boids[self].position.x, grid.cellSize, grid.columns);
    for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
            // Clamped into the grid instead of skipped: an edge cell is visited twice.
            const int r = std::clamp(row + dr, 0, grid.rows - 1), c = std::clamp(column + dc, 0, grid.columns - 1);
            for (std::uint32_t i : cellAt(grid, r, c)) {
                if (i != self && within(boids[i], boids[self], radius)) out.push_back(i);
            }
        }
    }
}
}  // namespace clamps_neighbour_cells

namespace strict_radius {
void findNeighborsInGrid(const Grid& grid, Boids boids, std::size_t self, float radius, Out& out) {
    const int row = cellOf(boids[self].position.y, grid.cellSize, grid.rows);
    const int column = cellOf(boids[self].position.x, grid.cellSize, grid.columns);
    for (int r = std::max(row - 1, 0); r <= std::min(row + 1, grid.rows - 1); ++r) {
        for (int c = std::max(column - 1, 0); c <= std::min(column + 1, grid.columns - 1); ++c) {
            for (std::uint32_t i : cellAt(grid, r, c)) {
                if (i != self && distance(boids[i].position, boids[self].position) < radius) out.push_back(i);
            }
        }
    }
}
}  // namespace strict_radius

namespace no_distance_check {
void findNeighborsInGrid(const Grid& grid, Boids boids, std::size_t self, float, Out& out) {
    const int row = cellOf(boids[self].position.y, grid.cellSize, grid.rows);
    const int column = cellOf(boids[self].position.x, grid.cellSize, grid.columns);
    for (int r = std::max(row - 1, 0); r <= std::min(row + 1, grid.rows - 1); ++r) {
        for (int c = std::max(column - 1, 0); c <= std::min(column + 1, grid.columns - 1); ++c) {
            for (std::uint32_t i : cellAt(grid, r, c)) {
                if (i != self) out.push_back(i);  // every boid of the nine cells
            }
        }
    }
}
}  // namespace no_distance_check

namespace cell_from_the_radius {
void findNeighborsInGrid(const Grid& grid, Boids boids, std::size_t self, float radius, Out& out) {
    // The boid's cell worked out with the radius, not with the grid's cell size.
    const int row = cellOf(boids[self].position.y, std::max(radius, 1e-3f), grid.rows);
    const int column = cellOf(boids[self].position.x, std::max(radius, 1e-3f), grid.columns);
    for (int r = std::max(row - 1, 0); r <= std::min(row + 1, grid.rows - 1); ++r) {
        for (int c = std::max(column - 1, 0); c <= std::min(column + 1, grid.columns - 1); ++c) {
            for (std::uint32_t i : cellAt(grid, r, c)) {
                if (i != self && within(boids[i], boids[self], radius)) out.push_back(i);
            }
        }
    }
}
}  // namespace cell_from_the_radius

namespace row_and_column_swapped {
void findNeighborsInGrid(const Grid& grid, Boids boids, std::size_t self, float radius, Out& out) {
    const int row = cellOf(boids[self].position.y, grid.cellSize, grid.rows);
    const int column = cellOf(boids[self].position.x, grid.cellSize, grid.columns);
    for (int r = std::max(row - 1, 0); r <= std::min(row + 1, grid.rows - 1); ++r) {
        for (int c = std::max(column - 1, 0); c <= std::min(column + 1, grid.columns - 1); ++c) {
            // column * rows + row: a cell index inside the grid, but not the cell at (row, column)
            for (std::uint32_t i : grid.cells[std::size_t(c) * std::size_t(grid.rows) + std::size_t(r)]) {
                if (i != self && within(boids[i], boids[self], radius)) out.push_back(i);
            }
        }
    }
}
}  // namespace row_and_column_swapped

}  // namespace

std::vector<KnownMistake> buildGridMistakes() {
    return {
        {.id = "includes_itself",
         .explanation = "every boid is listed among its own neighbours: the boid itself is in its own cell, and "
                        "nothing skips it",
         .tryThis = "skip the index `self` when you go through the cells",
         .table = {.buildGrid = &recipe::buildGrid, .findNeighborsInGrid = &includes_itself::findNeighborsInGrid},
         .describedBy = {F::grid_self}},
        {.id = "clamps_neighbour_cells",
         .explanation = "the cells around a boid on the grid's edge are clamped into the grid instead of skipped, so "
                        "an edge cell is searched twice and its boids are listed twice",
         .tryThis = "leave out a neighbour cell that falls outside the grid",
         .table = {.buildGrid = &recipe::buildGrid, .findNeighborsInGrid = &clamps_neighbour_cells::findNeighborsInGrid},
         .describedBy = {F::grid_twice}},
        {.id = "no_distance_check",
         .explanation = "every boid in the nine cells is listed, however far: the cells only narrow the search, the "
                        "distance decides",
         .tryThis = "keep only the boids within the radius",
         .table = {.buildGrid = &recipe::buildGrid, .findNeighborsInGrid = &no_distance_check::findNeighborsInGrid},
         .describedBy = {F::grid_no_distance_check}},
        {.id = "only_own_cell",
         .explanation = "only the boid's own cell is searched: a neighbour can be in any of the eight cells around it",
         .tryThis = "search the rows and columns from one before the boid's to one after",
         .table = {.buildGrid = &recipe::buildGrid, .findNeighborsInGrid = &only_own_cell::findNeighborsInGrid},
         .describedBy = {F::grid_cells_never_found}},
        {.id = "cell_range_off_by_one",
         .explanation = "the cells searched stop one row and one column short (< where the range includes its end)",
         .tryThis = "count the rows your loop visits around a boid in the middle of the grid: it should be 3",
         .table = {.buildGrid = &recipe::buildGrid, .findNeighborsInGrid = &cell_range_off_by_one::findNeighborsInGrid},
         .describedBy = {F::grid_cells_never_found}},
        {.id = "strict_radius",
         .explanation = "a boid exactly on the radius is left out: distance <= radius counts",
         .tryThis = "check the comparison with the radius",
         .table = {.buildGrid = &recipe::buildGrid, .findNeighborsInGrid = &strict_radius::findNeighborsInGrid},
         .describedBy = {F::grid_strict_radius}},
        {.id = "cell_from_the_radius",
         .explanation = "the boid's cell is worked out with the radius where the grid's cell size belongs, so the "
                        "search drifts away from the boid across the world",
         .tryThis = "find the boid's cell the same way buildGrid put it there",
         .table = {.buildGrid = &recipe::buildGrid, .findNeighborsInGrid = &cell_from_the_radius::findNeighborsInGrid},
         .describedBy = {F::grid_cell_from_radius}},
        {.id = "row_and_column_swapped",
         .explanation = "the cell is read at column * rows + row: the cells are stored row by row, at row * columns "
                        "+ column",
         .tryThis = "use the same index formula in both functions",
         .table = {.buildGrid = &recipe::buildGrid, .findNeighborsInGrid = &row_and_column_swapped::findNeighborsInGrid},
         .describedBy = {F::grid_column_row_swapped}},
        {.id = "cells_not_cleared",
         .explanation = "buildGrid keeps the indices of the step before in the cells, so a rebuilt grid lists boids "
                        "where they used to be",
         .tryThis = "empty every cell before putting the boids in",
         .table = {.buildGrid = &cells_not_cleared::buildGrid, .findNeighborsInGrid = &recipe::findNeighborsInGrid},
         .describedBy = {F::grid_not_cleared}},
        {.id = "build_loop_starts_at_one",
         .explanation = "boid 0 is never put in a cell, so nobody finds it",
         .tryThis = "check where the loop over the boids in buildGrid starts",
         .table = {.buildGrid = &build_loop_starts_at_one::buildGrid, .findNeighborsInGrid = &recipe::findNeighborsInGrid},
         .describedBy = {F::grid_first_boid_not_placed}},
    };
}

}  // namespace boids::catalog

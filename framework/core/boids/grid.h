// Task 6 (bonus): a uniform grid that answers "who is near boid i?" by looking only at nearby cells.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "boids/vec2.h"
#include "boids/bodies.h"

namespace boids {

// Square cells covering the world, each holding the indices of the boids inside it.
struct Grid {
    float cellSize = 1;  // units; the framework makes it a little larger than the neighbour radius
    int columns = 0;     // cells across: enough to cover worldSize.x
    int rows = 0;        // cells up: enough to cover worldSize.y
    std::vector<std::vector<std::uint32_t>> cells;  // cells[row * columns + column]: indices of the boids in it
};

// Task 6a. Size `grid` to cover `worldSize` with cells of `cellSize`, then put the index of every boid into the
// cell that contains its position: column floor(x / cellSize), row floor(y / cellSize), clamped to the grid.
// Called every step: reuse the vectors (clear() them) rather than making new ones.
void buildGrid(Grid& grid, std::span<const Boid> boids, float cellSize, Vec2 worldSize);

// Task 6b. Append to `out` the index of every boid within `radius` of boids[self] (distance <= radius), self
// excluded: exactly the boids findNeighborsBrute() finds, in any order. `grid` was built from `boids`, and
// radius <= grid.cellSize, so every neighbour is in the boid's own cell or one of the eight around it.
void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out);

// The cell size the framework passes to buildGrid(): a little more than `radius` (so that rounding never moves
// a neighbour two cells away), and larger still if the grid would otherwise have more than `maxCells` cells.
float chooseCellSize(float radius, Vec2 worldSize, std::size_t maxCells);

}  // namespace boids

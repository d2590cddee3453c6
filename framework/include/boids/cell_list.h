// CellList: the framework's fast neighbour search. A counting-sort grid that stores boids sorted by cell, so a
// query scans three short, contiguous runs of memory. Builds without allocating once the flock's size is stable.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "boids/vec2.h"
#include "boids/world.h"

namespace boids {

class CellList {
public:
    // Sorts `boids` into cells of `cellSize` covering `worldSize`. cellSize must be a little more than the largest
    // query radius (chooseCellSize() in boids/grid.h), so that neighbours are at most one cell away.
    void build(std::span<const Boid> boids, float cellSize, Vec2 worldSize);

    // The boids sorted by cell live in "slots" 0..size()-1; visiting slots in order keeps each query's cells in cache.
    std::size_t size() const { return index_.size(); }
    std::uint32_t boidAt(std::size_t slot) const { return index_[slot]; }
    Vec2 positionAt(std::size_t slot) const { return position_[slot]; }
    Vec2 velocityAt(std::size_t slot) const { return velocity_[slot]; }

    // Writes to out[0..count) the slots of every boid within `radius` of the boid in `slot` (distance <= radius),
    // itself excluded, and returns count: the same boids as findNeighborsBrute(), in cell order. `out` only grows.
    std::size_t neighborSlots(std::size_t slot, float radius, std::vector<std::uint32_t>& out) const;

private:
    int columnOf(float x) const { return clampCell(int(x * inverseCellSize_), columns_); }
    int rowOf(float y) const { return clampCell(int(y * inverseCellSize_), rows_); }
    static int clampCell(int c, int cells) { return c < 0 ? 0 : (c < cells ? c : cells - 1); }

    float inverseCellSize_ = 1;
    int columns_ = 1;
    int rows_ = 1;
    std::vector<std::uint32_t> cellStart_;  // cells + 1 entries: cell c holds slots [cellStart_[c], cellStart_[c+1])
    std::vector<std::uint32_t> cellOf_;     // per boid index, while building: its cell
    std::vector<std::uint32_t> cursor_;     // per cell, while building: its next free slot
    std::vector<std::uint32_t> index_;      // per slot: the boid's index
    std::vector<Vec2> position_;            // per slot: the boid's position
    std::vector<Vec2> velocity_;            // per slot: the boid's velocity
};

}  // namespace boids

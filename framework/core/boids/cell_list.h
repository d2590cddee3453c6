// CellList: the framework's fast neighbour search. A counting-sort grid that stores boids sorted by cell, so a
// query scans three short, contiguous runs of memory. Builds without allocating once the flock's size is stable.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "boids/aligned_vector.h"
#include "boids/thread_pool.h"
#include "boids/vec2.h"
#include "boids/world.h"

namespace boids {

// The grid's cells at the most (16 MB of cell starts). A larger world keeps the cell size, and its boids beyond the
// last cells count as in the edge cells: neighbours stay at most one cell apart, and the search stays correct.
inline constexpr int kMaxCells = 1 << 22;

struct CellGridShape {
    int columns = 1;
    int rows = 1;
};

// The columns and rows of cells of `cellSize` over `worldSize`: each at least 1, columns * rows at most kMaxCells
// (so a cell's number fits an int), whatever the sizes (NaN, infinity and 1e30 included).
CellGridShape cellGridShape(Vec2 worldSize, float cellSize);

class CellList {
public:
    // Sorts `boids` into cells of `cellSize` covering `worldSize`. cellSize must be a little more than the largest
    // query radius (chooseCellSize() in boids/grid.h), so that neighbours are at most one cell away. With `threads`,
    // shares the work with them; the result is the same.
    void build(std::span<const Boid> boids, float cellSize, Vec2 worldSize, ThreadPool* threads = nullptr);

    // How many parts build() splits `boids` boids into with `threads` (null: none): each part's counts and
    // placing on a thread of its own; from 1 to 4.
    static std::size_t partsFor(std::size_t boids, const ThreadPool* threads) {
        return threads && boids >= 4096 ? std::min<std::size_t>(std::size_t(threads->size()), 4) : 1;
    }

    // The boids sorted by cell live in "slots" 0..size()-1; visiting slots in order keeps each query's cells in cache.
    std::size_t size() const { return index_.size(); }
    std::uint32_t boidAt(std::size_t slot) const { return index_[slot]; }
    std::uint32_t slotOf(std::size_t boid) const { return slotOf_[boid]; }  // the inverse of boidAt()
    Vec2 positionAt(std::size_t slot) const { return {x_[slot], y_[slot]}; }
    Vec2 velocityAt(std::size_t slot) const { return {vx_[slot], vy_[slot]}; }
    std::uint8_t speciesAt(std::size_t slot) const { return species_[slot]; }

    // The grid's shape, and the slots of cell (row, column): [cellStart()[c], cellStart()[c + 1]) for
    // c = row * columns() + column. Cells of one row are adjacent, so a run of them is one run of slots.
    int columns() const { return columns_; }
    int rows() const { return rows_; }
    std::span<const std::uint32_t> cellStart() const { return cellStart_; }
    // By slot, a structure of arrays that a loop can read a vector at a time: positions and velocities.
    std::span<const float> xs() const { return x_; }
    std::span<const float> ys() const { return y_; }
    std::span<const float> velocityXs() const { return vx_; }
    std::span<const float> velocityYs() const { return vy_; }

    // "The half shell" of cell (row, column), as slots (see forEachPairWithin): the cell's own boids [begin, end),
    // the run from there to the end of the cell on its right [.., sameRowEnd), and the three cells of the next row
    // [nextBegin, nextEnd), empty in the last row. Each pair of neighbours is met from exactly one half shell.
    struct HalfShell {
        std::uint32_t begin, end, sameRowEnd, nextBegin, nextEnd;
    };
    HalfShell halfShell(int row, int column) const {
        const std::size_t cell = std::size_t(row) * std::size_t(columns_) + std::size_t(column);
        const bool hasLeft = column > 0, hasRight = column + 1 < columns_;
        HalfShell h{cellStart_[cell], cellStart_[cell + 1], cellStart_[cell + (hasRight ? 2 : 1)], 0, 0};
        if (row + 1 < rows_) {
            const std::size_t above = cell + std::size_t(columns_);
            h.nextBegin = cellStart_[above - (hasLeft ? 1 : 0)];
            h.nextEnd = cellStart_[above + (hasRight ? 2 : 1)];
        }
        return h;
    }
    // The cell of the boid in `slot`, as build() found it from its position.
    int columnAt(std::size_t slot) const { return columnOf(x_[slot]); }
    int rowAt(std::size_t slot) const { return rowOf(y_[slot]); }
    // The slots of the rows before `row` (all of them when row >= rows()).
    std::uint32_t slotsBeforeRow(int row) const {
        return cellStart_[std::size_t(row < rows_ ? row : rows_) * std::size_t(columns_)];
    }

    // The slots of the cells that hold a point of the box [low, high], one run [begin, end) a row of cells, appended
    // to `runs` in order; at most rowsSpanned(high.y - low.y) runs. Every boid inside the box is in a run.
    using SlotRun = std::pair<std::uint32_t, std::uint32_t>;
    void slotRunsOver(Vec2 low, Vec2 high, std::vector<SlotRun>& runs) const {
        const int columnFirst = columnOf(low.x), columnLast = columnOf(high.x);
        for (int row = rowOf(low.y), last = rowOf(high.y); row <= last; ++row) {
            const std::size_t start = std::size_t(row) * std::size_t(columns_);
            runs.emplace_back(cellStart_[start + std::size_t(columnFirst)], cellStart_[start + std::size_t(columnLast) + 1]);
        }
    }
    // The most rows of cells a box `height` tall can touch.
    std::size_t rowsSpanned(float height) const {
        const float rows = height * inverseCellSize_ + 2;
        return rows >= 1 && rows < float(rows_) ? std::size_t(rows) : std::size_t(rows_);
    }

    // Writes to out[0..count) the slots of every boid within `radius` of the boid in `slot` (distance <= radius),
    // itself excluded, and returns count: the same boids as findNeighborsBrute(), in cell order. `out` only grows.
    std::size_t neighborSlots(std::size_t slot, float radius, std::vector<std::uint32_t>& out) const;

    // Calls fn(a, b, offset, distanceSquared) once for every unordered pair of slots a != b within `radius` of each
    // other (distance <= radius), with offset = positionAt(a) - positionAt(b). The same pairs as brute force, each
    // visited once: half the distance tests of neighborSlots() for every boid. radius <= the cell size.
    template <class PairFn>
    void forEachPairWithin(float radius, PairFn&& fn) const;

private:
    int columnOf(float x) const { return clampCell(x * inverseCellSize_, columns_); }
    int rowOf(float y) const { return clampCell(y * inverseCellSize_, rows_); }
    // Clamped while still a float: converting a float beyond int's range (or NaN) to int is undefined behaviour.
    static int clampCell(float c, int cells) { return c >= 1 ? (c < float(cells) ? int(c) : cells - 1) : 0; }

    // The four steps of build(), for boids split into `parts` ranges of indices (at most 4), each part's work on a
    // thread of its own when `threads` is given.
    struct Parts {
        std::size_t count = 1;
        std::size_t boids = 0;
        ThreadPool* threads = nullptr;
        std::size_t first(std::size_t part) const { return boids * part / count; }  // part's first boid index
    };
    bool countPerCell(std::span<const Boid> boids, const Parts& parts);
    void startCells(const Parts& parts);
    void placeBoids(const Parts& parts, bool staged);
    void copyBoids(std::span<const Boid> boids, const Parts& parts, bool staged);

    float inverseCellSize_ = 1;
    int columns_ = 1;
    int rows_ = 1;
    std::vector<std::uint32_t> cellStart_;  // cells + 1 entries: cell c holds slots [cellStart_[c], cellStart_[c+1])
    std::vector<std::uint32_t> cellOf_;     // per boid index, while building: its cell
    std::vector<std::uint32_t> cursor_;     // per part and cell, while building: its count, then its next slot
    std::vector<std::uint32_t> blockStart_;  // per block of cells, while building with threads: its first slot
    std::vector<std::uint32_t> partIndex_;  // per part and slot, while building with several parts: the boid's index
    std::vector<std::uint32_t> index_;      // per slot: the boid's index
    std::vector<std::uint32_t> slotOf_;     // per boid index: its slot
    AlignedVector<float> x_, y_;            // per slot: the boid's position
    AlignedVector<float> vx_, vy_;          // per slot: the boid's velocity
    std::vector<std::uint8_t> species_;     // per slot: the boid's species (read in order by a move into cell order)
};

// Advanced aside: the "half shell". A pair of boids in neighbouring cells is met from one of the two cells only:
// from each cell, look at the rest of the cell itself, the cell to its right, and the three cells in the next row.
// Together with the cells that look at it, that covers all eight neighbouring cells exactly once. In slot order,
// "the rest of this cell and the next one" and "three cells of the next row" are two contiguous runs.
template <class PairFn>
void CellList::forEachPairWithin(float radius, PairFn&& fn) const {
    const float radiusSquared = radius * radius;
    // Two passes over each run of candidates: first a branch-free filter (every candidate is written, and the count
    // moves on only for one within the radius: to the branch predictor that test is a coin toss), then fn() for the
    // ones kept, with no unpredictable branch.
    constexpr std::uint32_t kChunk = 64;
    std::uint32_t kept[kChunk];
    auto scan = [&](std::uint32_t a, Vec2 p, std::uint32_t begin, std::uint32_t end) {
        while (begin < end) {
            const std::uint32_t chunkEnd = end - begin > kChunk ? begin + kChunk : end;
            std::uint32_t count = 0;
            for (std::uint32_t b = begin; b < chunkEnd; ++b) {
                kept[count] = b;
                count += lengthSquared(p - positionAt(b)) <= radiusSquared ? 1 : 0;
            }
            for (std::uint32_t k = 0; k < count; ++k) {
                const Vec2 offset = p - positionAt(kept[k]);
                fn(a, kept[k], offset, lengthSquared(offset));
            }
            begin = chunkEnd;
        }
    };
    for (int row = 0; row < rows_; ++row) {
        for (int column = 0; column < columns_; ++column) {
            const HalfShell h = halfShell(row, column);
            for (std::uint32_t a = h.begin; a < h.end; ++a) {
                const Vec2 p = positionAt(a);
                scan(a, p, a + 1, h.sameRowEnd);
                scan(a, p, h.nextBegin, h.nextEnd);
            }
        }
    }
}

}  // namespace boids

// CellList::build(): a counting sort of the boids by cell, into parallel arrays.
#include "boids/cell_list.h"

#include <algorithm>
#include <cmath>

#include "prefetch.h"

namespace boids {

namespace {

// Up to this many boids, several parts place their boids through partIndex_ (step 3 of build()), unless the flock
// is nearly in cell order already. Measured on the kit's 2-core CI machine, 2 threads: 0.91 to 0.96 times as long a
// step at 100,000 boids, but 1.01 to 1.15 times at 500,000 and 1,000,000, where the flock no longer fits a core's
// cache and the extra pass over memory costs more than the cache lines that two threads would pass back and forth.
// A flock in cell order (StepBuffers::keepCellOrder) has each part's boids in a run of slots of its own, and there
// the extra pass only costs: the build took 0.44 ms with it against 0.35 without, at 100,000.
constexpr std::size_t kStagedMaxBoids = std::size_t(1) << 18;

// The flock is nearly in cell order when fewer than 1 boid in this many is in a lower cell than the boid before it
// (a flock in random order has every other one).
constexpr std::size_t kInOrderBelow = 4;

// Cells along a side of `length`: at least 1, and clamped before the conversion to int, which is undefined for a
// float beyond int's range or NaN (a world size or cell size of NaN, infinity or 1e30).
int cellsAlong(float length, float cellSize) {
    constexpr float kMost = float(kMaxCells);
    const float cells = std::ceil(length / cellSize);
    return cells >= 1 ? int(std::min(cells, kMost)) : 1;
}

// Runs body(begin, end, thread) over [0, count), in chunks of at least `grain` on the pool's threads, or at once.
template <class Body>
void shareOut(ThreadPool* threads, std::size_t count, std::size_t grain, Body&& body) {
    if (threads) threads->forEachChunk(count, grain, body);
    else body(std::size_t{0}, count, 0);
}

}  // namespace

CellGridShape cellGridShape(Vec2 worldSize, float cellSize) {
    CellGridShape shape{cellsAlong(worldSize.x, cellSize), cellsAlong(worldSize.y, cellSize)};
    // Too many together: keep the shorter side if it is short, else make both sides the square root of the cap.
    constexpr int kSquareSide = 1 << 11;
    static_assert(kSquareSide * kSquareSide == kMaxCells);
    if (std::int64_t(shape.columns) * shape.rows > kMaxCells) {
        if (shape.rows <= kSquareSide) {
            shape.columns = kMaxCells / shape.rows;
        } else if (shape.columns <= kSquareSide) {
            shape.rows = kMaxCells / shape.columns;
        } else {
            shape = {kSquareSide, kSquareSide};
        }
    }
    return shape;
}

void CellList::build(std::span<const Boid> boids, float cellSize, Vec2 worldSize, ThreadPool* threads) {
    inverseCellSize_ = 1 / cellSize;
    const CellGridShape shape = cellGridShape(worldSize, cellSize);
    columns_ = shape.columns;
    rows_ = shape.rows;
    const std::size_t n = boids.size();
    // A counting sort in parts: each part takes a range of boid indices, counts its boids per cell, and later places
    // them. Part p's boids of a cell go after parts 0..p-1's, so within a cell the boids keep their index order, the
    // same with any number of parts. Each part has a row of counts (cursor_), at most 4 rows: 32 bytes a boid.
    const Parts parts{partsFor(n, threads), n, threads};
    const bool inOrder = countPerCell(boids, parts);
    const bool staged = parts.count > 1 && n <= kStagedMaxBoids && !inOrder;
    startCells(parts);
    placeBoids(parts, staged);
    copyBoids(boids, parts, staged);
}

// 1. Which cell is each boid in? Counts them per cell and part; true when the flock is nearly in cell order (few
// boids in a lower cell than the one before).
bool CellList::countPerCell(std::span<const Boid> boids, const Parts& parts) {
    const std::size_t cells = std::size_t(columns_) * std::size_t(rows_);
    cellOf_.resize(parts.boids);
    cursor_.resize(parts.count * cells);
    std::size_t stepsBack[4] = {};
    shareOut(parts.threads, parts.count, 1, [&](std::size_t partBegin, std::size_t partEnd, int) {
        for (std::size_t part = partBegin; part < partEnd; ++part) {
            std::uint32_t* const count = cursor_.data() + part * cells;
            std::fill(count, count + cells, 0u);
            std::size_t back = 0;
            std::uint32_t before = 0;
            for (std::size_t i = parts.first(part); i < parts.first(part + 1); ++i) {
                const Vec2 p = boids[i].position;
                const std::uint32_t cell = std::uint32_t(rowOf(p.y) * columns_ + columnOf(p.x));
                cellOf_[i] = cell;
                ++count[cell];
                back += cell < before ? 1 : 0;
                before = cell;
            }
            stepsBack[part] = back;
        }
    });
    return (stepsBack[0] + stepsBack[1] + stepsBack[2] + stepsBack[3]) * kInOrderBelow < parts.boids;
}

// 2. Prefix sums: where each cell's run of slots starts, and within it where each part's boids start (the counts
// become each part's cursor). With threads, in two passes over blocks of cells, each block on one thread: the
// block's total, then its starts from the totals of the blocks before it.
void CellList::startCells(const Parts& parts) {
    const std::size_t cells = std::size_t(columns_) * std::size_t(rows_);
    cellStart_.resize(cells + 1);
    // Cells [begin, end), the first of them starting at slot `running`; returns the slot after them.
    const auto start = [&](std::size_t begin, std::size_t end, std::uint32_t running) {
        for (std::size_t c = begin; c < end; ++c) {
            cellStart_[c] = running;
            for (std::size_t part = 0; part < parts.count; ++part) {
                std::uint32_t& k = cursor_[part * cells + c];
                const std::uint32_t count = k;
                k = running;
                running += count;
            }
        }
        return running;
    };
    constexpr std::size_t kBlockCells = std::size_t(1) << 14;
    const std::size_t blocks = (cells + kBlockCells - 1) / kBlockCells;
    if (!parts.threads || parts.threads->size() == 1 || blocks < 2) {
        cellStart_[cells] = start(0, cells, 0);
        return;
    }
    const auto cellsOf = [&](std::size_t block) {
        return std::pair{block * kBlockCells, std::min(cells, (block + 1) * kBlockCells)};
    };
    blockStart_.resize(blocks + 1);
    blockStart_[0] = 0;
    shareOut(parts.threads, blocks, 1, [&](std::size_t begin, std::size_t end, int) {
        for (std::size_t block = begin; block < end; ++block) {
            const auto [first, last] = cellsOf(block);
            std::uint32_t total = 0;
            for (std::size_t part = 0; part < parts.count; ++part)
                for (std::size_t c = first; c < last; ++c) total += cursor_[part * cells + c];
            blockStart_[block + 1] = total;
        }
    });
    for (std::size_t block = 0; block < blocks; ++block) blockStart_[block + 1] += blockStart_[block];
    shareOut(parts.threads, blocks, 1, [&](std::size_t begin, std::size_t end, int) {
        for (std::size_t block = begin; block < end; ++block) {
            const auto [first, last] = cellsOf(block);
            start(first, last, blockStart_[block]);
        }
    });
    cellStart_[cells] = blockStart_[blocks];
}

// 3. Gives every boid a slot in its cell's run, each part its own boids. Staged, the parts write their boids to a
// row of partIndex_ each (all ~0 until then): the parts' boids of one cell are neighbours in index_, and two threads
// writing the same cache lines at random would pass each line back and forth between their cores. (In a flock in
// cell order, each part's boids fill a run of slots of their own, and write index_ directly.)
void CellList::placeBoids(const Parts& parts, bool staged) {
    const std::size_t cells = std::size_t(columns_) * std::size_t(rows_), n = parts.boids;
    partIndex_.resize(staged ? parts.count * n : 0);
    index_.resize(n);
    slotOf_.resize(n);
    shareOut(parts.threads, parts.count, 1, [&](std::size_t partBegin, std::size_t partEnd, int) {
        for (std::size_t part = partBegin; part < partEnd; ++part) {
            std::uint32_t* const cursor = cursor_.data() + part * cells;
            std::uint32_t* const into = staged ? partIndex_.data() + part * n : index_.data();
            if (staged) std::fill_n(into, n, ~0u);
            const std::size_t end = parts.first(part + 1);
            for (std::size_t i = parts.first(part); i < end; ++i) {
                // Two steps ahead: the cursor of a boid further on, and where a nearer one's index will go (a
                // guess that is off only when a boid between lands in the same cell: the same cache line, mostly).
                if (i + 2 * kPrefetchAhead < end) prefetch(&cursor[cellOf_[i + 2 * kPrefetchAhead]]);
                if (i + kPrefetchAhead < end) prefetch(&into[cursor[cellOf_[i + kPrefetchAhead]]]);
                const std::uint32_t slot = cursor[cellOf_[i]]++;
                into[slot] = std::uint32_t(i);
                slotOf_[i] = slot;
            }
        }
    });
}

// 4. Copies each slot's boid in: written in order, read at random (reads overlap far better than writes do). Staged,
// a slot's boid is the one part that wrote it: the least of the parts' entries.
void CellList::copyBoids(std::span<const Boid> boids, const Parts& parts, bool staged) {
    const std::size_t n = parts.boids;
    x_.resize(n);
    y_.resize(n);
    vx_.resize(n);
    vy_.resize(n);
    species_.resize(n);
    const auto boidIn = [&](std::size_t slot) {
        if (!staged) return index_[slot];
        std::uint32_t i = partIndex_[slot];
        for (std::size_t part = 1; part < parts.count; ++part) i = std::min(i, partIndex_[part * n + slot]);
        return i;
    };
    shareOut(parts.threads, n, 8192, [&](std::size_t begin, std::size_t end, int) {
        for (std::size_t slot = begin; slot < end; ++slot) {
            // Further ahead than elsewhere: with threads, a boid here was last written by another core, a longer trip.
            if (slot + 4 * kPrefetchAhead < end) prefetch(&boids[boidIn(slot + 4 * kPrefetchAhead)]);
            const std::uint32_t i = boidIn(slot);
            if (staged) index_[slot] = i;
            const Boid& b = boids[i];
            x_[slot] = b.position.x;
            y_[slot] = b.position.y;
            vx_[slot] = b.velocity.x;
            vy_[slot] = b.velocity.y;
            species_[slot] = b.species;
        }
    });
}

std::size_t CellList::neighborSlots(std::size_t slot, float radius, std::vector<std::uint32_t>& out) const {
    const Vec2 center = positionAt(slot);
    const float radiusSquared = radius * radius;
    const int column = columnOf(center.x), row = rowOf(center.y);
    const int columnFirst = std::max(column - 1, 0), columnLast = std::min(column + 1, columns_ - 1);
    std::size_t count = 0;
    for (int r = std::max(row - 1, 0); r <= std::min(row + 1, rows_ - 1); ++r) {
        // Cells of one row are adjacent in memory: the three of them are one contiguous run of slots.
        const std::size_t rowStart = std::size_t(r) * std::size_t(columns_);
        const std::size_t begin = cellStart_[rowStart + std::size_t(columnFirst)];
        const std::size_t end = cellStart_[rowStart + std::size_t(columnLast) + 1];
        if (out.size() < count + (end - begin)) out.resize(2 * (count + (end - begin)));
        std::uint32_t* const into = out.data();
        // Branch-free: every candidate is written, and the count moves on only for one within the radius. To the
        // branch predictor that test is a coin toss, and a mispredicted branch costs more than the store.
        for (std::size_t k = begin; k < end; ++k) {
            into[count] = std::uint32_t(k);
            count += std::size_t(lengthSquared(positionAt(k) - center) <= radiusSquared);
        }
    }
    // The boid itself (distance 0) was kept exactly once; take it out, keeping the others in cell order.
    std::uint32_t* const last = std::remove(out.data(), out.data() + count, std::uint32_t(slot));
    return std::size_t(last - out.data());
}

}  // namespace boids

// The memory one fused step moves, and the memory's own time for it: what "close to the limit" is a ratio of
// (docs/performance.md, "The limit"). The bytes are counted from the arrays each phase of the fused step reads and
// writes (NeighborSearch::FastReference, with StepBuffers::keepCellOrder, as the window and --bench run it), each
// array once a phase: a neighbour's slots, read again from a nearby row, are counted as cache hits. The time is
// measured: plain loops that read and write as many bytes, on the same threads, with no arithmetic to wait for.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>

#include "boids/thread_pool.h"

namespace boids {

struct PhaseBytes {
    std::string_view phase;  // "build", "flock forces", "move"
    double read = 0;         // bytes per boid
    double written = 0;
};

struct StepTraffic {
    std::array<PhaseBytes, 3> phases;
    double read() const;     // bytes per boid, every phase
    double written() const;
};

// The fused step's traffic per boid, for a cell list of `cellsPerBoid` cells a boid (CellList's columns * rows /
// boids; its per-cell arrays are a few bytes a boid) built in `parts` parts (1 to 4, as CellList::build makes them).
StepTraffic fusedStepTraffic(double cellsPerBoid, int parts);

// The median time, in milliseconds, of `runs` passes that read `readBytes` and write `writtenBytes` (the smaller of
// the two copied, the rest of the reads summed), shared over `threads` (null: the calling thread) in contiguous
// chunks as the step shares its work. Buffers are made and touched once first, outside the timing.
double memoryMilliseconds(std::size_t readBytes, std::size_t writtenBytes, ThreadPool* threads, int runs);

}  // namespace boids

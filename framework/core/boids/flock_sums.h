// FlockSums: what the fused reference adds up over every boid's neighbours, by slot of a CellList, and the
// vectorised loop that adds them up, one row of cells at a time.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "boids/aligned_vector.h"
#include "boids/cell_list.h"
#include "boids/params.h"
#include "boids/vec2.h"

namespace boids {

// Per slot, a structure of arrays (so that a loop reads and writes them a vector at a time). For the boid in a slot,
// over its neighbours b within the radius R:
struct FlockSums {
    AlignedVector<float> headingX, headingY;  // sum of b's velocities: alignment's direction
    AlignedVector<float> centerX, centerY;    // sum of b's positions (as the reference cohesion adds them up)
    AlignedVector<float> pushX, pushY;        // sum of normalized(self - b) * (R - d) / R: separation
    AlignedVector<float> count;               // how many b (a whole number, exact in a float up to 2^24)

    // Makes room for `slots` slots (allocating only when it grows) and sets slots [begin, end) to zero.
    void resize(std::size_t slots);
    void clear(std::size_t begin, std::size_t end);
};

// Adds to `sums` every pair of neighbours (distance <= radius, radius at most the cell size) that is met from the
// cells of `row`: for a boid in a cell, the rest of its cell, the cell to its right, and the three cells of the next
// row ("the half shell", see CellList::forEachPairWithin). Each pair is added to both of its slots, mirrored.
//
// It writes only the slots of rows `row` and `row + 1`. So the rows of one parity can be added on several threads
// at once; and if every even row is added before any odd one, the sums are the same bit for bit however the rows
// were spread over threads: each slot gets its terms in one order, set by the cells alone.
void addRowPairs(const CellList& cells, float radius, int row, FlockSums& sums);

// For tests: addRowPairs() on the named vector unit, "AVX-512", "AVX2" (as pairSumsVectorUnit() names them) or
// "portable" (the loop the compiler vectorises); false, and nothing added, where this machine or build has none.
bool addRowPairsOn(std::string_view unit, const CellList& cells, float radius, int row, FlockSums& sums);

// The fused step's three flock forces for slots [begin, end), weighted and added up as step() adds forces:
// out[slot] = separationWeight * separation + alignmentWeight * alignment + cohesionWeight * cohesion, each as the
// reference (solutions/01 to 03) finds it from the slot's sums, normalized() included, operation for operation. A
// vectorised loop: its divisions and square roots were a scalar step's third slowest part.
void weightedFlockForces(const FlockSums& sums, const CellList& cells, const Params& params, std::size_t begin,
                         std::size_t end, Vec2* out);

// The vector unit addRowPairs() runs on this machine, chosen when the program starts: "AVX-512" (AVX2's code, 8
// floats at once, with AVX-512's 32 registers) and "AVX2" give the same bits; "SSE2", "NEON" or "scalar" (the
// portable loop) add a slot's terms in another order. So a seed flies the same on one machine with any number of
// threads, and on two machines up to float rounding.
const char* pairSumsVectorUnit();

}  // namespace boids

// The fused step's flock forces: alignment, separation and cohesion as the reference finds them, from sums over each
// boid's neighbours in a CellList, 8 boids at a time in the lanes of a vector.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "boids/cell_list.h"
#include "boids/params.h"
#include "boids/vec2.h"

namespace boids {

// The fused step's three flock forces for slots [begin, end) of `cells`, weighted and added up as step() adds
// forces: out[slot] = separationWeight * separation + alignmentWeight * alignment + cohesionWeight * cohesion, each
// as the reference (solutions/01 to 03) finds it, normalized() included, from sums over the boid's neighbours
// (distance <= params.neighborRadius, at most the cell size; the boid itself left out):
//   alignment  = normalized(sum of b's velocities)
//   cohesion   = normalized(sum of b's positions / count - self), 0 with no neighbours
//   separation = sum of normalized(self - b) * (R - d) / R, 0 for a b on the boid's own point
// Each boid's sums are taken over its neighbours in slot order (the order CellList::neighborSlots() lists them),
// whatever `begin` and `end` are: so slots can be shared out over threads in any way, with the same bits. Writes
// out[begin, end) only. At most 2^31 - 1 slots. (A negative radius, which no slider gives, finds what neighborSlots()
// finds, the boids within its length in the 3 × 3 cells, one boid at a time; and no separation, as the reference.)
void flockForces(const CellList& cells, const Params& params, std::size_t begin, std::size_t end, Vec2* out);

// For tests: flockForces() on the named vector unit, "AVX-512", "AVX2" (as pairSumsVectorUnit() names them) or
// "portable" (the loop the compiler vectorises); false, and nothing written, where this machine or build has none.
bool flockForcesOn(std::string_view unit, const CellList& cells, const Params& params, std::size_t begin,
                   std::size_t end, Vec2* out);

// The vector unit flockForces() runs on this machine, chosen when the program starts: "AVX-512" (AVX2's 8 floats
// at once, with AVX-512's masks), "AVX2", or the portable loop as the compiler vectorised it ("SSE2", "NEON" or
// "scalar"). AVX-512 and AVX2 give the same bits (the same operations in the same order, adding each separation
// term with a fused multiply-add); the portable loop, without one, is equal to them up to float rounding.
const char* pairSumsVectorUnit();

}  // namespace boids

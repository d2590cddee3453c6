// moveSlots(): the move of the fused step, in cell order, as a loop that the compiler vectorises.
#include <algorithm>
#include <cmath>
#include <cstdint>

#include "phases.h"

namespace boids::detail {

void moveSlots(const CellList& cells, const Vec2* forces, const Params& p, std::size_t begin, std::size_t end,
               Boid* out) {
    // limited() and wrap() without their branches, for a chunk of slots at a time into arrays on the stack (so that
    // the moved flock, which is an array of Boid, is written once): the same operations in the same order, so the
    // same bits. A lane that takes one of their rare paths (an infinite length, a position outside the world) is
    // marked, and its boid moved by moved() instead.
    if (begin >= end) return;  // an empty flock's arrays may be null
    constexpr int kChunk = 256;
    alignas(64) float px[kChunk], py[kChunk], vx[kChunk], vy[kChunk];
    alignas(64) std::uint8_t rare[kChunk];
    const float* const x = cells.xs().data();
    const float* const y = cells.ys().data();
    const float* const velocityX = cells.velocityXs().data();
    const float* const velocityY = cells.velocityYs().data();
    const float* const force = reinterpret_cast<const float*>(forces);  // Vec2 is two floats: x, y
    const float most = p.maxSpeed, width = p.worldSize.x, height = p.worldSize.y;
    for (std::size_t from = begin; from < end; from += kChunk) {
        const int count = int(std::min<std::size_t>(kChunk, end - from));
        int anyRare = 0;
#if defined(BOIDS_OMP_SIMD)
#pragma omp simd reduction(| : anyRare)
#endif
        for (int k = 0; k < count; ++k) {
            const std::size_t s = from + std::size_t(k);
            const float ux = velocityX[s] + force[2 * s], uy = velocityY[s] + force[2 * s + 1];
            const float len = std::sqrt(ux * ux + uy * uy);
            const float scale = len > most ? most / len : 1.0f;  // v * 1 is v, bit for bit
            vx[k] = ux * scale;
            vy[k] = uy * scale;
            px[k] = x[s] + vx[k];
            py[k] = y[s] + vy[k];
            const bool inside = px[k] >= 0 && px[k] < width && py[k] >= 0 && py[k] < height;
            const int odd = (std::isinf(len) || !inside) ? 1 : 0;
            rare[k] = std::uint8_t(odd);
            anyRare |= odd;
        }
        for (int k = 0; k < count; ++k) {
            const std::size_t s = from + std::size_t(k);
            if (anyRare && rare[k]) {
                out[s] = moved({cells.positionAt(s), cells.velocityAt(s), cells.speciesAt(s)}, forces[s], p);
            } else {
                out[s] = Boid{{px[k], py[k]}, {vx[k], vy[k]}, cells.speciesAt(s)};
            }
        }
    }
}

}  // namespace boids::detail

// addRowPairs(): the fused reference's inner loop, written so that the compiler turns it into vector code (checked
// by the build: tests/vectorization/). Built twice on x86-64: for the baseline (SSE2) and for AVX2, chosen at run
// time, so that the default build stays portable.
#include "boids/flock_sums.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define BOIDS_AVX2_DISPATCH 1
#define BOIDS_INLINE [[gnu::always_inline]] inline
#elif defined(_MSC_VER)
#define BOIDS_INLINE __forceinline
#else
#define BOIDS_INLINE [[gnu::always_inline]] inline
#endif

#if defined(_MSC_VER)
#define BOIDS_RESTRICT __restrict
#else
#define BOIDS_RESTRICT __restrict__
#endif

namespace boids {

void FlockSums::resize(std::size_t slots) {
    for (AlignedVector<float>* v : {&headingX, &headingY, &centerX, &centerY, &pushX, &pushY, &count}) v->resize(slots);
}

void FlockSums::clear(std::size_t begin, std::size_t end) {
    for (AlignedVector<float>* v : {&headingX, &headingY, &centerX, &centerY, &pushX, &pushY, &count}) {
        std::fill(v->begin() + std::ptrdiff_t(begin), v->begin() + std::ptrdiff_t(end), 0.0f);
    }
}

namespace {

struct Inputs {
    const float* BOIDS_RESTRICT x;
    const float* BOIDS_RESTRICT y;
    const float* BOIDS_RESTRICT vx;
    const float* BOIDS_RESTRICT vy;
    float radius;
};

struct Outputs {
    float* BOIDS_RESTRICT hx;
    float* BOIDS_RESTRICT hy;
    float* BOIDS_RESTRICT cx;
    float* BOIDS_RESTRICT cy;
    float* BOIDS_RESTRICT px;
    float* BOIDS_RESTRICT py;
    float* BOIDS_RESTRICT n;
};

// One boid's sums over the runs of candidates it meets.
struct Own {
    float hx = 0, hy = 0, cx = 0, cy = 0, px = 0, py = 0, n = 0;
};

// A vector unit does a block of this many candidates at once (8 floats: AVX2; two blocks of 4: SSE2 or NEON).
constexpr std::size_t kBlock = 8;

// Boid a against the run of slots [from, to): each candidate within the radius is added to a's sums, and a to the
// candidate's slot. The loop is vectorised: the compiler keeps a's sums in registers, a partial sum per lane, and
// adds the lanes up after the loop (a fixed order for a given build and machine, whatever the threads).
//
// The run is rounded up to whole blocks where that stays below `writable` (the end of the slots this row may
// write); the extra candidates are masked out and add zeros. The square root and the division are done for every
// lane (a vector does them all at once) and kept only for a neighbour, so that nothing in the loop is conditional.
// Indices are std::size_t and the mask an int: a 32-bit unsigned index could wrap, which would keep the compiler
// from loading consecutive slots as one vector, and SSE2 compares 32-bit integers only.
BOIDS_INLINE void addRun(const Inputs in, const Outputs out, Own& own, std::size_t a, std::size_t from, std::size_t to,
                         std::size_t writable) {
    if (from >= to) return;
    const float R = in.radius;
    const float ax = in.x[a], ay = in.y[a], avx = in.vx[a], avy = in.vy[a];
    const std::size_t rounded = from + (to - from + kBlock - 1) / kBlock * kBlock;
    const int count = int(to - from);
    const int length = int((rounded <= writable ? rounded : to) - from);
    float hx = 0, hy = 0, cx = 0, cy = 0, px = 0, py = 0, n = 0;
#if defined(__GNUC__)  // with -fopenmp-simd (framework/CMakeLists.txt); without it GCC unrolls instead
#pragma omp simd reduction(+ : hx, hy, cx, cy, px, py, n)
#endif
    for (int k = 0; k < length; ++k) {
        const std::size_t b = from + std::size_t(k);
        const float bx = in.x[b], by = in.y[b], bvx = in.vx[b], bvy = in.vy[b];
        const float dx = ax - bx, dy = ay - by;  // self - neighbour
        const float d2 = dx * dx + dy * dy;
        const bool near = (k < count) & (d2 <= R * R);  // & rather than &&: no branch
        const float d = std::sqrt(d2);
        const float weight = (R - d) / (R * std::max(d, FLT_MIN));  // (R - d) / R over the length, to normalise
        const float w = near & (d2 > 0) ? weight : 0.0f;              // two boids on one point do not push
        // 1 for a neighbour, else 0. Multiplying by it (exact: every value here is finite) rather than choosing
        // keeps the loads unconditional, which is what lets the compiler load a vector at a time.
        const float m = near ? 1.0f : 0.0f;
        hx += m * bvx;
        hy += m * bvy;
        cx += m * bx;
        cy += m * by;
        px += w * dx;
        py += w * dy;
        n += m;
        out.hx[b] += m * avx;
        out.hy[b] += m * avy;
        out.cx[b] += m * ax;
        out.cy[b] += m * ay;
        out.px[b] -= w * dx;
        out.py[b] -= w * dy;
        out.n[b] += m;
    }
    own.hx += hx;
    own.hy += hy;
    own.cx += cx;
    own.cy += cy;
    own.px += px;
    own.py += py;
    own.n += n;
}

BOIDS_INLINE void addRowPairsWith(const CellList& cells, float radius, int row, FlockSums& sums) {
    const std::uint32_t* const start = cells.cellStart().data();
    const Inputs in{cells.xs().data(), cells.ys().data(), cells.velocityXs().data(), cells.velocityYs().data(),
                    radius};
    const Outputs out{sums.headingX.data(), sums.headingY.data(), sums.centerX.data(), sums.centerY.data(),
                      sums.pushX.data(),    sums.pushY.data(),    sums.count.data()};
    const int columns = cells.columns(), rows = cells.rows();
    const std::size_t rowStart = std::size_t(row) * std::size_t(columns);
    const bool hasNextRow = row + 1 < rows;
    // This row may write its own slots and the next row's: up to the start of the row after them.
    const std::size_t cellCount = std::size_t(rows) * std::size_t(columns);
    const std::size_t writable = start[std::min(rowStart + 2 * std::size_t(columns), cellCount)];
    for (int column = 0; column < columns; ++column) {
        const std::size_t cell = rowStart + std::size_t(column);
        const std::uint32_t begin = start[cell], end = start[cell + 1];
        if (begin == end) continue;
        const bool hasLeft = column > 0, hasRight = column + 1 < columns;
        const std::uint32_t sameRowEnd = start[cell + (hasRight ? 2 : 1)];
        std::uint32_t nextBegin = 0, nextEnd = 0;
        if (hasNextRow) {
            const std::size_t below = cell + std::size_t(columns);
            nextBegin = start[below - (hasLeft ? 1 : 0)];
            nextEnd = start[below + (hasRight ? 2 : 1)];
        }
        for (std::size_t a = begin; a < end; ++a) {
            Own own;
            addRun(in, out, own, a, a + 1, sameRowEnd, writable);
            addRun(in, out, own, a, nextBegin, nextEnd, writable);
            out.hx[a] += own.hx;
            out.hy[a] += own.hy;
            out.cx[a] += own.cx;
            out.cy[a] += own.cy;
            out.px[a] += own.px;
            out.py[a] += own.py;
            out.n[a] += own.n;
        }
    }
}

void addRowPairsBaseline(const CellList& cells, float radius, int row, FlockSums& sums) {
    addRowPairsWith(cells, radius, row, sums);
}

#if BOIDS_AVX2_DISPATCH
// No "fma" here: a fused multiply-add rounds once where the baseline rounds twice, and the two must agree.
[[gnu::target("avx2")]] void addRowPairsAvx2(const CellList& cells, float radius, int row, FlockSums& sums) {
    addRowPairsWith(cells, radius, row, sums);
}

// AVX-512's 32 vector registers (used 8 floats wide), where AVX2's 16 are too few for the loop's sums and constants.
[[gnu::target("avx512f,avx512vl,prefer-vector-width=256")]] void addRowPairsAvx512(const CellList& cells,
                                                                                 float radius, int row,
                                                                                 FlockSums& sums) {
    addRowPairsWith(cells, radius, row, sums);
}

bool hasAvx2() { return __builtin_cpu_supports("avx2"); }
bool hasAvx512() { return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl"); }
#endif

}  // namespace

void addRowPairs(const CellList& cells, float radius, int row, FlockSums& sums) {
#if BOIDS_AVX2_DISPATCH
    if (hasAvx512()) return addRowPairsAvx512(cells, radius, row, sums);
    if (hasAvx2()) return addRowPairsAvx2(cells, radius, row, sums);
#endif
    addRowPairsBaseline(cells, radius, row, sums);
}

const char* pairSumsVectorUnit() {
#if BOIDS_AVX2_DISPATCH
    return hasAvx512() ? "AVX-512" : hasAvx2() ? "AVX2" : "SSE2";
#elif defined(__x86_64__) || defined(_M_X64)
    return "SSE2";
#elif defined(__aarch64__) || defined(_M_ARM64)
    return "NEON";
#else
    return "scalar";
#endif
}

}  // namespace boids

// addRowPairs(): the fused reference's inner loop. On x86-64, AVX2 code written by hand (addRowPairs8), built for
// AVX2 and again for AVX-512's registers, chosen when the program starts; elsewhere, and on an x86-64 without AVX2,
// a portable loop that the compiler vectorises (checked by the build: tests/vectorization/). No -march: the
// default build runs on any machine of its architecture.
#include "boids/flock_sums.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#endif

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

Inputs inputsOf(const CellList& cells, float radius) {
    return {cells.xs().data(), cells.ys().data(), cells.velocityXs().data(), cells.velocityYs().data(), radius};
}

Outputs outputsOf(FlockSums& sums) {
    return {sums.headingX.data(), sums.headingY.data(), sums.centerX.data(), sums.centerY.data(),
            sums.pushX.data(),    sums.pushY.data(),    sums.count.data()};
}

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
#if defined(BOIDS_OMP_SIMD)  // -fopenmp-simd is on (framework/CMakeLists.txt); without it GCC unrolls instead
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
        const float w = (near & (d2 > 0)) ? weight : 0.0f;              // two boids on one point do not push
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
    const Inputs in = inputsOf(cells, radius);
    const Outputs out = outputsOf(sums);
    const std::size_t writable = cells.slotsBeforeRow(row + 2);  // this row writes its own slots and the next row's
    for (int column = 0; column < cells.columns(); ++column) {
        const CellList::HalfShell h = cells.halfShell(row, column);
        for (std::size_t a = h.begin; a < h.end; ++a) {
            Own own;
            addRun(in, out, own, a, a + 1, h.sameRowEnd, writable);
            addRun(in, out, own, a, h.nextBegin, h.nextEnd, writable);
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
// Advanced aside: the same loop written with AVX2's 8-float vectors by hand. The compiler's version (addRun) ends
// each run with a reduction of its 7 sums and a remainder loop; at 20 to 60 candidates a boid, that overhead costs
// as much as the candidates. Here a boid's sums stay in 7 vector registers across both of its runs and are added
// up once. The arithmetic is addRun's, operation for operation (square root and division, no fused multiply-add:
// -ffp-contract=off), so AVX2 and AVX-512 give the same bits; only the order of the sums differs from the
// portable loop's.
#define BOIDS_AVX2 [[gnu::target("avx2"), gnu::always_inline]] inline

struct Lanes8 {
    __m256 hx, hy, cx, cy, px, py, n;
};

struct Self8 {
    __m256 x, y, vx, vy;
};

BOIDS_AVX2 __m256 load8(const float* p, bool whole, __m256i valid) {
    return whole ? _mm256_loadu_ps(p) : _mm256_maskload_ps(p, valid);
}

BOIDS_AVX2 void store8(float* p, __m256 v, bool whole, __m256i valid) {
    if (whole) _mm256_storeu_ps(p, v);
    else _mm256_maskstore_ps(p, valid, v);
}

// The candidates' sums, mirrored: p[0..8) += v.
BOIDS_AVX2 void addTo8(float* p, __m256 v, bool whole, __m256i valid) {
    store8(p, _mm256_add_ps(load8(p, whole, valid), v), whole, valid);
}

// Boid `self` against the run [from, to), 8 candidates a block. A block that stays below `writable` is loaded and
// stored whole, its lanes past `to` adding zeros; the last block past `writable` loads and stores only its lanes.
BOIDS_AVX2 void addRun8(const Inputs in, const Outputs out, Lanes8& acc, const Self8& self, std::size_t from,
                        std::size_t to, std::size_t writable) {
    const __m256 R = _mm256_set1_ps(in.radius), R2 = _mm256_set1_ps(in.radius * in.radius);
    const __m256 zero = _mm256_setzero_ps(), one = _mm256_set1_ps(1.0f), tiny = _mm256_set1_ps(FLT_MIN);
    const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    for (std::size_t b = from; b < to; b += 8) {
        const int left = int(std::min<std::size_t>(to - b, 8));
        const __m256i valid = _mm256_cmpgt_epi32(_mm256_set1_epi32(left), lane);  // lane < left
        const bool whole = b + 8 <= writable;
        const __m256 bx = load8(in.x + b, whole, valid), by = load8(in.y + b, whole, valid);
        const __m256 bvx = load8(in.vx + b, whole, valid), bvy = load8(in.vy + b, whole, valid);
        const __m256 dx = _mm256_sub_ps(self.x, bx), dy = _mm256_sub_ps(self.y, by);
        const __m256 d2 = _mm256_add_ps(_mm256_mul_ps(dx, dx), _mm256_mul_ps(dy, dy));
        const __m256 near = _mm256_and_ps(_mm256_castsi256_ps(valid), _mm256_cmp_ps(d2, R2, _CMP_LE_OQ));
        const __m256 d = _mm256_sqrt_ps(d2);
        const __m256 weight = _mm256_div_ps(_mm256_sub_ps(R, d), _mm256_mul_ps(R, _mm256_max_ps(d, tiny)));
        const __m256 w = _mm256_and_ps(_mm256_and_ps(near, _mm256_cmp_ps(d2, zero, _CMP_GT_OQ)), weight);
        const __m256 m = _mm256_and_ps(near, one);
        const __m256 pushX = _mm256_mul_ps(w, dx), pushY = _mm256_mul_ps(w, dy);
        acc.hx = _mm256_add_ps(acc.hx, _mm256_mul_ps(m, bvx));
        acc.hy = _mm256_add_ps(acc.hy, _mm256_mul_ps(m, bvy));
        acc.cx = _mm256_add_ps(acc.cx, _mm256_mul_ps(m, bx));
        acc.cy = _mm256_add_ps(acc.cy, _mm256_mul_ps(m, by));
        acc.px = _mm256_add_ps(acc.px, pushX);
        acc.py = _mm256_add_ps(acc.py, pushY);
        acc.n = _mm256_add_ps(acc.n, m);
        addTo8(out.hx + b, _mm256_mul_ps(m, self.vx), whole, valid);
        addTo8(out.hy + b, _mm256_mul_ps(m, self.vy), whole, valid);
        addTo8(out.cx + b, _mm256_mul_ps(m, self.x), whole, valid);
        addTo8(out.cy + b, _mm256_mul_ps(m, self.y), whole, valid);
        addTo8(out.px + b, _mm256_sub_ps(zero, pushX), whole, valid);
        addTo8(out.py + b, _mm256_sub_ps(zero, pushY), whole, valid);
        addTo8(out.n + b, m, whole, valid);
    }
}

// The 8 lanes added up in a fixed order: halves, then quarters, then the last two.
BOIDS_AVX2 float total8(__m256 v) {
    const __m128 four = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    const __m128 two = _mm_add_ps(four, _mm_movehl_ps(four, four));
    return _mm_cvtss_f32(_mm_add_ss(two, _mm_shuffle_ps(two, two, 1)));
}

BOIDS_AVX2 void addRowPairs8(const CellList& cells, float radius, int row, FlockSums& sums) {
    const Inputs in = inputsOf(cells, radius);
    const Outputs out = outputsOf(sums);
    const std::size_t writable = cells.slotsBeforeRow(row + 2);  // this row writes its own slots and the next row's
    for (int column = 0; column < cells.columns(); ++column) {
        const CellList::HalfShell h = cells.halfShell(row, column);
        for (std::size_t a = h.begin; a < h.end; ++a) {
            const Self8 self{_mm256_set1_ps(in.x[a]), _mm256_set1_ps(in.y[a]), _mm256_set1_ps(in.vx[a]),
                             _mm256_set1_ps(in.vy[a])};
            const __m256 z = _mm256_setzero_ps();
            Lanes8 acc{z, z, z, z, z, z, z};
            addRun8(in, out, acc, self, a + 1, h.sameRowEnd, writable);
            addRun8(in, out, acc, self, h.nextBegin, h.nextEnd, writable);
            out.hx[a] += total8(acc.hx);
            out.hy[a] += total8(acc.hy);
            out.cx[a] += total8(acc.cx);
            out.cy[a] += total8(acc.cy);
            out.px[a] += total8(acc.px);
            out.py[a] += total8(acc.py);
            out.n[a] += total8(acc.n);
        }
    }
}

[[gnu::target("avx2")]] void addRowPairsAvx2(const CellList& cells, float radius, int row, FlockSums& sums) {
    addRowPairs8(cells, radius, row, sums);
}

// The same code with AVX-512's 32 registers (and its masks), still 8 floats wide.
[[gnu::target("avx512f,avx512vl")]] void addRowPairsAvx512(const CellList& cells, float radius, int row,
                                                           FlockSums& sums) {
    addRowPairs8(cells, radius, row, sums);
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

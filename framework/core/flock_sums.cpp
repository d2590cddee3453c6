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

BOIDS_AVX2 Self8 self8(const Inputs in, std::size_t a) {
    return {_mm256_set1_ps(in.x[a]), _mm256_set1_ps(in.y[a]), _mm256_set1_ps(in.vx[a]), _mm256_set1_ps(in.vy[a])};
}

BOIDS_AVX2 Lanes8 zero8() {
    const __m256 z = _mm256_setzero_ps();
    return {z, z, z, z, z, z, z};
}

// Boid a's own sums, the lanes of each added up, onto what its slot has already had from the rows before.
BOIDS_AVX2 void addTotals8(const Outputs out, std::size_t a, const Lanes8& acc) {
    out.hx[a] += total8(acc.hx);
    out.hy[a] += total8(acc.hy);
    out.cx[a] += total8(acc.cx);
    out.cy[a] += total8(acc.cy);
    out.px[a] += total8(acc.px);
    out.py[a] += total8(acc.py);
    out.n[a] += total8(acc.n);
}

BOIDS_AVX2 void addRowPairs8(const CellList& cells, float radius, int row, FlockSums& sums) {
    const Inputs in = inputsOf(cells, radius);
    const Outputs out = outputsOf(sums);
    const std::size_t writable = cells.slotsBeforeRow(row + 2);  // this row writes its own slots and the next row's
    for (int column = 0; column < cells.columns(); ++column) {
        const CellList::HalfShell h = cells.halfShell(row, column);
        for (std::size_t a = h.begin; a < h.end; ++a) {
            const Self8 self = self8(in, a);
            Lanes8 acc = zero8();
            addRun8(in, out, acc, self, a + 1, h.sameRowEnd, writable);
            addRun8(in, out, acc, self, h.nextBegin, h.nextEnd, writable);
            addTotals8(out, a, acc);
        }
    }
}

[[gnu::target("avx2")]] void addRowPairsAvx2(const CellList& cells, float radius, int row, FlockSums& sums) {
    addRowPairs8(cells, radius, row, sums);
}

// AVX-512's masks, still 8 floats a vector: a neighbour's terms are added under a mask instead of multiplied by 0
// or 1, and the weight's division is done for the lanes that push only. That is about 30 vector operations a block
// instead of 40, and the loop waits on those: 15% less time. The numbers are addRun8's bit for bit (all finite):
// x + y under a mask is x + 1 * y, or x where x + 0 * y gives x again; and the lanes that push are those where
// max(d, FLT_MIN) is d.
#define BOIDS_AVX512 [[gnu::target("avx512f,avx512vl"), gnu::always_inline]] inline

// Loads p[0..8): whole, or only the lanes of `io` (the others read as zero).
template <bool kWhole>
BOIDS_AVX512 __m256 load8Masked(const float* p, __mmask8 io) {
    if constexpr (kWhole) return _mm256_loadu_ps(p);
    else return _mm256_maskz_loadu_ps(io, p);
}

// p[0..8) += v in the lanes of `lanes`; whole, or only the lanes of `io` loaded and stored.
template <bool kWhole>
BOIDS_AVX512 void addTo8Masked(float* p, __mmask8 io, __mmask8 lanes, __m256 v) {
    const __m256 old = load8Masked<kWhole>(p, io);
    const __m256 sum = _mm256_mask_add_ps(old, lanes, old, v);
    if constexpr (kWhole) _mm256_storeu_ps(p, sum);
    else _mm256_mask_storeu_ps(p, io, sum);
}

// One block of candidates [b, b + 8), of which the lanes `valid` are in the run. kWhole: the block lies below the
// end of the slots this row may write, so it is loaded and stored whole (a masked load costs a vector operation);
// else only its `valid` lanes are.
template <bool kWhole>
BOIDS_AVX512 void addBlock8Masked(const Inputs in, const Outputs out, Lanes8& acc, const Self8& self, std::size_t b,
                                  __mmask8 valid) {
    const __m256 R = _mm256_set1_ps(in.radius), R2 = _mm256_set1_ps(in.radius * in.radius);
    const __m256 zero = _mm256_setzero_ps(), one = _mm256_set1_ps(1.0f);
    const __m256 bx = load8Masked<kWhole>(in.x + b, valid), by = load8Masked<kWhole>(in.y + b, valid);
    const __m256 bvx = load8Masked<kWhole>(in.vx + b, valid), bvy = load8Masked<kWhole>(in.vy + b, valid);
    const __m256 dx = _mm256_sub_ps(self.x, bx), dy = _mm256_sub_ps(self.y, by);
    const __m256 d2 = _mm256_add_ps(_mm256_mul_ps(dx, dx), _mm256_mul_ps(dy, dy));
    const __mmask8 near = _mm256_mask_cmp_ps_mask(valid, d2, R2, _CMP_LE_OQ);
    const __mmask8 pushes = _mm256_mask_cmp_ps_mask(near, d2, zero, _CMP_GT_OQ);
    const __m256 d = _mm256_sqrt_ps(d2);
    const __m256 w = _mm256_maskz_div_ps(pushes, _mm256_sub_ps(R, d), _mm256_mul_ps(R, d));
    const __m256 pushX = _mm256_mul_ps(w, dx), pushY = _mm256_mul_ps(w, dy);
    acc.hx = _mm256_mask_add_ps(acc.hx, near, acc.hx, bvx);
    acc.hy = _mm256_mask_add_ps(acc.hy, near, acc.hy, bvy);
    acc.cx = _mm256_mask_add_ps(acc.cx, near, acc.cx, bx);
    acc.cy = _mm256_mask_add_ps(acc.cy, near, acc.cy, by);
    acc.px = _mm256_add_ps(acc.px, pushX);
    acc.py = _mm256_add_ps(acc.py, pushY);
    acc.n = _mm256_mask_add_ps(acc.n, near, acc.n, one);
    addTo8Masked<kWhole>(out.hx + b, valid, near, self.vx);
    addTo8Masked<kWhole>(out.hy + b, valid, near, self.vy);
    addTo8Masked<kWhole>(out.cx + b, valid, near, self.x);
    addTo8Masked<kWhole>(out.cy + b, valid, near, self.y);
    addTo8Masked<kWhole>(out.px + b, valid, 0xff, _mm256_sub_ps(zero, pushX));
    addTo8Masked<kWhole>(out.py + b, valid, 0xff, _mm256_sub_ps(zero, pushY));
    addTo8Masked<kWhole>(out.n + b, valid, near, one);
}

BOIDS_AVX512 void addRun8Masked(const Inputs in, const Outputs out, Lanes8& acc, const Self8& self, std::size_t from,
                                std::size_t to, std::size_t writable) {
    for (std::size_t b = from; b < to; b += 8) {
        const __mmask8 valid = __mmask8((1u << std::min<std::size_t>(to - b, 8)) - 1);  // lane < to - b
        if (b + 8 <= writable) addBlock8Masked<true>(in, out, acc, self, b, valid);
        else addBlock8Masked<false>(in, out, acc, self, b, valid);
    }
}

// The same rows as addRowPairs8, with addRun8Masked.
[[gnu::target("avx512f,avx512vl")]] void addRowPairsAvx512(const CellList& cells, float radius, int row,
                                                           FlockSums& sums) {
    const Inputs in = inputsOf(cells, radius);
    const Outputs out = outputsOf(sums);
    const std::size_t writable = cells.slotsBeforeRow(row + 2);
    for (int column = 0; column < cells.columns(); ++column) {
        const CellList::HalfShell h = cells.halfShell(row, column);
        for (std::size_t a = h.begin; a < h.end; ++a) {
            const Self8 self = self8(in, a);
            Lanes8 acc = zero8();
            addRun8Masked(in, out, acc, self, a + 1, h.sameRowEnd, writable);
            addRun8Masked(in, out, acc, self, h.nextBegin, h.nextEnd, writable);
            addTotals8(out, a, acc);
        }
    }
}
bool hasAvx2() { return __builtin_cpu_supports("avx2"); }
bool hasAvx512() { return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl"); }
#endif

// normalized() of vec2.h, without a branch, for a vector whose length is finite: a loop of it vectorises. Returns
// that length, which the caller checks: where it is infinite, normalized() scales the vector down first.
BOIDS_INLINE float normalizedFinite(float x, float y, float& outX, float& outY) {
    const float len = std::sqrt(x * x + y * y);
    outX = len == 0 ? 0.0f : x / len;
    outY = len == 0 ? 0.0f : y / len;
    return len;
}

// The slots' forces from their sums, the same as weightedFlockForces() promises; false if a sum was so large that
// its length is infinite, where the vectorised normalisation would differ from normalized() (nothing is then
// guaranteed of out).
BOIDS_INLINE bool weightedForcesWith(const FlockSums& sums, const CellList& cells, const Params& params,
                                     std::size_t begin, std::size_t end, Vec2* BOIDS_RESTRICT out) {
    const float* const BOIDS_RESTRICT x = cells.xs().data();
    const float* const BOIDS_RESTRICT y = cells.ys().data();
    const float* const BOIDS_RESTRICT hx = sums.headingX.data();
    const float* const BOIDS_RESTRICT hy = sums.headingY.data();
    const float* const BOIDS_RESTRICT cx = sums.centerX.data();
    const float* const BOIDS_RESTRICT cy = sums.centerY.data();
    const float* const BOIDS_RESTRICT px = sums.pushX.data();
    const float* const BOIDS_RESTRICT py = sums.pushY.data();
    const float* const BOIDS_RESTRICT count = sums.count.data();
    float* const BOIDS_RESTRICT forces = &out->x;  // Vec2 is two floats: x, y
    const float ws = params.separationWeight, wa = params.alignmentWeight, wc = params.cohesionWeight;
    float longest = 0;
    const int slots = int(end - begin);
#if defined(BOIDS_OMP_SIMD)
#pragma omp simd reduction(max : longest)
#endif
    for (int k = 0; k < slots; ++k) {
        const std::size_t s = begin + std::size_t(k);
        float ax, ay, ox, oy;
        const float n = count[s];
        const float l1 = normalizedFinite(hx[s], hy[s], ax, ay);
        const float l2 = normalizedFinite(cx[s] / n - x[s], cy[s] / n - y[s], ox, oy);
        longest = std::max(longest, std::max(l1, n > 0 ? l2 : 0.0f));
        ox = n > 0 ? ox : 0.0f;
        oy = n > 0 ? oy : 0.0f;
        forces[2 * s] = ws * px[s] + wa * ax + wc * ox;
        forces[2 * s + 1] = ws * py[s] + wa * ay + wc * oy;
    }
    return longest <= FLT_MAX;
}

bool weightedForcesBaseline(const FlockSums& sums, const CellList& cells, const Params& params, std::size_t begin,
                            std::size_t end, Vec2* out) {
    return weightedForcesWith(sums, cells, params, begin, end, out);
}

#if BOIDS_AVX2_DISPATCH
[[gnu::target("avx2")]] bool weightedForcesAvx2(const FlockSums& sums, const CellList& cells, const Params& params,
                                                std::size_t begin, std::size_t end, Vec2* out) {
    return weightedForcesWith(sums, cells, params, begin, end, out);
}
#endif

}  // namespace

void weightedFlockForces(const FlockSums& sums, const CellList& cells, const Params& params, std::size_t begin,
                         std::size_t end, Vec2* out) {
    if (begin >= end) return;  // an empty flock's `out` may be null
#if BOIDS_AVX2_DISPATCH
    const bool done = hasAvx2() ? weightedForcesAvx2(sums, cells, params, begin, end, out)
                                : weightedForcesBaseline(sums, cells, params, begin, end, out);
#else
    const bool done = weightedForcesBaseline(sums, cells, params, begin, end, out);
#endif
    if (done) return;
    // A sum of infinite length: normalized()'s own way, slot by slot.
    for (std::size_t s = begin; s < end; ++s) {
        const float n = sums.count[s];
        const Vec2 alignment = normalized({sums.headingX[s], sums.headingY[s]});
        const Vec2 center = Vec2{sums.centerX[s], sums.centerY[s]} / n;
        const Vec2 cohesion = n > 0 ? normalized(center - cells.positionAt(s)) : Vec2{};
        out[s] = params.separationWeight * Vec2{sums.pushX[s], sums.pushY[s]} + params.alignmentWeight * alignment +
                 params.cohesionWeight * cohesion;
    }
}

void addRowPairs(const CellList& cells, float radius, int row, FlockSums& sums) {
#if BOIDS_AVX2_DISPATCH
    if (hasAvx512()) return addRowPairsAvx512(cells, radius, row, sums);
    if (hasAvx2()) return addRowPairsAvx2(cells, radius, row, sums);
#endif
    addRowPairsBaseline(cells, radius, row, sums);
}

bool addRowPairsOn(std::string_view unit, const CellList& cells, float radius, int row, FlockSums& sums) {
#if BOIDS_AVX2_DISPATCH
    if (unit == "AVX-512" && hasAvx512()) return addRowPairsAvx512(cells, radius, row, sums), true;
    if (unit == "AVX2" && hasAvx2()) return addRowPairsAvx2(cells, radius, row, sums), true;
#endif
    if (unit == "portable") return addRowPairsBaseline(cells, radius, row, sums), true;
    return false;
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

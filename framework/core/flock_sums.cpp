// flockForces(): the fused step's alignment, separation and cohesion, 8 boids of a row of cells at a time. On
// x86-64, AVX-512 or AVX2 code written by hand, chosen when the program starts; elsewhere, and on an x86-64 without
// AVX2, a portable loop over the 8 lanes that the compiler vectorises (checked by the build: tests/vectorization/).
// AVX-512 and AVX2 do the same operations in the same order, with fused multiply-adds where the formulas below say
// so, and give the same bits; the portable loop does them without (the compiler must not fuse them for it,
// framework/core/CMakeLists.txt), and is equal up to rounding. No -march: the default build runs on any machine of its
// architecture.
#include "boids/flock_sums.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define BOIDS_AVX2_DISPATCH 1
#endif

#if defined(_MSC_VER) && !defined(__clang__)
#define BOIDS_INLINE __forceinline
#else
#define BOIDS_INLINE [[gnu::always_inline]] inline
#endif

namespace boids {

namespace {

// The boids a block holds: one to a lane of an 8-float vector.
constexpr int kLanes = 8;

struct Slots {
    const float* x;
    const float* y;
    const float* vx;
    const float* vy;
};

struct Weights {
    float separation, alignment, cohesion;
    float radius;
    // 1 / radius, NaN for an infinite one: separation's (R - d) / R is NaN there, and so is 1 / d - this.
    float inverseRadius;
};
Weights weightsOf(const Params& p) {
    const float R = p.neighborRadius;
    return {p.separationWeight, p.alignmentWeight, p.cohesionWeight, R,
            std::isinf(R) ? std::numeric_limits<float>::quiet_NaN() : 1 / R};
}

// Up to 8 slots of one row of cells, [first, first + lanes), one to a lane.
struct Block {
    std::uint32_t first;
    int lanes;
    int row;
};

// What a lane adds up over its neighbours b (distance <= R, itself left out), in slot order: the sums of b's
// velocities (alignment), of b's positions (cohesion), of (self - b) * (1 / d - 1 / R) (separation:
// normalized(self - b) * (R - d) / R, the same vector; 0 for a b on its own point), and how many b there are. The
// vector units add each separation term with a fused multiply-add, fma(weight, dx, sum). d^2 is dx * dx + dy * dy
// everywhere, as CellList::neighborSlots() finds it, so that all find the same neighbours. For a candidate that is
// not a neighbour a sum gets a zero (+0 or -0) or is kept as it is, and s + 0 is s unless s is -0, which a sum never
// is (it starts at +0, and in round-to-nearest x + -x is +0): so either gives the bits of skipping the candidate.
struct LaneSums {
    alignas(32) float hx[kLanes], hy[kLanes], cx[kLanes], cy[kLanes], px[kLanes], py[kLanes], n[kLanes];
};

// A run of candidates' slots, [from, to).
struct Segment {
    std::int32_t from = 0, to = 0;
};

// The block's candidates, in slot order: in each row of cells around it (the row before, its own and the row after,
// those in the grid), the run of slots from the cell left of its first lane's to the cell right of its last lane's.
// A boid's neighbours are in the 3 × 3 cells around its own (the cell size is at least the radius, and a row's slots
// are in column order), so every neighbour of each lane is among them, once, in slot order: a lane tells its own by
// distance alone. The block's own slots, [first, first + lanes), are in its row's run; they are cut out of it, so
// that only there does a lane check that a candidate is not itself. In order: `before`, the block's own slots,
// `after`; a segment may be empty.
struct Candidates {
    Segment before[2];  // the row before's run, and the block's row's slots before its own
    Segment after[2];   // the block's row's slots after its own, and the row after's run
};

Candidates candidatesOf(const CellList& cells, const Block& block) {
    const std::int32_t left = std::max(cells.columnAt(block.first) - 1, 0);
    const std::int32_t right = std::min(cells.columnAt(block.first + std::uint32_t(block.lanes - 1)) + 1,
                                        cells.columns() - 1);
    const std::span<const std::uint32_t> start = cells.cellStart();
    const auto runOf = [&](int row) {
        const std::size_t rowStart = std::size_t(row) * std::size_t(cells.columns());
        return Segment{std::int32_t(start[rowStart + std::size_t(left)]),
                       std::int32_t(start[rowStart + std::size_t(right) + 1])};
    };
    const Segment own = runOf(block.row);
    const std::int32_t first = std::int32_t(block.first), last = first + block.lanes;
    Candidates c;
    if (block.row > 0) c.before[0] = runOf(block.row - 1);
    c.before[1] = {own.from, first};
    c.after[0] = {last, own.to};
    if (block.row + 1 < cells.rows()) c.after[1] = runOf(block.row + 1);
    return c;
}

// The force of one lane from its sums, with normalized() itself: for a sum so large that its length is infinite,
// whose vector normalized() scales down first.
Vec2 forceFrom(const LaneSums& s, int k, Vec2 self, const Weights& w) {
    const float n = s.n[k];
    const Vec2 alignment = normalized({s.hx[k], s.hy[k]});
    const Vec2 center = Vec2{s.cx[k], s.cy[k]} / n;
    const Vec2 cohesion = n > 0 ? normalized(center - self) : Vec2{};
    return w.separation * Vec2{s.px[k], s.py[k]} + w.alignment * alignment + w.cohesion * cohesion;
}

// normalized() of vec2.h, without a branch, for a vector whose length is finite: a loop of it vectorises. Returns
// that length, which the caller checks: where it is infinite, normalized() scales the vector down first.
BOIDS_INLINE float normalizedFinite(float x, float y, float& outX, float& outY) {
    const float len = std::sqrt(x * x + y * y);
    outX = len == 0 ? 0.0f : x / len;
    outY = len == 0 ? 0.0f : y / len;
    return len;
}

// The block's lanes on the portable loop: their positions (0 past `lanes`), how many are in the block, and the
// weights' radius terms.
struct PortableLanes {
    float x[kLanes], y[kLanes];
    int lanes;
    float R, inverseR;
};

// Candidate c's terms added to each lane's sums, but for lane `skip` (the candidate itself; -1 for none) and the
// lanes past `lanes`: the portable loop over the 8 lanes, which the compiler vectorises.
BOIDS_INLINE void addPortable(const Slots in, const PortableLanes& l, std::int32_t c, int skip, LaneSums& s) {
    const float bx = in.x[c], by = in.y[c], bvx = in.vx[c], bvy = in.vy[c];
#if defined(BOIDS_OMP_SIMD)  // -fopenmp-simd is on (framework/core/CMakeLists.txt)
#pragma omp simd
#endif
    for (int k = 0; k < kLanes; ++k) {  // the candidate against each lane
        const bool other = (k < l.lanes) & (k != skip);
        const float dx = l.x[k] - bx, dy = l.y[k] - by;  // self - neighbour
        const float d2 = dx * dx + dy * dy;
        const bool near = other & (d2 <= l.R * l.R);
        const bool pushes = near & (d2 > 0);
        const float weight = 1.0f / std::sqrt(d2) - l.inverseR;
        s.hx[k] += near ? bvx : 0.0f;
        s.hy[k] += near ? bvy : 0.0f;
        s.cx[k] += near ? bx : 0.0f;
        s.cy[k] += near ? by : 0.0f;
        s.px[k] += pushes ? weight * dx : 0.0f;
        s.py[k] += pushes ? weight * dy : 0.0f;
        s.n[k] += near ? 1.0f : 0.0f;
    }
}

// The block's forces on the portable loop: its lanes' sums, then their forces, in loops over the 8 lanes that the
// compiler vectorises.
void forcesPortable(const Slots in, const Weights& w, const Block& block, const Candidates& candidates,
                    Vec2* out) {
    PortableLanes l{{}, {}, block.lanes, w.radius, w.inverseRadius};
    LaneSums s;
    for (int k = 0; k < kLanes; ++k) {
        const bool valid = k < block.lanes;
        l.x[k] = valid ? in.x[block.first + std::uint32_t(k)] : 0.0f;
        l.y[k] = valid ? in.y[block.first + std::uint32_t(k)] : 0.0f;
        s.hx[k] = s.hy[k] = s.cx[k] = s.cy[k] = s.px[k] = s.py[k] = s.n[k] = 0.0f;
    }
    const float* const ax = l.x;
    const float* const ay = l.y;
    const std::int32_t first = std::int32_t(block.first);
    for (const Segment& g : candidates.before)
        for (std::int32_t c = g.from; c < g.to; ++c) addPortable(in, l, c, -1, s);
    for (int k = 0; k < block.lanes; ++k) addPortable(in, l, first + k, k, s);
    for (const Segment& g : candidates.after)
        for (std::int32_t c = g.from; c < g.to; ++c) addPortable(in, l, c, -1, s);
    float fx[kLanes], fy[kLanes];
    float longest = 0;
#if defined(BOIDS_OMP_SIMD)
#pragma omp simd reduction(max : longest)
#endif
    for (int k = 0; k < kLanes; ++k) {
        float alignX, alignY, towardX, towardY;
        const float n = s.n[k];
        const float l1 = normalizedFinite(s.hx[k], s.hy[k], alignX, alignY);
        const float l2 = normalizedFinite(s.cx[k] / n - ax[k], s.cy[k] / n - ay[k], towardX, towardY);
        longest = std::max(longest, std::max(l1, n > 0 ? l2 : 0.0f));
        towardX = n > 0 ? towardX : 0.0f;
        towardY = n > 0 ? towardY : 0.0f;
        fx[k] = w.separation * s.px[k] + w.alignment * alignX + w.cohesion * towardX;
        fy[k] = w.separation * s.py[k] + w.alignment * alignY + w.cohesion * towardY;
    }
    for (int k = 0; k < block.lanes; ++k) {
        const Vec2 force = longest <= FLT_MAX ? Vec2{fx[k], fy[k]} : forceFrom(s, k, {ax[k], ay[k]}, w);
        out[block.first + std::uint32_t(k)] = force;
    }
}

#if BOIDS_AVX2_DISPATCH
#define BOIDS_AVX2 [[gnu::target("avx2,fma"), gnu::always_inline]] inline

// The block's lanes: their positions (0 past `lanes`), which lanes are in the block, and the weights' radius terms.
struct Lanes8 {
    __m256 x, y;
    __m256i valid;
    __m256 R2, inverseR;
};
BOIDS_AVX2 __m256i laneNumbers() { return _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7); }
BOIDS_AVX2 Lanes8 lanesOf(const Slots in, const Weights& w, const Block& block) {
    Lanes8 l;
    l.valid = _mm256_cmpgt_epi32(_mm256_set1_epi32(block.lanes), laneNumbers());
    l.x = _mm256_maskload_ps(in.x + block.first, l.valid);
    l.y = _mm256_maskload_ps(in.y + block.first, l.valid);
    l.R2 = _mm256_set1_ps(w.radius * w.radius);
    l.inverseR = _mm256_set1_ps(w.inverseRadius);
    return l;
}

// The block's forces from its sums, with AVX2's 8 floats: forcesPortable()'s last loop, operation for operation. A
// comparison gives all ones or zeros, and "x and a comparison" is x or +0. False, and nothing written, if a length
// is infinite: then forceFrom() does the block.
struct Sums8 {
    __m256 hx, hy, cx, cy, px, py;
    __m256i count;  // as integers: an integer add is not a floating-point add, and runs on more of the vector units
};
BOIDS_AVX2 __m256 unlessZero(__m256 length, __m256 x) {  // length == 0 ? 0 : x / length
    return _mm256_andnot_ps(_mm256_cmp_ps(length, _mm256_setzero_ps(), _CMP_EQ_OQ), _mm256_div_ps(x, length));
}
BOIDS_AVX2 bool finish8(const Sums8& s, __m256 ax, __m256 ay, const Weights& w, const Block& block, Vec2* out) {
    const __m256 zero = _mm256_setzero_ps(), n = _mm256_cvtepi32_ps(s.count);
    const __m256 l1 = _mm256_sqrt_ps(_mm256_add_ps(_mm256_mul_ps(s.hx, s.hx), _mm256_mul_ps(s.hy, s.hy)));
    const __m256 alignX = unlessZero(l1, s.hx), alignY = unlessZero(l1, s.hy);
    const __m256 ox = _mm256_sub_ps(_mm256_div_ps(s.cx, n), ax), oy = _mm256_sub_ps(_mm256_div_ps(s.cy, n), ay);
    const __m256 l2 = _mm256_sqrt_ps(_mm256_add_ps(_mm256_mul_ps(ox, ox), _mm256_mul_ps(oy, oy)));
    const __m256 some = _mm256_cmp_ps(n, zero, _CMP_GT_OQ);
    const __m256 longest = _mm256_max_ps(l1, _mm256_and_ps(some, l2));
    if (_mm256_movemask_ps(_mm256_cmp_ps(longest, _mm256_set1_ps(FLT_MAX), _CMP_GT_OQ)) != 0) return false;
    const __m256 towardX = _mm256_and_ps(some, unlessZero(l2, ox)), towardY = _mm256_and_ps(some, unlessZero(l2, oy));
    const __m256 ws = _mm256_set1_ps(w.separation), wa = _mm256_set1_ps(w.alignment), wc = _mm256_set1_ps(w.cohesion);
    const __m256 fx = _mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(ws, s.px), _mm256_mul_ps(wa, alignX)),
                                    _mm256_mul_ps(wc, towardX));
    const __m256 fy = _mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(ws, s.py), _mm256_mul_ps(wa, alignY)),
                                    _mm256_mul_ps(wc, towardY));
    // As Vec2s, (fx0, fy0, .. fx3, fy3) and (fx4, fy4, .. fx7, fy7): a lane's two floats stored if it is in the block.
    const __m256 low = _mm256_unpacklo_ps(fx, fy), high = _mm256_unpackhi_ps(fx, fy);
    const __m256i lane = _mm256_setr_epi32(0, 0, 1, 1, 2, 2, 3, 3);
    float* const into = &out[block.first].x;
    _mm256_maskstore_ps(into, _mm256_cmpgt_epi32(_mm256_set1_epi32(block.lanes), lane),
                        _mm256_permute2f128_ps(low, high, 0x20));
    _mm256_maskstore_ps(into + 8, _mm256_cmpgt_epi32(_mm256_set1_epi32(block.lanes - 4), lane),
                        _mm256_permute2f128_ps(low, high, 0x31));
    return true;
}

// The lanes' sums in memory, for forceFrom().
BOIDS_AVX2 void fallBack(const Sums8& v, __m256 ax, __m256 ay, const Weights& w, const Block& block, Vec2* out) {
    LaneSums s;
    _mm256_store_ps(s.hx, v.hx), _mm256_store_ps(s.hy, v.hy), _mm256_store_ps(s.cx, v.cx);
    _mm256_store_ps(s.cy, v.cy), _mm256_store_ps(s.px, v.px), _mm256_store_ps(s.py, v.py), _mm256_store_ps(s.n, _mm256_cvtepi32_ps(v.count));
    alignas(32) float x[kLanes], y[kLanes];
    _mm256_store_ps(x, ax), _mm256_store_ps(y, ay);
    for (int k = 0; k < block.lanes; ++k) out[block.first + std::uint32_t(k)] = forceFrom(s, k, {x[k], y[k]}, w);
}

// addPortable() with AVX2's 8-float vectors and fused multiply-adds: `others`, all ones in the lanes that take
// candidate c.
BOIDS_AVX2 void addAvx2(const Slots in, const Lanes8& l, std::int32_t c, __m256i others, Sums8& s) {
    const __m256 zero = _mm256_setzero_ps(), one = _mm256_set1_ps(1.0f);
    const __m256 bx = _mm256_set1_ps(in.x[c]), by = _mm256_set1_ps(in.y[c]);
    const __m256 dx = _mm256_sub_ps(l.x, bx), dy = _mm256_sub_ps(l.y, by);
    const __m256 d2 = _mm256_add_ps(_mm256_mul_ps(dx, dx), _mm256_mul_ps(dy, dy));
    const __m256 near = _mm256_and_ps(_mm256_castsi256_ps(others), _mm256_cmp_ps(d2, l.R2, _CMP_LE_OQ));
    const __m256 pushes = _mm256_and_ps(near, _mm256_cmp_ps(d2, zero, _CMP_GT_OQ));
    const __m256 weight = _mm256_sub_ps(_mm256_div_ps(one, _mm256_sqrt_ps(d2)), l.inverseR);
    s.hx = _mm256_add_ps(s.hx, _mm256_and_ps(near, _mm256_set1_ps(in.vx[c])));
    s.hy = _mm256_add_ps(s.hy, _mm256_and_ps(near, _mm256_set1_ps(in.vy[c])));
    s.cx = _mm256_add_ps(s.cx, _mm256_and_ps(near, bx));
    s.cy = _mm256_add_ps(s.cy, _mm256_and_ps(near, by));
    s.px = _mm256_blendv_ps(s.px, _mm256_fmadd_ps(weight, dx, s.px), pushes);
    s.py = _mm256_blendv_ps(s.py, _mm256_fmadd_ps(weight, dy, s.py), pushes);
    s.count = _mm256_sub_epi32(s.count, _mm256_castps_si256(near));  // all ones: -1
}

// forcesPortable() with addAvx2().
[[gnu::target("avx2,fma")]] void forcesAvx2(const Slots in, const Weights& w, const Block& block,
                                        const Candidates& candidates, Vec2* out) {
    const __m256 zero = _mm256_setzero_ps();
    const Lanes8 l = lanesOf(in, w, block);
    Sums8 s{zero, zero, zero, zero, zero, zero, _mm256_setzero_si256()};
    const std::int32_t first = std::int32_t(block.first);
    for (const Segment& g : candidates.before)
        for (std::int32_t c = g.from; c < g.to; ++c) addAvx2(in, l, c, l.valid, s);
    for (int k = 0; k < block.lanes; ++k)
        addAvx2(in, l, first + k, _mm256_andnot_si256(_mm256_cmpeq_epi32(_mm256_set1_epi32(k), laneNumbers()), l.valid),
                s);
    for (const Segment& g : candidates.after)
        for (std::int32_t c = g.from; c < g.to; ++c) addAvx2(in, l, c, l.valid, s);
    if (!finish8(s, l.x, l.y, w, block, out)) fallBack(s, l.x, l.y, w, block, out);
}

#define BOIDS_AVX512 [[gnu::target("avx512f,avx512vl,fma"), gnu::always_inline]] inline

// addAvx2() with AVX-512's masks on the same 8-float vectors: a term is added under the mask of the lanes that take
// it (the same bits: x + y under a mask is x or x + y, as x + 0 is x). About a quarter fewer vector operations a
// candidate.
BOIDS_AVX512 void addAvx512(const Slots in, const Lanes8& l, std::int32_t c, __mmask8 others, Sums8& s) {
    const __m256 zero = _mm256_setzero_ps(), one = _mm256_set1_ps(1.0f);
    const __m256 bx = _mm256_set1_ps(in.x[c]), by = _mm256_set1_ps(in.y[c]);
    const __m256 dx = _mm256_sub_ps(l.x, bx), dy = _mm256_sub_ps(l.y, by);
    const __m256 d2 = _mm256_add_ps(_mm256_mul_ps(dx, dx), _mm256_mul_ps(dy, dy));
    const __mmask8 near = _mm256_mask_cmp_ps_mask(others, d2, l.R2, _CMP_LE_OQ);
    const __mmask8 pushes = _mm256_mask_cmp_ps_mask(near, d2, zero, _CMP_GT_OQ);
    const __m256 weight = _mm256_sub_ps(_mm256_div_ps(one, _mm256_sqrt_ps(d2)), l.inverseR);
    s.hx = _mm256_mask_add_ps(s.hx, near, s.hx, _mm256_set1_ps(in.vx[c]));
    s.hy = _mm256_mask_add_ps(s.hy, near, s.hy, _mm256_set1_ps(in.vy[c]));
    s.cx = _mm256_mask_add_ps(s.cx, near, s.cx, bx);
    s.cy = _mm256_mask_add_ps(s.cy, near, s.cy, by);
    s.px = _mm256_mask3_fmadd_ps(weight, dx, s.px, pushes);
    s.py = _mm256_mask3_fmadd_ps(weight, dy, s.py, pushes);
    s.count = _mm256_mask_sub_epi32(s.count, near, s.count, _mm256_set1_epi32(-1));
}

// forcesPortable() with addAvx512().
[[gnu::target("avx512f,avx512vl,fma")]] void forcesAvx512(const Slots in, const Weights& w, const Block& block,
                                                      const Candidates& candidates, Vec2* out) {
    const __m256 zero = _mm256_setzero_ps();
    const Lanes8 l = lanesOf(in, w, block);
    const __mmask8 valid = __mmask8((1u << block.lanes) - 1);
    Sums8 s{zero, zero, zero, zero, zero, zero, _mm256_setzero_si256()};
    const std::int32_t first = std::int32_t(block.first);
    for (const Segment& g : candidates.before)
        for (std::int32_t c = g.from; c < g.to; ++c) addAvx512(in, l, c, valid, s);
    for (int k = 0; k < block.lanes; ++k) addAvx512(in, l, first + k, __mmask8(valid & ~(1u << k)), s);
    for (const Segment& g : candidates.after)
        for (std::int32_t c = g.from; c < g.to; ++c) addAvx512(in, l, c, valid, s);
    if (!finish8(s, l.x, l.y, w, block, out)) fallBack(s, l.x, l.y, w, block, out);
}

bool hasAvx2() { return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"); }
bool hasAvx512() {
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("fma");
}
#endif

// One of the above: a call for each block of 8 boids, which then goes through some 50 candidates.
using BlockForces = void (*)(const Slots, const Weights&, const Block&, const Candidates&, Vec2*);

// Slots [begin, end) in blocks of up to 8 slots of one row of cells. Nothing a lane finds depends on the other
// lanes of its block, so where [begin, end) starts and ends changes no bit.
void flockForcesWith(BlockForces forces, const CellList& cells, const Params& p, std::size_t begin, std::size_t end,
                     Vec2* out) {
    const Slots in{cells.xs().data(), cells.ys().data(), cells.velocityXs().data(), cells.velocityYs().data()};
    const Weights w = weightsOf(p);
    for (std::size_t s = begin; s < end;) {
        const int row = cells.rowAt(s);
        const std::size_t rowEnd = cells.slotsBeforeRow(row + 1);
        const Block block{std::uint32_t(s), int(std::min<std::size_t>({kLanes, end - s, rowEnd - s})), row};
        forces(in, w, block, candidatesOf(cells, block), out);
        s += std::size_t(block.lanes);
    }
}

// flockForces() for a negative radius, which no slider gives: the cell size is then not at least its length, and the
// runs above could hold a boid within it that CellList::neighborSlots() does not list. Boid by boid over that list,
// with the same formulas; separation is 0, as the reference's is without a radius.
void flockForcesListed(const CellList& cells, const Params& p, std::size_t begin, std::size_t end, Vec2* out) {
    const Weights w = weightsOf(p);
    std::vector<std::uint32_t> list;
    for (std::size_t slot = begin; slot < end; ++slot) {
        LaneSums s{};
        const std::size_t count = cells.neighborSlots(slot, w.radius, list);
        for (std::size_t k = 0; k < count; ++k) {
            const Vec2 other = cells.positionAt(list[k]), velocity = cells.velocityAt(list[k]);
            s.hx[0] += velocity.x, s.hy[0] += velocity.y, s.cx[0] += other.x, s.cy[0] += other.y, s.n[0] += 1;
        }
        out[slot] = forceFrom(s, 0, cells.positionAt(slot), w);
    }
}

}  // namespace

void flockForces(const CellList& cells, const Params& params, std::size_t begin, std::size_t end, Vec2* out) {
    if (begin >= end) return;  // an empty flock's arrays may be null
    if (params.neighborRadius < 0) return flockForcesListed(cells, params, begin, end, out);
#if BOIDS_AVX2_DISPATCH
    if (hasAvx512()) return flockForcesWith(forcesAvx512, cells, params, begin, end, out);
    if (hasAvx2()) return flockForcesWith(forcesAvx2, cells, params, begin, end, out);
#endif
    flockForcesWith(forcesPortable, cells, params, begin, end, out);
}

bool flockForcesOn(std::string_view unit, const CellList& cells, const Params& params, std::size_t begin,
                   std::size_t end, Vec2* out) {
    if (begin >= end) return true;
#if BOIDS_AVX2_DISPATCH
    if (unit == "AVX-512" && hasAvx512()) return flockForcesWith(forcesAvx512, cells, params, begin, end, out), true;
    if (unit == "AVX2" && hasAvx2()) return flockForcesWith(forcesAvx2, cells, params, begin, end, out), true;
#endif
    if (unit == "portable") return flockForcesWith(forcesPortable, cells, params, begin, end, out), true;
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

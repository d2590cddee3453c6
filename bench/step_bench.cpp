// Benchmarks of one simulation step at constant density (about 10 neighbours a boid): brute force against grids, and
// the fused step on 1 and 2 threads up to 1,000,000 boids, and its largest phases alone. Run: cmake --build --preset dev --target bench-plot (both
// benchmarks, the plot and the table); docs/performance.md.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <span>
#include <vector>

#include <benchmark/benchmark.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define BOIDS_LANES_EXPERIMENT 1
#endif

#include <boids/cell_list.h>
#include <boids/flock_sums.h>
#include <boids/grid.h>
#include <boids/simulation.h>
#include <boids/thread_pool.h>

namespace boids {
namespace {

constexpr float kNeighboursPerBoid = 10;

// The workshop's defaults, in a square world sized so that a boid has kNeighboursPerBoid neighbours on average:
// n * (pi R^2) / area = kNeighboursPerBoid.
World denseWorld(int boids) {
    Params params;
    params.numBoids = boids;
    const float area = float(boids) * kPi * params.neighborRadius * params.neighborRadius / kNeighboursPerBoid;
    params.worldSize = {std::sqrt(area), std::sqrt(area)};
    return makeWorld(params, 1);
}

// A pool of `threads` threads, made once per count for the whole run (as the window makes one).
ThreadPool& poolOf(int threads) {
    static std::map<int, ThreadPool> pools;
    return pools.try_emplace(threads, threads).first->second;
}

// The same world after it has flown for 600 steps: gathered into tight flocks, with several times the neighbours.
// Flying there takes a while at 100,000 boids, and the benchmark asks once per repetition: kept per flock size.
const World& flownWorld(int boids) {
    static std::map<int, World> flown;
    auto [it, isNew] = flown.try_emplace(boids);
    if (isNew) {
        it->second = denseWorld(boids);
        StepBuffers buffers;
        buffers.threads = &poolOf(ThreadPool::hardwareThreads());  // the same flight on any number of threads
        buffers.keepCellOrder = true;                               // as the window flies it
        for (int s = 0; s < 600; ++s) step(it->second, linkedTasks(), buffers, NeighborSearch::FastReference);
    }
    return it->second;
}

// Neighbours per boid, on average: what the step's cost grows with.
double meanNeighbours(const World& world) {
    CellList cells;
    const float radius = world.params.neighborRadius;
    cells.build(world.boids, chooseCellSize(radius, world.params.worldSize, maxGridCells(world.boids.size())),
                world.params.worldSize);
    std::size_t pairs = 0;
    cells.forEachPairWithin(radius, [&](std::uint32_t, std::uint32_t, Vec2, float) { ++pairs; });
    return world.boids.empty() ? 0.0 : 2.0 * double(pairs) / double(world.boids.size());
}

// Every iteration steps the same world (a fresh, uniform one, so the density is as planned): a flock that stepped
// on would clump, and its neighbour count, and so the step's cost, would drift as the benchmark runs. The fused
// step keeps the flock in cell order (StepBuffers::keepCellOrder), as the window does: it starts from the world
// after one step, which left it so.
void stepBenchmark(benchmark::State& state, NeighborSearch search, const World& fresh, int threads = 1) {
    StepBuffers buffers;
    buffers.threads = threads > 1 ? &poolOf(threads) : nullptr;
    buffers.keepCellOrder = search == NeighborSearch::FastReference;
    World start = fresh;
    step(start, linkedTasks(), buffers, search);  // sizes the buffers
    World world = start;
    for (auto _ : state) {
        state.PauseTiming();
        world.boids = start.boids;  // copies into the same storage: no allocation
        state.ResumeTiming();
        benchmark::DoNotOptimize(step(world, linkedTasks(), buffers, search));
    }
    state.counters["boids"] = double(world.boids.size());
    state.counters["neighbours"] = meanNeighbours(start);
    state.counters["threads"] = threads;
    state.SetItemsProcessed(state.iterations() * std::int64_t(world.boids.size()));
}

void stepBenchmark(benchmark::State& state, NeighborSearch search) {
    stepBenchmark(state, search, denseWorld(int(state.range(0))));
}

void BM_StepBruteForce(benchmark::State& state) { stepBenchmark(state, NeighborSearch::BruteForce); }
void BM_StepGrid(benchmark::State& state) { stepBenchmark(state, NeighborSearch::Grid); }
void BM_StepCellList(benchmark::State& state) { stepBenchmark(state, NeighborSearch::CellList); }
// The fused step on one thread and on two: the same flight (threads_test.cpp), so the ratio is the speed-up.
void BM_StepFused1Thread(benchmark::State& state) {
    stepBenchmark(state, NeighborSearch::FastReference, denseWorld(int(state.range(0))), 1);
}
void BM_StepFused2Threads(benchmark::State& state) {
    stepBenchmark(state, NeighborSearch::FastReference, denseWorld(int(state.range(0))), 2);
}
// What the window sees after a while: the flock has gathered, and a boid has several times 10 neighbours.
void BM_StepFusedGathered1Thread(benchmark::State& state) {
    stepBenchmark(state, NeighborSearch::FastReference, flownWorld(int(state.range(0))), 1);
}
void BM_StepFusedGathered2Threads(benchmark::State& state) {
    stepBenchmark(state, NeighborSearch::FastReference, flownWorld(int(state.range(0))), 2);
}

// The fused step's three largest phases (fused_step.cpp), each alone on one thread, for a flock in cell order as the
// window keeps it: building the cell list, adding up the pair sums (cleared first, then every row of cells), and
// the flock forces from the sums. What a step spends besides these is the move, flee and avoidance, and the rest.
struct Phases {
    World world;
    float cellSize = 1;
    CellList cells;
    FlockSums sums;
    std::vector<Vec2> forces;

    explicit Phases(int boids) : world(denseWorld(boids)) {
        StepBuffers buffers;
        buffers.keepCellOrder = true;
        step(world, linkedTasks(), buffers, NeighborSearch::FastReference);  // leaves the flock in cell order
        const WorldParams& p = world.params;
        cellSize = chooseCellSize(p.neighborRadius, p.worldSize, maxGridCells(world.boids.size()));
        build();
        addPairSums();
        forces.resize(cells.size());
    }
    void build() { cells.build(world.boids, cellSize, world.params.worldSize); }
    void addPairSums() {  // as ForcePhase::addPairSums() on one thread: the even rows, then the odd ones
        sums.resize(cells.size());
        sums.clear(0, cells.size());
        for (int parity = 0; parity < 2; ++parity) {
            for (int row = parity; row < cells.rows(); row += 2) addRowPairs(cells, world.params.neighborRadius, row, sums);
        }
    }
    void addForces() { weightedFlockForces(sums, cells, world.params, 0, cells.size(), forces.data()); }
};

Phases& phasesOf(int boids) {
    static std::map<int, Phases> made;
    return made.try_emplace(boids, boids).first->second;
}

void BM_PhaseBuildCellList(benchmark::State& state) {
    Phases& p = phasesOf(int(state.range(0)));
    for (auto _ : state) p.build();
}
void BM_PhasePairSums(benchmark::State& state) {
    Phases& p = phasesOf(int(state.range(0)));
    for (auto _ : state) p.addPairSums();
    benchmark::DoNotOptimize(p.sums.count.data());
}
void BM_PhaseFlockForces(benchmark::State& state) {
    Phases& p = phasesOf(int(state.range(0)));
    for (auto _ : state) p.addForces();
    benchmark::DoNotOptimize(p.forces.data());
}

#if BOIDS_LANES_EXPERIMENT
// An experiment, not the kit's step: issue 54's next shape for the pair sums (docs/performance.md, "What is left").
// 8 boids of a row of cells in the lanes of an AVX-512 vector; every candidate of their full shell (the three
// cells around each, in the row below, their own and the row above) broadcast to all 8; a lane keeps only the
// candidates of its own shell, and its sums stay in its lane until they are stored, once for the 8. No mirrored
// writes, no clearing, no totals across lanes, no even and odd rows; twice the pairs of the half shell.
// `columns` is each slot's column of cells (a real version's build would write it; here it is made once, untimed).
[[gnu::target("avx512f,avx512vl")]] void pairSumsInLanes(const CellList& cells, const std::vector<int>& columns,
                                                        float radius, FlockSums& sums) {
    const float *x = cells.xs().data(), *y = cells.ys().data();
    const float *vx = cells.velocityXs().data(), *vy = cells.velocityYs().data();
    const std::span<const std::uint32_t> start = cells.cellStart();
    const int width = cells.columns(), height = cells.rows();
    const auto* starts = reinterpret_cast<const int*>(start.data());
    const __m256 R = _mm256_set1_ps(radius), R2 = _mm256_set1_ps(radius * radius);
    const __m256 zero = _mm256_setzero_ps(), one = _mm256_set1_ps(1.0f);
    const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    for (int row = 0; row < height; ++row) {
        const std::uint32_t rowEnd = start[std::size_t(row + 1) * std::size_t(width)];
        for (std::uint32_t s = start[std::size_t(row) * std::size_t(width)]; s < rowEnd; s += 8) {
            const int n = int(std::min<std::uint32_t>(8, rowEnd - s));
            const __mmask8 valid = __mmask8((1u << n) - 1);
            const __m256 ax = _mm256_maskz_loadu_ps(valid, x + s), ay = _mm256_maskz_loadu_ps(valid, y + s);
            const __m256i column = _mm256_maskz_loadu_epi32(valid, columns.data() + s);
            const __m256i self = _mm256_add_epi32(_mm256_set1_epi32(int(s)), lane);
            const int first = columns[s], last = columns[s + std::size_t(n) - 1];
            __m256 hx = zero, hy = zero, cx = zero, cy = zero, px = zero, py = zero, count = zero;
            for (int r = std::max(row - 1, 0); r <= std::min(row + 1, height - 1); ++r) {
                const int base = r * width;
                // Each lane's shell in row r: the slots of its column's cells c - 1 to c + 1, within the grid.
                const __m256i left = _mm256_max_epi32(_mm256_sub_epi32(column, _mm256_set1_epi32(1)), _mm256_setzero_si256());
                const __m256i right = _mm256_min_epi32(_mm256_add_epi32(column, _mm256_set1_epi32(1)), _mm256_set1_epi32(width - 1));
                const __m256i low = _mm256_mmask_i32gather_epi32(_mm256_setzero_si256(), valid, _mm256_add_epi32(left, _mm256_set1_epi32(base)), starts, 4);
                const __m256i high = _mm256_mmask_i32gather_epi32(_mm256_setzero_si256(), valid, _mm256_add_epi32(right, _mm256_set1_epi32(base + 1)), starts, 4);
                const std::uint32_t from = start[std::size_t(base + std::max(first - 1, 0))];
                const std::uint32_t to = start[std::size_t(base + std::min(last + 1, width - 1) + 1)];
                for (std::uint32_t b = from; b < to; ++b) {
                    const __m256i candidate = _mm256_set1_epi32(int(b));
                    const __mmask8 shell = _mm256_mask_cmpge_epi32_mask(valid, candidate, low) &
                                           _mm256_cmplt_epi32_mask(candidate, high) & _mm256_cmpneq_epi32_mask(candidate, self);
                    const __m256 bx = _mm256_set1_ps(x[b]), by = _mm256_set1_ps(y[b]);
                    const __m256 dx = _mm256_sub_ps(ax, bx), dy = _mm256_sub_ps(ay, by);
                    const __m256 d2 = _mm256_add_ps(_mm256_mul_ps(dx, dx), _mm256_mul_ps(dy, dy));
                    const __mmask8 near = _mm256_mask_cmp_ps_mask(shell, d2, R2, _CMP_LE_OQ);
                    const __mmask8 pushes = _mm256_mask_cmp_ps_mask(near, d2, zero, _CMP_GT_OQ);
                    const __m256 d = _mm256_sqrt_ps(d2);
                    const __m256 w = _mm256_maskz_div_ps(pushes, _mm256_sub_ps(R, d), _mm256_mul_ps(R, d));
                    hx = _mm256_mask_add_ps(hx, near, hx, _mm256_set1_ps(vx[b]));
                    hy = _mm256_mask_add_ps(hy, near, hy, _mm256_set1_ps(vy[b]));
                    cx = _mm256_mask_add_ps(cx, near, cx, bx);
                    cy = _mm256_mask_add_ps(cy, near, cy, by);
                    px = _mm256_add_ps(px, _mm256_mul_ps(w, dx));
                    py = _mm256_add_ps(py, _mm256_mul_ps(w, dy));
                    count = _mm256_mask_add_ps(count, near, count, one);
                }
            }
            _mm256_mask_storeu_ps(sums.headingX.data() + s, valid, hx);
            _mm256_mask_storeu_ps(sums.headingY.data() + s, valid, hy);
            _mm256_mask_storeu_ps(sums.centerX.data() + s, valid, cx);
            _mm256_mask_storeu_ps(sums.centerY.data() + s, valid, cy);
            _mm256_mask_storeu_ps(sums.pushX.data() + s, valid, px);
            _mm256_mask_storeu_ps(sums.pushY.data() + s, valid, py);
            _mm256_mask_storeu_ps(sums.count.data() + s, valid, count);
        }
    }
}

// The experiment against BM_PhasePairSums, on the same flock: first checked to give the kit's sums up to float
// rounding (else the benchmark says so and stops).
void BM_ExperimentPairSumsInLanes(benchmark::State& state) {
    if (!__builtin_cpu_supports("avx512f") || !__builtin_cpu_supports("avx512vl")) {
        state.SkipWithError("needs AVX-512");
        return;
    }
    Phases& p = phasesOf(int(state.range(0)));
    const CellList& cells = p.cells;
    std::vector<int> columns(cells.size() + 8);
    for (int row = 0; row < cells.rows(); ++row) {
        for (int column = 0; column < cells.columns(); ++column) {
            const std::size_t cell = std::size_t(row) * std::size_t(cells.columns()) + std::size_t(column);
            for (std::uint32_t s = cells.cellStart()[cell]; s < cells.cellStart()[cell + 1]; ++s) columns[s] = column;
        }
    }
    FlockSums sums;
    sums.resize(cells.size());
    p.addPairSums();
    pairSumsInLanes(cells, columns, p.world.params.neighborRadius, sums);
    for (std::size_t s = 0; s < cells.size(); ++s) {
        const auto apart = [](float a, float b) { return std::fabs(a - b) > 1e-4f * (1 + std::fabs(a)); };
        if (apart(p.sums.count[s], sums.count[s]) || apart(p.sums.pushX[s], sums.pushX[s]) ||
            apart(p.sums.centerY[s], sums.centerY[s]) || apart(p.sums.headingX[s], sums.headingX[s])) {
            state.SkipWithError("the experiment's sums differ from the kit's");
            return;
        }
    }
    for (auto _ : state) pairSumsInLanes(cells, columns, p.world.params.neighborRadius, sums);
    benchmark::DoNotOptimize(sums.count.data());
}
#endif

// The flock sizes of docs/performance.md's table, up to `largest`; medians of 5 repetitions, as these machines are noisy.
void sizesUpTo(benchmark::internal::Benchmark* b, int largest) {
    for (int n : {1000, 2000, 5000, 10000, 20000, 50000, 100000, 200000, 500000, 1000000}) {
        if (n <= largest) b->Arg(n);
    }
    b->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true)->MinTime(0.2);
}

BENCHMARK(BM_StepBruteForce)->Apply([](benchmark::internal::Benchmark* b) { sizesUpTo(b, 20000); });
BENCHMARK(BM_StepGrid)->Apply([](benchmark::internal::Benchmark* b) { sizesUpTo(b, 200000); });
BENCHMARK(BM_StepCellList)->Apply([](benchmark::internal::Benchmark* b) { sizesUpTo(b, 200000); });
BENCHMARK(BM_StepFused1Thread)->Apply([](benchmark::internal::Benchmark* b) { sizesUpTo(b, 1000000); });
BENCHMARK(BM_StepFused2Threads)->Apply([](benchmark::internal::Benchmark* b) { sizesUpTo(b, 1000000); });
BENCHMARK(BM_PhaseBuildCellList)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)
    ->Repetitions(5)->ReportAggregatesOnly(true)->MinTime(0.2);
BENCHMARK(BM_PhasePairSums)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)
    ->Repetitions(5)->ReportAggregatesOnly(true)->MinTime(0.2);
BENCHMARK(BM_PhaseFlockForces)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)
    ->Repetitions(5)->ReportAggregatesOnly(true)->MinTime(0.2);
#if BOIDS_LANES_EXPERIMENT
BENCHMARK(BM_ExperimentPairSumsInLanes)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)
    ->Repetitions(5)->ReportAggregatesOnly(true)->MinTime(0.2);
#endif
BENCHMARK(BM_StepFusedGathered1Thread)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)
    ->Repetitions(5)->ReportAggregatesOnly(true)->MinTime(0.2);
BENCHMARK(BM_StepFusedGathered2Threads)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)
    ->Repetitions(5)->ReportAggregatesOnly(true)->MinTime(0.2);

}  // namespace
}  // namespace boids

BENCHMARK_MAIN();

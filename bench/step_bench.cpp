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

// The fused step's two largest phases (fused_step.cpp), each alone on one thread, for a flock in cell order as the
// window keeps it: building the cell list, and the flock forces over every boid's neighbours. What a step spends
// besides these is the move, flee and avoidance, and the rest.
struct Phases {
    World world;
    float cellSize = 1;
    CellList cells;
    std::vector<Vec2> forces;

    explicit Phases(int boids) : world(denseWorld(boids)) {
        StepBuffers buffers;
        buffers.keepCellOrder = true;
        step(world, linkedTasks(), buffers, NeighborSearch::FastReference);  // leaves the flock in cell order
        const WorldParams& p = world.params;
        cellSize = chooseCellSize(p.neighborRadius, p.worldSize, maxGridCells(world.boids.size()));
        build();
        forces.resize(cells.size());
    }
    void build() { cells.build(world.boids, cellSize, world.params.worldSize); }
    void addForces() { flockForces(cells, world.params, 0, cells.size(), forces.data()); }
};

Phases& phasesOf(int boids) {
    static std::map<int, Phases> made;
    return made.try_emplace(boids, boids).first->second;
}

void BM_PhaseBuildCellList(benchmark::State& state) {
    Phases& p = phasesOf(int(state.range(0)));
    for (auto _ : state) p.build();
}
void BM_PhaseFlockForces(benchmark::State& state) {
    Phases& p = phasesOf(int(state.range(0)));
    for (auto _ : state) p.addForces();
    benchmark::DoNotOptimize(p.forces.data());
}

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
BENCHMARK(BM_PhaseFlockForces)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)
    ->Repetitions(5)->ReportAggregatesOnly(true)->MinTime(0.2);
BENCHMARK(BM_StepFusedGathered1Thread)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)
    ->Repetitions(5)->ReportAggregatesOnly(true)->MinTime(0.2);
BENCHMARK(BM_StepFusedGathered2Threads)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)
    ->Repetitions(5)->ReportAggregatesOnly(true)->MinTime(0.2);

}  // namespace
}  // namespace boids

BENCHMARK_MAIN();

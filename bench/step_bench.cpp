// Benchmarks of one simulation step at constant density (about 10 neighbours a boid): brute force against grids.
// Run: cmake --build --preset dev --target bench-plot (both benchmarks, the plot and the table); README "Performance".
#include <cmath>
#include <map>

#include <benchmark/benchmark.h>

#include <boids/simulation.h>

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

// The same world after it has flown for 600 steps: gathered into tight flocks, with several times the neighbours.
// Flying there takes a while at 100,000 boids, and the benchmark asks once per repetition: kept per flock size.
const World& flownWorld(int boids) {
    static std::map<int, World> flown;
    auto [it, isNew] = flown.try_emplace(boids);
    if (isNew) {
        it->second = denseWorld(boids);
        StepBuffers buffers;
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
// on would clump, and its neighbour count, and so the step's cost, would drift as the benchmark runs.
void stepBenchmark(benchmark::State& state, NeighborSearch search, const World& start) {
    World world = start;
    StepBuffers buffers;
    step(world, linkedTasks(), buffers, search);  // sizes the buffers
    for (auto _ : state) {
        state.PauseTiming();
        world.boids = start.boids;  // copies into the same storage: no allocation
        state.ResumeTiming();
        benchmark::DoNotOptimize(step(world, linkedTasks(), buffers, search));
    }
    state.counters["boids"] = double(world.boids.size());
    state.counters["neighbours"] = meanNeighbours(start);
    state.SetItemsProcessed(state.iterations() * std::int64_t(world.boids.size()));
}

void stepBenchmark(benchmark::State& state, NeighborSearch search) {
    stepBenchmark(state, search, denseWorld(int(state.range(0))));
}

void BM_StepBruteForce(benchmark::State& state) { stepBenchmark(state, NeighborSearch::BruteForce); }
void BM_StepGrid(benchmark::State& state) { stepBenchmark(state, NeighborSearch::Grid); }
void BM_StepCellList(benchmark::State& state) { stepBenchmark(state, NeighborSearch::CellList); }
void BM_StepFastReference(benchmark::State& state) { stepBenchmark(state, NeighborSearch::FastReference); }
// What the window sees after a while: the flock has gathered, and a boid has several times 10 neighbours.
void BM_StepFastReferenceAfter600Steps(benchmark::State& state) {
    stepBenchmark(state, NeighborSearch::FastReference, flownWorld(int(state.range(0))));
}

// The flock sizes of the README's table, up to `largest`; medians of 5 repetitions, as these machines are noisy.
void sizesUpTo(benchmark::internal::Benchmark* b, int largest) {
    for (int n : {1000, 2000, 5000, 10000, 20000, 50000, 100000, 200000}) {
        if (n <= largest) b->Arg(n);
    }
    b->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true)->MinTime(0.2);
}

BENCHMARK(BM_StepBruteForce)->Apply([](benchmark::internal::Benchmark* b) { sizesUpTo(b, 20000); });
BENCHMARK(BM_StepGrid)->Apply([](benchmark::internal::Benchmark* b) { sizesUpTo(b, 200000); });
BENCHMARK(BM_StepCellList)->Apply([](benchmark::internal::Benchmark* b) { sizesUpTo(b, 200000); });
BENCHMARK(BM_StepFastReference)->Apply([](benchmark::internal::Benchmark* b) { sizesUpTo(b, 200000); });
BENCHMARK(BM_StepFastReferenceAfter600Steps)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)
    ->Repetitions(5)->ReportAggregatesOnly(true)->MinTime(0.2);

}  // namespace
}  // namespace boids

BENCHMARK_MAIN();

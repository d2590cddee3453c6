// Benchmarks of one simulation step at constant density (about 10 neighbours a boid): brute force against grids.
// Run: ./workshop bench (or build/bench/boids_bench --benchmark_format=json); README section "Performance".
#include <cmath>

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

// Every iteration steps the same freshly spawned world (uniform, so the density is as planned): a flock that
// stepped on would clump, and its neighbour count, and so the step's cost, would drift as the benchmark runs.
void stepBenchmark(benchmark::State& state, NeighborSearch search) {
    const World start = denseWorld(int(state.range(0)));
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
    state.SetItemsProcessed(state.iterations() * std::int64_t(world.boids.size()));
}

void BM_StepBruteForce(benchmark::State& state) { stepBenchmark(state, NeighborSearch::BruteForce); }
void BM_StepGrid(benchmark::State& state) { stepBenchmark(state, NeighborSearch::Grid); }
void BM_StepCellList(benchmark::State& state) { stepBenchmark(state, NeighborSearch::CellList); }
void BM_StepFastReference(benchmark::State& state) { stepBenchmark(state, NeighborSearch::FastReference); }

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

}  // namespace
}  // namespace boids

BENCHMARK_MAIN();

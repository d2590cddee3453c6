// Benchmarks of drawing the world (drawWorld) with SDL's software renderer into a surface in memory: no window and
// no display, the worst case of a machine with no GPU. Same flock sizes and density as step_bench.cpp.
// Run: build/bench/boids_render_bench (--benchmark_format=json); tools/plot_bench.py plots it beside the step.
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include <SDL.h>

#include <boids/simulation.h>
#include <boids/thread_pool.h>

#include "app_state.h"
#include "draw.h"
#include "text.h"

namespace boids::app {
namespace {

constexpr float kNeighboursPerBoid = 10;
constexpr Vec2 kTarget{1280, 800};  // pixels: a laptop's window, panel included

// The workshop's defaults in a square world sized so that a boid has kNeighboursPerBoid neighbours on average,
// as step_bench.cpp's denseWorld: n * (pi R^2) / area = kNeighboursPerBoid.
Params denseParams(int boids) {
    Params params;
    params.numBoids = boids;
    const float area = float(boids) * kPi * params.neighborRadius * params.neighborRadius / kNeighboursPerBoid;
    params.worldSize = {std::sqrt(area), std::sqrt(area)};
    return params;
}

// A surface of `size` pixels in memory and a software renderer drawing into it. SDL_Init is not needed for either.
struct Offscreen {
    SDL_Surface* surface = nullptr;
    SDL_Renderer* renderer = nullptr;

    explicit Offscreen(Vec2 size) {
        surface = SDL_CreateRGBSurfaceWithFormat(0, int(size.x), int(size.y), 32, SDL_PIXELFORMAT_RGB888);
        if (surface) renderer = SDL_CreateSoftwareRenderer(surface);
    }
    ~Offscreen() {
        if (renderer) SDL_DestroyRenderer(renderer);
        if (surface) SDL_FreeSurface(surface);
    }
    Offscreen(const Offscreen&) = delete;
    Offscreen& operator=(const Offscreen&) = delete;
};

// One frame's world (background, grid, obstacle, every boid, the predator) for `params` in a window of `window`
// pixels, from one state that does not change: the cost of drawing, apart from the step. No font, so no text; the
// world draws none without the inspector.
void timeDrawWorld(benchmark::State& state, const Params& params, Vec2 window) {
    const Offscreen target(window);
    if (!target.renderer) {
        state.SkipWithError(SDL_GetError());
        return;
    }
    std::string warning;
    Text text(target.renderer, std::nullopt, warning);
    const AppState app = makeAppState(params, 1, linkedTasks(), nullptr, 0, window);
    DrawScratch scratch;
    drawWorld(target.renderer, text, scratch, app, nullptr);  // grows the scratch buffers
    SDL_RenderFlush(target.renderer);
    for (auto _ : state) {
        drawWorld(target.renderer, text, scratch, app, nullptr);
        SDL_RenderFlush(target.renderer);  // the pixels are written now, inside the timing, even if SDL batches
    }
    benchmark::DoNotOptimize(target.surface->pixels);
    state.counters["boids"] = double(app.world.boids.size());
    state.SetItemsProcessed(state.iterations() * std::int64_t(app.world.boids.size()));
}

// The dense world (denseParams) in a laptop's window.
void BM_DrawWorld(benchmark::State& state) { timeDrawWorld(state, denseParams(int(state.range(0))), kTarget); }

// The world as the program shows it: the workshop's world grown for the flock, in the window the program opens for
// it (beside the panel, as --headless does), the boids where they start. Bodies are a few pixels long here at
// 100,000 boids; BM_DrawWorld's far larger worlds shrink them to one or two.
void BM_DrawWindow(benchmark::State& state) {
    Params params;
    params.numBoids = int(state.range(0));
    timeDrawWorld(state, params, defaultWindowSize(params.worldSize));
}

// A whole frame as the window makes one: a step of the reference grid on every thread (the fused step), then the
// world and the panel drawn, the boids where they start. Issue 18's target: 16.6 ms at 100,000 boids.
void BM_Frame(benchmark::State& state) {
    Params params;
    params.numBoids = int(state.range(0));
    const Vec2 window = defaultWindowSize(params.worldSize);
    const Offscreen target(window);
    if (!target.renderer) {
        state.SkipWithError(SDL_GetError());
        return;
    }
    std::string warning;
    Text text(target.renderer, std::nullopt, warning);
    ThreadPool pool(ThreadPool::hardwareThreads());
    AppState app = makeAppState(params, 1, linkedTasks(), nullptr, 0, window, SearchMode::ReferenceGrid);
    app.pool = &pool;
    useAllThreads(app, true);
    app.realTime = false;
    DrawScratch scratch;
    simulateStep(app);  // grows the step's and the drawing's buffers, and leaves the flock in cell order
    drawFrame(target.renderer, text, scratch, app);
    const std::vector<Boid> start = app.world.boids;  // as the window steps it: in cell order (keepCellOrder)
    for (auto _ : state) {
        state.PauseTiming();
        app.world.boids = start;  // the same flock every time: one that gathered would cost more as it ran
        state.ResumeTiming();
        simulateStep(app);
        drawFrame(target.renderer, text, scratch, app);
        SDL_RenderFlush(target.renderer);
    }
    benchmark::DoNotOptimize(target.surface->pixels);
    state.counters["boids"] = double(app.world.boids.size());
    state.counters["threads"] = stepThreads(app);
}

// The step benchmarks' flock sizes; medians of 5 repetitions, as these machines are noisy.
void flockSizes(benchmark::internal::Benchmark* b) {
    for (int n : {1000, 2000, 5000, 10000, 20000, 50000, 100000, 200000}) b->Arg(n);
    b->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true)->MinTime(0.2);
}

BENCHMARK(BM_DrawWorld)->Apply(flockSizes);
BENCHMARK(BM_DrawWindow)->Apply(flockSizes);
BENCHMARK(BM_Frame)->Arg(10000)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)->Repetitions(5)
    ->ReportAggregatesOnly(true)->MinTime(0.2);

}  // namespace
}  // namespace boids::app

BENCHMARK_MAIN();

// --bench (bench_run.h): the steps timed, with the frames drawn into memory when --draw asks.
#include "bench_run.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include <fmt/format.h>

#include <boids/step_traffic.h>

#include "draw.h"
#include "fonts.h"
#include "run_setup.h"
#include "screen.h"
#include "state_dump.h"
#include "text.h"

namespace boids::app {

namespace {

// The fused step's memory traffic at this flock, and the memory's own time for it on the step's threads (9 passes):
// "memory_bytes_per_boid=296 memory_ms=14.1 step_over_memory=2.59" (docs/performance.md, "The limit").
std::string memoryLine(const AppState& app) {
    const std::size_t boids = app.world.boids.size();
    const CellList& cells = app.buffers.cells;
    const double cellsPerBoid = boids ? double(cells.columns()) * cells.rows() / double(boids) : 0;
    ThreadPool* const threads = stepPool(app.buffers.threads, boids);
    const StepTraffic traffic = fusedStepTraffic(cellsPerBoid, int(CellList::partsFor(boids, threads)));
    const double ms = memoryMilliseconds(std::size_t(traffic.read() * double(boids)),
                                         std::size_t(traffic.written() * double(boids)), threads, 9);
    return fmt::format("memory_bytes_per_boid={:.0f} memory_read={:.0f} memory_written={:.0f} memory_ms={:.3f} "
                       "step_over_memory={:.2f}",
                       traffic.read() + traffic.written(), traffic.read(), traffic.written(), ms,
                       ms > 0 ? stepMilliseconds(app.timing) / ms : 0.0);
}

}  // namespace

int benchOnly(const Options& options, const Params& params, AppState& app) {
    useAllThreads(app, true);
    app.realTime = false;
    for (const std::string& line : app.log) fmt::print(stderr, "{}\n", line);
    if (options.benchDraw) {
        Screen screen;
        if (const std::string error = screen.open(true, windowSizeFor(params, true)); !error.empty()) {
            fmt::print(stderr, "boids: {}\n", error);
            return 1;
        }
        std::string textWarning;
        Text text(screen.renderer, chooseFont(options.font, fontCandidates()).path, textWarning);
        DrawScratch drawScratch;
        setWindowSize(app, screen.size());
        app.softwareRenderer = screen.software();
        runBench(app, *options.frames, options.warmup, [&] {
            drawFrame(screen.renderer, text, drawScratch, app);
            SDL_RenderFlush(screen.renderer);
        });
    } else {
        runBench(app, *options.frames, options.warmup);
    }
    if (!dumpState(options, app)) return 1;
    fmt::print("{}\n", summaryLine(app, *options.frames));
    if (app.buffers.reordered) fmt::print("{}\n", memoryLine(app));  // the fused step ran
    return 0;
}

}  // namespace boids::app

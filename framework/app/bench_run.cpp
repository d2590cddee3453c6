// --bench (bench_run.h): the steps timed, with the frames drawn into memory when --draw asks.
#include "bench_run.h"

#include <cstdio>
#include <string>

#include <fmt/format.h>

#include "draw.h"
#include "fonts.h"
#include "run_setup.h"
#include "screen.h"
#include "state_dump.h"
#include "text.h"

namespace boids::app {

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
        runBench(app, *options.frames, options.warmup, [&] {
            drawFrame(screen.renderer, text, drawScratch, app);
            SDL_RenderFlush(screen.renderer);
        });
    } else {
        runBench(app, *options.frames, options.warmup);
    }
    if (!dumpState(options, app)) return 1;
    fmt::print("{}\n", summaryLine(app, *options.frames));
    return 0;
}

}  // namespace boids::app

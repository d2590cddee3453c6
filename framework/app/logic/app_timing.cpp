// The step's timing: --bench's record, and the medians the panel and the summary line show (app_state.h).
#include <algorithm>
#include <chrono>

#include "app_state.h"
#include "cli.h"  // kBenchMaxFrames

namespace boids::app {

void runBench(AppState& app, long long steps, long long warmup, const std::function<void()>& draw) {
    for (long long s = 0; s < warmup; ++s) simulateStep(app);
    BenchRecord& bench = app.timing.bench;
    bench.on = true;
    const std::size_t room = std::size_t(std::clamp(steps, 0LL, kBenchMaxFrames));
    bench.stepMilliseconds.reserve(room);
    if (draw) bench.frameMilliseconds.reserve(room);
    for (long long s = 0; s < steps; ++s) {
        const auto start = std::chrono::steady_clock::now();
        simulateStep(app);
        if (!draw) continue;
        draw();
        bench.frameMilliseconds.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
}

namespace {

double median(std::vector<double> ms) {
    if (ms.empty()) return 0;
    const auto middle = ms.begin() + std::ptrdiff_t(ms.size() / 2);
    std::nth_element(ms.begin(), middle, ms.end());
    return *middle;
}

}  // namespace

double stepMilliseconds(const Timing& timing) {
    if (timing.bench.on) return median(timing.bench.stepMilliseconds);
    const auto& recent = timing.recentStepMilliseconds;
    const auto kept = std::ptrdiff_t(std::min<long long>(timing.steps, kRecentSteps));
    return median(std::vector<double>(recent.begin(), recent.begin() + kept));
}
double medianFrameMilliseconds(const Timing& timing) { return median(timing.bench.frameMilliseconds); }

}  // namespace boids::app

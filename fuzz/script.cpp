// Fuzzes the script reader (--script FILE) and the input it drives: a script that parses is played into the app's
// state through SDL's events (toSdlEvent, then fromSdlEvent: what main.cpp pushes and polls), a step after each
// event, as the program would; nothing may crash, UBSan finds nothing, and the flock stays finite.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "app_state.h"
#include "script.h"
#include "sdl_events.h"

namespace {

constexpr std::size_t kMaxEvents = 32;
constexpr int kMaxBoidsToStep = 3000;  // a drag to 200,000 boids is played, but not stepped: it would time out

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace boids::app;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const Script script = parseScript(text, "fuzz.script");
    if (!script.error.empty()) {
        if (!script.events.empty() && script.error.find("fuzz.script line ") != 0) std::abort();
        return 0;
    }
    static const AppState start = [] {
        boids::Params params;
        params.numBoids = 50;
        return makeAppState(params, 1, boids::linkedTasks(), &boids::linkedTasks(), 0, boids::Vec2{1000, 700});
    }();
    AppState app = start;
    app.realTime = false;
    for (std::size_t e = 0; e < script.events.size() && e < kMaxEvents && !app.quit; ++e) {
        for (const InputEvent& input : inputsFor(script.events[e], app)) {
            if (const auto back = fromSdlEvent(toSdlEvent(input, 1))) handleInput(app, *back);
        }
        if (app.world.params.numBoids <= kMaxBoidsToStep) simulateStep(app);
        for (const boids::Boid& b : app.world.boids) {
            if (!boids::isFinite(b.position) || !boids::isFinite(b.velocity)) {
                std::fprintf(stderr, "fuzz_script: a boid is not finite after event %zu\n", e);
                std::abort();
            }
        }
    }
    return 0;
}

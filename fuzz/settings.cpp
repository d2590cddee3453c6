// Fuzzes the settings-file reader: any bytes give Params whose every slider is finite and in its range, and what
// formatSettings() writes reads back with no warning and the same values.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "settings.h"
#include "sliders.h"

namespace {

void fail(const char* what, std::string_view slider, float value) {
    std::fprintf(stderr, "fuzz_settings: %s: %.*s = %g\n", what, int(slider.size()), slider.data(), double(value));
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace boids::app;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const LoadedSettings loaded = parseSettings(text, boids::Params{}, "fuzz.ini");
    for (const SliderSpec& spec : workshopSliders()) {
        const float v = sliderValue(spec, loaded.params);
        if (!std::isfinite(v) || v < spec.min || v > spec.max) fail("out of range", spec.name, v);
    }
    const LoadedSettings again = parseSettings(formatSettings(loaded.params), boids::Params{}, "saved.ini");
    if (!again.warnings.empty()) {
        std::fprintf(stderr, "fuzz_settings: a saved file gave a warning: %s\n", again.warnings.front().c_str());
        std::abort();
    }
    for (const SliderSpec& spec : workshopSliders()) {
        const float before = sliderValue(spec, loaded.params), after = sliderValue(spec, again.params);
        // Saved with the step's decimals, so read back within half a step (exactly, for counts).
        if (std::fabs(before - after) > spec.step / 2) fail("changed by a save and load", spec.name, after);
    }
    return 0;
}

// The panel's sliders: reading and writing Params fields through pointers-to-member, snapping, labels.
#include "sliders.h"

#include <algorithm>
#include <cmath>
#include <type_traits>

#include <fmt/format.h>

namespace boids::app {

std::optional<std::size_t> findSlider(std::string_view name) {
    for (std::size_t i = 0; i < kSliders.size(); ++i) {
        if (kSliders[i].name == name) return i;
    }
    return std::nullopt;
}

bool isWholeNumber(const SliderSpec& spec) { return std::holds_alternative<int Params::*>(spec.field); }

float sliderValue(const SliderSpec& spec, const Params& params) {
    return std::visit([&](auto member) { return float(params.*member); }, spec.field);
}

float snapped(const SliderSpec& spec, float value) {
    if (!std::isfinite(value)) return spec.min;
    // In double, and rounded to the step's decimals, so that 0.01 steps give 3.49 and not 3.4899998.
    const double k = std::round((double(value) - spec.min) / spec.step);
    const double scale = std::pow(10.0, decimalsFor(spec));
    const double v = std::round((spec.min + k * spec.step) * scale) / scale;
    return float(std::clamp(v, double(spec.min), double(spec.max)));
}

void setSliderValue(const SliderSpec& spec, Params& params, float value) {
    const float v = snapped(spec, value);
    std::visit(
        [&](auto member) {
            using Field = std::remove_reference_t<decltype(params.*member)>;
            params.*member = Field(std::is_integral_v<Field> ? std::lround(v) : v);
        },
        spec.field);
}

int decimalsFor(const SliderSpec& spec) {
    int decimals = 0;
    for (float step = spec.step; decimals < 6 && std::fabs(step - std::round(step)) > 1e-4f; step *= 10) ++decimals;
    return decimals;
}

std::string formatValue(const SliderSpec& spec, float value) {
    return fmt::format("{:.{}f}", value + 0.0f, decimalsFor(spec));  // + 0.0f: never "-0.00"
}

std::string sliderLabel(const SliderSpec& spec, const Params& params) {
    return fmt::format("{}: {}", spec.name, formatValue(spec, sliderValue(spec, params)));
}

std::string rangeText(const SliderSpec& spec) {
    return fmt::format("{} to {}", formatValue(spec, spec.min), formatValue(spec, spec.max));
}

float valueAtX(const SliderSpec& spec, float trackX, float trackWidth, float x) {
    const float t = trackWidth > 0 ? std::clamp((x - trackX) / trackWidth, 0.0f, 1.0f) : 0.0f;
    return snapped(spec, spec.min + t * (spec.max - spec.min));
}

float xForValue(const SliderSpec& spec, float trackX, float trackWidth, float value) {
    const float range = spec.max - spec.min;
    const float t = range > 0 ? std::clamp((value - spec.min) / range, 0.0f, 1.0f) : 0.0f;
    return trackX + t * trackWidth;
}

}  // namespace boids::app

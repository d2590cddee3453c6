// The panel's sliders: reading and writing WorldParams fields through pointers-to-member, snapping, labels.
#include "sliders.h"

#include <algorithm>
#include <cmath>
#include <type_traits>
#include <vector>

#include <fmt/format.h>

#include <boids/tasks.h>

namespace boids::app {

namespace {

std::vector<SliderSpec> makeWorkshopSliders() {
    const std::span<const AddedValue> added = addedValues();
    std::vector<SliderSpec> sliders{
        // Up to kMaxBoids (search_mode.h); brute force stops the flock at kBruteForceMaxBoids.
        {"numBoids", &Params::numBoids, 1, kMaxBoids, 1, Scale::Logarithmic},
        {"separationWeight", &Params::separationWeight, 0, 4, 0.01f},
        {"alignmentWeight", &Params::alignmentWeight, 0, 4, 0.01f},
        {"cohesionWeight", &Params::cohesionWeight, 0, 4, 0.01f},
    };
    for (std::size_t slot = 0; slot < added.size(); ++slot) {
        const AddedValue& a = added[slot];
        if (a.weight) sliders.push_back({a.name, AddedField{slot}, a.min, a.max, a.step});
    }
    sliders.insert(sliders.end(), {
                                      {"maxSpeed", &Params::maxSpeed, 1, 10, 0.5f},
                                      {"neighborRadius", &Params::neighborRadius, 0, 100, 5},
                                      {"numPredators", &Params::numPredators, 0, 30, 1},
                                      {"predatorMaxSpeed", &Params::predatorMaxSpeed, 1, 10, 0.5f},
                                      {"numObstacles", &Params::numObstacles, 0, 30, 1},
                                  });
    for (std::size_t slot = 0; slot < added.size(); ++slot) {
        const AddedValue& a = added[slot];
        if (!a.weight) sliders.push_back({a.name, AddedField{slot}, a.min, a.max, a.step});
    }
    return sliders;
}

}  // namespace

std::span<const SliderSpec> workshopSliders() {
    static const std::vector<SliderSpec> sliders = makeWorkshopSliders();  // the registry's, fixed for the run
    return sliders;
}

std::optional<std::size_t> findSlider(std::string_view name) {
    const std::span<const SliderSpec> sliders = workshopSliders();
    for (std::size_t i = 0; i < sliders.size(); ++i) {
        if (sliders[i].name == name) return i;
    }
    return std::nullopt;
}

std::span<const SliderSpec> slidersFor(Model model) {
    switch (model) {
        case Model::Workshop: return workshopSliders();
        case Model::Reynolds: return kReynoldsSliders;
        case Model::InverseSquare: return kInverseSquareSliders;
        case Model::Accumulators: return kAccumulatorSliders;
        case Model::Flock3D: return kFlock3DSliders;
    }
    return workshopSliders();
}

namespace {

// The field a ParamField names, in `params` (const or not).
template <class P, class Member>
auto& fieldOf(P& params, Member member) {
    return params.*member;
}
template <class P, class Model>
auto& fieldOf(P& params, ModelField<Model> member) {
    return (params.*member.model).*member.field;
}
template <class P>
auto& fieldOf(P& params, AddedField member) {
    return params.added[member.slot];
}

}  // namespace

bool isWholeNumber(const SliderSpec& spec) { return std::holds_alternative<int Params::*>(spec.field); }

float sliderValue(const SliderSpec& spec, const WorldParams& params) {
    return std::visit([&](auto member) { return float(fieldOf(params, member)); }, spec.field);
}

float sliderValue(const SliderSpec& spec, const Params& params) { return sliderValue(spec, WorldParams(params)); }

float snapped(const SliderSpec& spec, float value) {
    if (!std::isfinite(value)) return spec.min;
    // In double, and rounded to the step's decimals, so that 0.01 steps give 3.49 and not 3.4899998.
    const double k = std::round((double(value) - spec.min) / spec.step);
    const double scale = std::pow(10.0, decimalsFor(spec));
    const double v = std::round((spec.min + k * spec.step) * scale) / scale;
    return float(std::clamp(v, double(spec.min), double(spec.max)));
}

void setSliderValue(const SliderSpec& spec, WorldParams& params, float value) {
    const float v = snapped(spec, value);
    std::visit(
        [&](auto member) {
            using Field = std::remove_reference_t<decltype(fieldOf(params, member))>;
            fieldOf(params, member) = Field(std::is_integral_v<Field> ? std::lround(v) : v);
        },
        spec.field);
}

void setSliderValue(const SliderSpec& spec, Params& params, float value) {
    WorldParams all(params);
    setSliderValue(spec, all, value);
    params = all;
}

namespace {

// The unit of the second significant digit of v: 1 for 12, 10 for 200, 1000 for 45000.
double secondDigitUnit(double v) { return std::pow(10.0, std::floor(std::log10(std::max(v, 1.0))) - 1); }

}  // namespace

float nudged(const SliderSpec& spec, float value, int steps) {
    if (spec.scale == Scale::Linear) return snapped(spec, value + float(steps) * spec.step);
    double v = value;
    for (int i = 0; i < std::abs(steps); ++i) {
        // Going down from a round number uses the smaller unit below it: 100 -> 99, not 90.
        const double unit = std::max(double(spec.step), secondDigitUnit(steps > 0 ? v : v - spec.step));
        v = steps > 0 ? v + unit : v - unit;
    }
    return snapped(spec, float(v));
}

int decimalsFor(const SliderSpec& spec) {
    int decimals = 0;
    for (float step = spec.step; decimals < 6 && std::fabs(step - std::round(step)) > 1e-4f; step *= 10) ++decimals;
    return decimals;
}

std::string formatValue(const SliderSpec& spec, float value) {
    return fmt::format("{:.{}f}", value + 0.0f, decimalsFor(spec));  // + 0.0f: never "-0.00"
}

std::string sliderLabel(const SliderSpec& spec, const WorldParams& params) {
    return fmt::format("{}: {}", spec.name, formatValue(spec, sliderValue(spec, params)));
}

std::string rangeText(const SliderSpec& spec) {
    return fmt::format("{} to {}", formatValue(spec, spec.min), formatValue(spec, spec.max));
}

float valueAtX(const SliderSpec& spec, float trackX, float trackWidth, float x) {
    const double t = trackWidth > 0 ? std::clamp((x - trackX) / trackWidth, 0.0f, 1.0f) : 0.0;
    if (spec.scale == Scale::Linear) return snapped(spec, float(spec.min + t * (spec.max - spec.min)));
    const double v = spec.min * std::pow(double(spec.max) / spec.min, t);
    const double unit = std::max(double(spec.step), secondDigitUnit(v));
    return snapped(spec, float(std::round(v / unit) * unit));
}

float xForValue(const SliderSpec& spec, float trackX, float trackWidth, float value) {
    double t = 0;
    if (spec.scale == Scale::Linear) {
        const float range = spec.max - spec.min;
        t = range > 0 ? (value - spec.min) / range : 0.0f;
    } else if (spec.max > spec.min && spec.min > 0) {
        t = std::log(std::max(double(value), double(spec.min)) / spec.min) / std::log(double(spec.max) / spec.min);
    }
    return trackX + float(std::clamp(t, 0.0, 1.0)) * trackWidth;
}

}  // namespace boids::app

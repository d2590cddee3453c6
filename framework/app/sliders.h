// The panel's sliders: which Params field each one edits, its range and step, and its "name: value" label.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include <boids/params.h>

namespace boids::app {

// A slider edits one field of Params directly: there is no copy to keep in sync.
using ParamField = std::variant<int Params::*, float Params::*>;

// How values spread along the track: evenly, or by ratio (each tenfold takes the same length) for a range as wide
// as 1 to 200,000 boids.
enum class Scale { Linear, Logarithmic };

struct SliderSpec {
    std::string_view name;  // the Params field's name; also its key in the settings file
    ParamField field;
    float min;
    float max;
    float step;  // every value is min + k * step
    Scale scale = Scale::Linear;
};

// The workshop's sliders, in the panel's order.
inline constexpr std::size_t kSliderCount = 9;
inline constexpr std::array<SliderSpec, kSliderCount> kSliders{{
    // Up to kMaxBoids (search_mode.h); brute force stops the flock at kBruteForceMaxBoids.
    {"numBoids", &Params::numBoids, 1, 200000, 1, Scale::Logarithmic},
    {"separationWeight", &Params::separationWeight, 0, 4, 0.01f},
    {"alignmentWeight", &Params::alignmentWeight, 0, 4, 0.01f},
    {"cohesionWeight", &Params::cohesionWeight, 0, 4, 0.01f},
    {"maxSpeed", &Params::maxSpeed, 1, 10, 0.5f},
    {"neighborRadius", &Params::neighborRadius, 0, 100, 5},
    {"numPredators", &Params::numPredators, 0, 30, 1},
    {"predatorMaxSpeed", &Params::predatorMaxSpeed, 1, 10, 0.5f},
    {"numObstacles", &Params::numObstacles, 0, 30, 1},
}};

// The slider with this name, if there is one.
std::optional<std::size_t> findSlider(std::string_view name);

// True when the field is an int (a count).
bool isWholeNumber(const SliderSpec& spec);

// The field's current value.
float sliderValue(const SliderSpec& spec, const Params& params);

// `value` snapped to the nearest min + k * step and clamped to [min, max].
float snapped(const SliderSpec& spec, float value);

// Stores snapped(value) in the field.
void setSliderValue(const SliderSpec& spec, Params& params, float value);

// `value` moved by `steps` wheel notches: by the step, or on a logarithmic slider by about 2% (two significant
// digits: 200 -> 210, 100000 -> 110000), snapped and clamped.
float nudged(const SliderSpec& spec, float value, int steps);

// Digits after the decimal point that the step needs: 1 -> 0, 0.5 -> 1, 0.01 -> 2.
int decimalsFor(const SliderSpec& spec);

// The value as the panel and the settings file write it: "3.50", "200".
std::string formatValue(const SliderSpec& spec, float value);

// "separationWeight: 1.00".
std::string sliderLabel(const SliderSpec& spec, const Params& params);

// "1 to 200000" / "0.00 to 4.00": the range, for messages.
std::string rangeText(const SliderSpec& spec);

// The slider's value for a handle at x on a track from trackX to trackX + trackWidth (snapped and clamped; on a
// logarithmic slider also rounded to two significant digits, so a drag lands on 12000 rather than 12047), and the
// handle's x for a value.
float valueAtX(const SliderSpec& spec, float trackX, float trackWidth, float x);
float xForValue(const SliderSpec& spec, float trackX, float trackWidth, float value);

}  // namespace boids::app

// The panel's sliders: which Params field each one edits, its range and step, and its "name: value" label.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>

#include <boids/world.h>

#include "search_mode.h"

namespace boids::app {

// A field of one of the models' structs inside WorldParams (params.*model).*field, e.g. params.reynolds.maxForce.
template <class Model>
struct ModelField {
    Model WorldParams::*model;
    float Model::*field;
};

// The field of one model's struct, for its sliders' table.
constexpr ModelField<ReynoldsParams> reynoldsField(float ReynoldsParams::*field) {
    return {&WorldParams::reynolds, field};
}
constexpr ModelField<InverseSquareParams> inverseSquareField(float InverseSquareParams::*field) {
    return {&WorldParams::inverseSquare, field};
}
constexpr ModelField<AccumulatorParams> accumulatorsField(float AccumulatorParams::*field) {
    return {&WorldParams::accumulators, field};
}
constexpr ModelField<Flock3DParams> flock3dField(float Flock3DParams::*field) { return {&WorldParams::flock3d, field}; }

// A value that tasks.txt adds to Params: Params::added[slot] (addedValues() names it).
struct AddedField {
    std::size_t slot;
};

// A slider edits one field of Params directly: there is no copy to keep in sync.
using ParamField = std::variant<int Params::*, float Params::*, AddedField, ModelField<ReynoldsParams>,
                                ModelField<InverseSquareParams>, ModelField<AccumulatorParams>, ModelField<Flock3DParams>>;

// How values spread along the track: evenly, or by ratio (each tenfold takes the same length) for a range as wide
// as 1 to 1,000,000 boids.
enum class Scale { Linear, Logarithmic };

struct SliderSpec {
    std::string_view name;  // the Params field's name; also its key in the settings file
    ParamField field;
    float min;
    float max;
    float step;  // every value is min + k * step
    Scale scale = Scale::Linear;
};

// The workshop's sliders, in the panel's order: the kit's three weights, then the weights tasks.txt adds (each from 0
// to 4), the flock's and the world's, then the parameters of the tasks' own over their params.txt ranges.
std::span<const SliderSpec> workshopSliders();
// The most sliders a panel shows: the workshop's, with as many values as tasks.txt may add.
inline constexpr std::size_t kMaxSliders = 9 + kMaxAddedValues;

// The sliders of the other models (WorldParams::model), shown in place of the workshop's while one runs; no more than
// the workshop's count each, so that they take the same places in the panel. Each numBoids slider ends at the model's cap,
// min(modelMaxBoids(model), kMaxBoids).
inline constexpr std::array<SliderSpec, 7> kReynoldsSliders{{
    {"numBoids", &Params::numBoids, 1, kMaxBoids, 1, Scale::Logarithmic},
    {"perceptionRadius", reynoldsField(&ReynoldsParams::perceptionRadius), 0, 100, 5},
    {"maxSpeed", reynoldsField(&ReynoldsParams::maxSpeed), 0.5f, 10, 0.5f},
    {"maxForce", reynoldsField(&ReynoldsParams::maxForce), 0, 1, 0.01f},
    {"alignmentWeight", reynoldsField(&ReynoldsParams::alignmentWeight), 0, 4, 0.01f},
    {"cohesionWeight", reynoldsField(&ReynoldsParams::cohesionWeight), 0, 4, 0.01f},
    {"separationWeight", reynoldsField(&ReynoldsParams::separationWeight), 0, 4, 0.01f},
}};
inline constexpr std::array<SliderSpec, 8> kInverseSquareSliders{{
    {"N (numBoids)", &Params::numBoids, 1, modelMaxBoids(Model::InverseSquare), 1, Scale::Logarithmic},
    {"L (half width)", inverseSquareField(&InverseSquareParams::halfWidth), 50, 600, 10},
    {"dt", inverseSquareField(&InverseSquareParams::dt), 0.01f, 0.5f, 0.01f},
    {"v_max", inverseSquareField(&InverseSquareParams::maxSpeed), 0.5f, 10, 0.1f},
    {"R", inverseSquareField(&InverseSquareParams::radius), 1, 50, 1},
    {"k_c", inverseSquareField(&InverseSquareParams::cohesion), 0, 1, 0.01f},
    {"k_s", inverseSquareField(&InverseSquareParams::separation), 0, 1, 0.01f},
    {"k_a", inverseSquareField(&InverseSquareParams::alignment), 0, 1, 0.01f},
}};
inline constexpr std::array<SliderSpec, 6> kAccumulatorSliders{{
    {"numBoids", &Params::numBoids, 1, kMaxBoids, 1, Scale::Logarithmic},
    {"visualRange", accumulatorsField(&AccumulatorParams::visualRange), 0, 100, 5},
    {"separationDistance", accumulatorsField(&AccumulatorParams::separationDistance), 0, 50, 1},
    {"cohesionResistance", accumulatorsField(&AccumulatorParams::cohesionResistance), 1, 200, 1},
    {"alignmentEagerness", accumulatorsField(&AccumulatorParams::alignmentEagerness), 0, 0.5f, 0.01f},
    {"speed", accumulatorsField(&AccumulatorParams::speed), 10, 300, 10},
}};
inline constexpr std::array<SliderSpec, 7> kFlock3DSliders{{
    {"numBoids", &Params::numBoids, 1, modelMaxBoids(Model::Flock3D), 1, Scale::Logarithmic},
    {"visualRange", flock3dField(&Flock3DParams::visualRange), 0, 200, 5},
    {"minDistance", flock3dField(&Flock3DParams::minDistance), 0, 60, 1},
    {"coherenceFactor", flock3dField(&Flock3DParams::coherenceFactor), 0, 0.05f, 0.001f},
    {"alignmentFactor", flock3dField(&Flock3DParams::alignmentFactor), 0, 0.2f, 0.005f},
    {"separationFactor", flock3dField(&Flock3DParams::separationFactor), 0, 0.2f, 0.005f},
    {"speedLimit", flock3dField(&Flock3DParams::speedLimit), 1, 20, 0.5f},
}};

// The sliders the panel shows while `model` runs: workshopSliders() for the workshop, the model's own list otherwise.
std::span<const SliderSpec> slidersFor(Model model);

// The slider with this name, if there is one.
std::optional<std::size_t> findSlider(std::string_view name);

// True when the field is an int (a count).
bool isWholeNumber(const SliderSpec& spec);

// The field's current value. In a Params (the settings file's), only the workshop's sliders (workshopSliders()) have their
// field; a model's slider reads its seed's value there.
float sliderValue(const SliderSpec& spec, const WorldParams& params);
float sliderValue(const SliderSpec& spec, const Params& params);

// `value` snapped to the nearest min + k * step and clamped to [min, max].
float snapped(const SliderSpec& spec, float value);

// Stores snapped(value) in the field. In a Params, a model's slider stores nothing: its field is not there.
void setSliderValue(const SliderSpec& spec, WorldParams& params, float value);
void setSliderValue(const SliderSpec& spec, Params& params, float value);

// `value` moved by `steps` wheel notches: by the step, or on a logarithmic slider by about 2% (two significant
// digits: 200 -> 210, 100000 -> 110000), snapped and clamped.
float nudged(const SliderSpec& spec, float value, int steps);

// Digits after the decimal point that the step needs: 1 -> 0, 0.5 -> 1, 0.01 -> 2.
int decimalsFor(const SliderSpec& spec);

// The value as the panel and the settings file write it: "3.50", "200".
std::string formatValue(const SliderSpec& spec, float value);

// "separationWeight: 1.00".
std::string sliderLabel(const SliderSpec& spec, const WorldParams& params);

// "1 to 1000000" / "0.00 to 4.00": the range, for messages.
std::string rangeText(const SliderSpec& spec);

// The slider's value for a handle at x on a track from trackX to trackX + trackWidth (snapped and clamped; on a
// logarithmic slider also rounded to two significant digits, so a drag lands on 12000 rather than 12047), and the
// handle's x for a value.
float valueAtX(const SliderSpec& spec, float trackX, float trackWidth, float x);
float xForValue(const SliderSpec& spec, float trackX, float trackWidth, float value);

}  // namespace boids::app

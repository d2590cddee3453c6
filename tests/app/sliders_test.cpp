// The sliders: the workshop's order, ranges and steps; values from the handle's x, snapped and clamped; labels.
#include <cmath>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "sliders.h"

namespace boids::app {
namespace {

TEST(Sliders, HaveTheWorkshopsOrderRangesAndSteps) {
    struct Expected {
        const char* name;
        float min, max, step;
    };
    const std::vector<Expected> expected{
        {"numBoids", 1, 1000000, 1},     {"separationWeight", 0, 4, 0.01f}, {"alignmentWeight", 0, 4, 0.01f},
        {"cohesionWeight", 0, 4, 0.01f}, {"maxSpeed", 1, 10, 0.5f},         {"neighborRadius", 0, 100, 5},
        {"numPredators", 0, 30, 1},      {"predatorMaxSpeed", 1, 10, 0.5f}, {"numObstacles", 0, 30, 1},
    };
    ASSERT_EQ(kSliders.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        SCOPED_TRACE(expected[i].name);
        EXPECT_EQ(kSliders[i].name, expected[i].name);
        EXPECT_EQ(kSliders[i].min, expected[i].min);
        EXPECT_EQ(kSliders[i].max, expected[i].max);
        EXPECT_EQ(kSliders[i].step, expected[i].step);
    }
}

TEST(Sliders, PointStraightAtTheirParamsField) {
    Params params;
    setSliderValue(kSliders[*findSlider("cohesionWeight")], params, 2.5f);
    setSliderValue(kSliders[*findSlider("numPredators")], params, 7);
    EXPECT_EQ(params.cohesionWeight, 2.5f);
    EXPECT_EQ(params.numPredators, 7);
    params.maxSpeed = 3;
    EXPECT_EQ(sliderValue(kSliders[*findSlider("maxSpeed")], params), 3);
}

TEST(Sliders, SnapValuesToTheNearestStepAndClampToTheRange) {
    const SliderSpec& weight = kSliders[*findSlider("separationWeight")];
    const SliderSpec& speed = kSliders[*findSlider("maxSpeed")];
    const SliderSpec& radius = kSliders[*findSlider("neighborRadius")];
    EXPECT_FLOAT_EQ(snapped(weight, 3.4949f), 3.49f);
    EXPECT_FLOAT_EQ(snapped(weight, -1), 0);
    EXPECT_FLOAT_EQ(snapped(weight, 9), 4);
    EXPECT_FLOAT_EQ(snapped(speed, 5.3f), 5.5f);
    EXPECT_FLOAT_EQ(snapped(speed, 5.2f), 5);
    EXPECT_FLOAT_EQ(snapped(radius, 42), 40);
    EXPECT_FLOAT_EQ(snapped(radius, 43), 45);
}

TEST(Sliders, ValueFromTheHandlesXIsSnappedAndClamped) {
    const SliderSpec& boids = kSliders[*findSlider("numBoids")];  // 1 to 1000000, logarithmic
    const SliderSpec& speed = kSliders[*findSlider("maxSpeed")];  // 1 to 10, step 0.5
    // A track from x = 100 to x = 300.
    EXPECT_EQ(valueAtX(boids, 100, 200, 100), 1);
    EXPECT_EQ(valueAtX(boids, 100, 200, 300), 1000000);
    EXPECT_EQ(valueAtX(boids, 100, 200, 50), 1);        // left of the track
    EXPECT_EQ(valueAtX(boids, 100, 200, 999), 1000000);  // right of it
    EXPECT_EQ(valueAtX(speed, 100, 200, 200), 5.5f);  // the middle is 5.5 exactly
    EXPECT_EQ(valueAtX(speed, 100, 200, 203), 5.5f);  // 5.635 snaps to 5.5
    EXPECT_EQ(valueAtX(speed, 100, 200, 206), 6.0f);  // 5.77 snaps to 6
}

TEST(Sliders, ALogarithmicSliderGivesEachTenfoldTheSameLength) {
    const SliderSpec& boids = kSliders[*findSlider("numBoids")];
    const float decade = 200 / std::log10(boids.max / boids.min);  // pixels per tenfold on a 200-pixel track
    EXPECT_NEAR(xForValue(boids, 100, 200, 10), 100 + decade, 0.01f);
    EXPECT_NEAR(xForValue(boids, 100, 200, 1000), 100 + 3 * decade, 0.01f);
    // Between, a drag lands on two significant digits: about 31.6 at 1.5 decades becomes 32.
    EXPECT_EQ(valueAtX(boids, 100, 200, 100 + 1.5f * decade), 32);
    EXPECT_EQ(valueAtX(boids, 100, 200, 100 + 4.5f * decade), 32000);
}

TEST(Sliders, TheWheelMovesALogarithmicSliderByItsSecondDigit) {
    const SliderSpec& boids = kSliders[*findSlider("numBoids")];
    const SliderSpec& speed = kSliders[*findSlider("maxSpeed")];
    EXPECT_EQ(nudged(boids, 200, 1), 210);
    EXPECT_EQ(nudged(boids, 200, -1), 190);
    EXPECT_EQ(nudged(boids, 100, -1), 99);  // below a round number, the smaller unit
    EXPECT_EQ(nudged(boids, 100000, 2), 120000);
    EXPECT_EQ(nudged(boids, 7, 3), 10);
    EXPECT_EQ(nudged(boids, 1, -1), 1);  // clamped
    EXPECT_EQ(nudged(speed, 5, 1), 5.5f);  // a linear slider moves by its step
}

TEST(Sliders, XForValueIsTheInverseOfValueAtX) {
    for (const SliderSpec& spec : kSliders) {
        SCOPED_TRACE(std::string(spec.name));
        for (float x : {10.0f, 110.0f, 137.0f, 210.0f, 333.0f, 410.0f}) {  // a track from 10 to 410
            const float value = valueAtX(spec, 10, 400, x);
            EXPECT_FLOAT_EQ(valueAtX(spec, 10, 400, xForValue(spec, 10, 400, value)), value);
        }
    }
}

TEST(Sliders, LabelsReadNameColonValueWithTheStepsDecimals) {
    Params params;
    params.separationWeight = 3.49f;
    EXPECT_EQ(sliderLabel(kSliders[*findSlider("numBoids")], params), "numBoids: 200");
    EXPECT_EQ(sliderLabel(kSliders[*findSlider("separationWeight")], params), "separationWeight: 3.49");
    EXPECT_EQ(sliderLabel(kSliders[*findSlider("maxSpeed")], params), "maxSpeed: 5.0");
    EXPECT_EQ(sliderLabel(kSliders[*findSlider("neighborRadius")], params), "neighborRadius: 40");
    EXPECT_EQ(sliderLabel(kSliders[*findSlider("predatorMaxSpeed")], params), "predatorMaxSpeed: 7.5");
}

TEST(Sliders, AnUnknownNameIsNotFound) { EXPECT_FALSE(findSlider("wingspan")); }

}  // namespace
}  // namespace boids::app

// The sliders: the workshop's order, ranges and steps; values from the handle's x, snapped and clamped; labels.
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
        {"numBoids", 1, 2000, 1},        {"separationWeight", 0, 4, 0.01f}, {"alignmentWeight", 0, 4, 0.01f},
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
    const SliderSpec& boids = kSliders[*findSlider("numBoids")];  // 1 to 2000
    const SliderSpec& speed = kSliders[*findSlider("maxSpeed")];  // 1 to 10, step 0.5
    // A track from x = 100 to x = 300.
    EXPECT_EQ(valueAtX(boids, 100, 200, 100), 1);
    EXPECT_EQ(valueAtX(boids, 100, 200, 300), 2000);
    EXPECT_EQ(valueAtX(boids, 100, 200, 50), 1);      // left of the track
    EXPECT_EQ(valueAtX(boids, 100, 200, 999), 2000);  // right of it
    EXPECT_EQ(valueAtX(speed, 100, 200, 200), 5.5f);  // the middle is 5.5 exactly
    EXPECT_EQ(valueAtX(speed, 100, 200, 203), 5.5f);  // 5.635 snaps to 5.5
    EXPECT_EQ(valueAtX(speed, 100, 200, 206), 6.0f);  // 5.77 snaps to 6
}

TEST(Sliders, XForValueIsTheInverseOfValueAtX) {
    for (const SliderSpec& spec : kSliders) {
        SCOPED_TRACE(std::string(spec.name));
        for (float t : {0.0f, 0.25f, 0.5f, 1.0f}) {
            const float value = snapped(spec, spec.min + t * (spec.max - spec.min));
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

// The sliders: the workshop's order, ranges and steps; values from the handle's x, snapped and clamped; labels.
// And the words: every slider a check or a hint speaks of is one the window has.
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <boids/task_list.h>  // generated from tasks.txt: BOIDS_TASK_LIST
#include <boids/checks.h>

#include "slider_words.h"
#include "sliders.h"

namespace boids::app {
namespace {

TEST(Sliders, HaveTheWorkshopsOrderRangesAndSteps) {
    struct Expected {
        const char* name;
        float min, max, step;
    };
    std::vector<Expected> expected{
        {"numBoids", 1, 1000000, 1},     {"separationWeight", 0, 4, 0.01f}, {"alignmentWeight", 0, 4, 0.01f},
        {"cohesionWeight", 0, 4, 0.01f}, {"maxSpeed", 1, 10, 0.5f},         {"neighborRadius", 0, 100, 5},
        {"numPredators", 0, 30, 1},      {"predatorMaxSpeed", 1, 10, 0.5f}, {"numObstacles", 0, 30, 1},
    };
    // A weight that tasks.txt adds to Params gets a slider from 0 to 4 after the kit's three weights.
    [[maybe_unused]] auto afterWeights = expected.begin() + 4;  // used only where tasks.txt adds a weight
#define BOIDS_EXPECT_ADDED_WEIGHT(field) afterWeights = expected.insert(afterWeights, {#field, 0, 4, 0.01f}) + 1;
    BOIDS_TASK_ADDED_WEIGHTS(BOIDS_EXPECT_ADDED_WEIGHT)
#undef BOIDS_EXPECT_ADDED_WEIGHT
    // A parameter of a task's own (its params.txt) gets a slider over its range after the kit's sliders.
#define BOIDS_EXPECT_TASK_PARAM(field, value, min, max, step) expected.push_back({#field, min, max, step});
    BOIDS_TASK_PARAMS(BOIDS_EXPECT_TASK_PARAM)
#undef BOIDS_EXPECT_TASK_PARAM
    ASSERT_EQ(workshopSliders().size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        SCOPED_TRACE(expected[i].name);
        EXPECT_EQ(workshopSliders()[i].name, expected[i].name);
        EXPECT_EQ(workshopSliders()[i].min, expected[i].min);
        EXPECT_EQ(workshopSliders()[i].max, expected[i].max);
        EXPECT_EQ(workshopSliders()[i].step, expected[i].step);
    }
}

TEST(Sliders, PointStraightAtTheirParamsField) {
    Params params;
    setSliderValue(workshopSliders()[*findSlider("cohesionWeight")], params, 2.5f);
    setSliderValue(workshopSliders()[*findSlider("numPredators")], params, 7);
    EXPECT_EQ(params.cohesionWeight, 2.5f);
    EXPECT_EQ(params.numPredators, 7);
    params.maxSpeed = 3;
    EXPECT_EQ(sliderValue(workshopSliders()[*findSlider("maxSpeed")], params), 3);
}

TEST(Sliders, SnapValuesToTheNearestStepAndClampToTheRange) {
    const SliderSpec& weight = workshopSliders()[*findSlider("separationWeight")];
    const SliderSpec& speed = workshopSliders()[*findSlider("maxSpeed")];
    const SliderSpec& radius = workshopSliders()[*findSlider("neighborRadius")];
    EXPECT_FLOAT_EQ(snapped(weight, 3.4949f), 3.49f);
    EXPECT_FLOAT_EQ(snapped(weight, -1), 0);
    EXPECT_FLOAT_EQ(snapped(weight, 9), 4);
    EXPECT_FLOAT_EQ(snapped(speed, 5.3f), 5.5f);
    EXPECT_FLOAT_EQ(snapped(speed, 5.2f), 5);
    EXPECT_FLOAT_EQ(snapped(radius, 42), 40);
    EXPECT_FLOAT_EQ(snapped(radius, 43), 45);
}

TEST(Sliders, ValueFromTheHandlesXIsSnappedAndClamped) {
    const SliderSpec& boids = workshopSliders()[*findSlider("numBoids")];  // 1 to 1000000, logarithmic
    const SliderSpec& speed = workshopSliders()[*findSlider("maxSpeed")];  // 1 to 10, step 0.5
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
    const SliderSpec& boids = workshopSliders()[*findSlider("numBoids")];
    const float decade = 200 / std::log10(boids.max / boids.min);  // pixels per tenfold on a 200-pixel track
    EXPECT_NEAR(xForValue(boids, 100, 200, 10), 100 + decade, 0.01f);
    EXPECT_NEAR(xForValue(boids, 100, 200, 1000), 100 + 3 * decade, 0.01f);
    // Between, a drag lands on two significant digits: about 31.6 at 1.5 decades becomes 32.
    EXPECT_EQ(valueAtX(boids, 100, 200, 100 + 1.5f * decade), 32);
    EXPECT_EQ(valueAtX(boids, 100, 200, 100 + 4.5f * decade), 32000);
}

TEST(Sliders, TheWheelMovesALogarithmicSliderByItsSecondDigit) {
    const SliderSpec& boids = workshopSliders()[*findSlider("numBoids")];
    const SliderSpec& speed = workshopSliders()[*findSlider("maxSpeed")];
    EXPECT_EQ(nudged(boids, 200, 1), 210);
    EXPECT_EQ(nudged(boids, 200, -1), 190);
    EXPECT_EQ(nudged(boids, 100, -1), 99);  // below a round number, the smaller unit
    EXPECT_EQ(nudged(boids, 100000, 2), 120000);
    EXPECT_EQ(nudged(boids, 7, 3), 10);
    EXPECT_EQ(nudged(boids, 1, -1), 1);  // clamped
    EXPECT_EQ(nudged(speed, 5, 1), 5.5f);  // a linear slider moves by its step
}

TEST(Sliders, XForValueIsTheInverseOfValueAtX) {
    for (const SliderSpec& spec : workshopSliders()) {
        SCOPED_TRACE(std::string(spec.name));
        for (float x : {10.0f, 110.0f, 137.0f, 210.0f, 333.0f, 410.0f}) {  // a track from 10 to 410
            const float value = valueAtX(spec, 10, 400, x);
            EXPECT_FLOAT_EQ(valueAtX(spec, 10, 400, xForValue(spec, 10, 400, value)), value);
        }
    }
}

TEST(Sliders, LabelsReadNameColonValueWithTheStepsDecimals) {
    WorldParams params;
    params.separationWeight = 3.49f;
    EXPECT_EQ(sliderLabel(workshopSliders()[*findSlider("numBoids")], params), "numBoids: 200");
    EXPECT_EQ(sliderLabel(workshopSliders()[*findSlider("separationWeight")], params), "separationWeight: 3.49");
    EXPECT_EQ(sliderLabel(workshopSliders()[*findSlider("maxSpeed")], params), "maxSpeed: 5.0");
    EXPECT_EQ(sliderLabel(workshopSliders()[*findSlider("neighborRadius")], params), "neighborRadius: 40");
    EXPECT_EQ(sliderLabel(workshopSliders()[*findSlider("predatorMaxSpeed")], params), "predatorMaxSpeed: 7.5");
}

TEST(Sliders, AnUnknownNameIsNotFound) { EXPECT_FALSE(findSlider("wingspan")); }

// --- Words that match the program: "the `X` slider", "the X and Y sliders", "slider X" name Workshop sliders ---

std::string fileText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(Sliders, TheFinderOfUnknownSlidersCatchesTheWordsThatWereWrongOnce) {
    // Sentences the checks once said: the window has no slider for the flee or avoidance values.
    EXPECT_EQ(wrongSliderPhrases("the force follows the four avoidance sliders."),
              std::vector<std::string>{"avoidance sliders"});
    EXPECT_EQ(wrongSliderPhrases("the force follows the fleeRadius and fleeStrength sliders."),
              std::vector<std::string>{"fleeRadius and fleeStrength sliders"});
    EXPECT_EQ(wrongSliderPhrases("move the `avoidStrength`\nslider up"),
              std::vector<std::string>{"`avoidStrength` slider"});
    EXPECT_EQ(wrongSliderPhrases("drag the slider fleeStrength"), std::vector<std::string>{"slider fleeStrength"});
    EXPECT_EQ(wrongSliderPhrases("the speed slider"), std::vector<std::string>{"speed slider"});
    EXPECT_EQ(wrongSliderPhrases("the maxSpeed and `flee` sliders"),
              std::vector<std::string>{"maxSpeed and `flee` sliders"});
    // The catalog's words about flee and avoidance once claimed sliders too, and so may a guide's row.
    EXPECT_EQ(wrongSliderPhrases("numbers in the code: the sliders change params.fleeRadius and params.fleeStrength"),
              std::vector<std::string>{"sliders change params.fleeRadius and params.fleeStrength"});
    EXPECT_EQ(wrongSliderPhrases("drag `avoidStrength` and nothing changes"),
              std::vector<std::string>{"drag `avoidStrength`"});
    EXPECT_EQ(wrongSliderPhrases("`fleeRadius` has a slider"), std::vector<std::string>{"`fleeRadius` has a slider"});
    EXPECT_EQ(wrongSliderPhrases("the window has sliders for `neighborRadius` and `fleeRadius`: drag them"),
              std::vector<std::string>{"has sliders for `neighborRadius` and `fleeRadius`"});
    // Saying a slider is missing is as wrong when the window has it.
    EXPECT_EQ(wrongSliderPhrases("the window has no slider for `fleeRadius` or `neighborRadius`"),
              std::vector<std::string>{"no slider for `fleeRadius` or `neighborRadius`"});
    // One phrase once, though two readings find it.
    EXPECT_EQ(wrongSliderPhrases("drag the `fleeRadius` slider"), std::vector<std::string>{"drag the `fleeRadius` slider"});
    // And the right words pass.
    for (const char* right : {"the weight follows the neighborRadius slider.", "the `maxSpeed` slider",
                              "the slider changes params.neighborRadius", "drag `separationWeight` and `neighborRadius`",
                              "the window has no slider for `fleeRadius` or `fleeStrength`",
                              "`neighborRadius` has a slider", "drag the slider", "Flee has no weight slider",
                              "the window has a slider for `neighborRadius`", "the panel of sliders",
                              "the window, the sliders, the inspector",
                              "the separationWeight, alignmentWeight and cohesionWeight sliders",
                              "whatever the weight sliders say", "its own weight slider", "a slider changes it",
                              "the window has no slider for them", "the panel's sliders", "slider numBoids",
                              "the sliders are saved when you quit"}) {
        EXPECT_EQ(wrongSliderPhrases(right), std::vector<std::string>{}) << right;
    }
}

TEST(Sliders, EveryCaseAndHintSpeaksOnlyOfSlidersTheWindowHas) {
    for (Task task : forceTasks()) {
        const std::string file = "tests/" + std::string(info(task).file).insert(info(task).file.size() - 4, "_test");
        for (const ForceCase& c : casesFor(task)) {
            for (const auto& [what, text] : {std::pair{"hint", &c.hint}, std::pair{"scene", &c.scene}}) {
                for (const std::string& phrase : wrongSliderPhrases(*text)) {
                    ADD_FAILURE() << file << ", case " << c.name << ", its " << what << ": \"" << phrase
                                  << "\" names a slider the window does not have. Its Workshop sliders are the ones "
                                     "in framework/app/logic/sliders.h; say how the value is really set.";
                }
            }
        }
    }
    const std::filesystem::path source = BOIDS_SOURCE_DIR;
    int files = 0;
    // Each task's hints and stub (its folder, framework/tasks/STEM/) and its solution.
    std::vector<std::filesystem::path> paths;
    for (const TaskInfo& task : tasks()) {
        const std::filesystem::path folder = source / "framework" / "tasks" / std::string(task.stem);
        paths.insert(paths.end(),
                     {folder / "hints.md", folder / "stub.cpp", source / "solutions" / std::string(task.file)});
    }
    for (const std::filesystem::path& path : paths) {
        if (!std::filesystem::exists(path)) continue;
        ++files;
        for (const std::string& phrase : wrongSliderPhrases(fileText(path))) {
            ADD_FAILURE() << std::filesystem::relative(path, source).generic_string() << ": \"" << phrase
                          << "\" names a slider the window does not have. Its Workshop sliders are the ones in "
                             "framework/app/logic/sliders.h; say how the value is really set.";
        }
    }
    EXPECT_EQ(files, 3 * taskCount()) << "the hints, the stubs and the solutions of tasks.txt's " << taskCount()
                                     << " tasks were not all found under " << source;
}

}  // namespace
}  // namespace boids::app

// The sliders: the workshop's order, ranges and steps; values from the handle's x, snapped and clamped; labels.
// And the words: every slider a check or a hint speaks of is one the window has.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <boids/task_list.h>  // generated from tasks.txt: BOIDS_TASK_LIST
#include <boids/checks.h>

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

bool isWorkshopSliderLabel(const std::string& word) {
    return std::any_of(workshopSliders().begin(), workshopSliders().end(), [&](const SliderSpec& s) { return s.name == word; });
}

// Words that may stand before "slider" without naming one: "the slider", "its own weight slider", "no slider".
bool isPlainWordBeforeSlider(std::string word) {
    std::transform(word.begin(), word.end(), word.begin(), [](unsigned char ch) { return char(std::tolower(ch)); });
    static const std::vector<std::string> plain{
        "a",    "an",    "the",   "one",   "two",  "three",    "each",     "every",    "any",     "all",
        "no",   "its",   "own",   "their", "your", "this",     "that",     "these",    "those",   "which",
        "what", "other", "same",  "whose", "first", "last",    "weight",   "workshop", "window's", "panel's",
        "model's"};
    return std::find(plain.begin(), plain.end(), word) != plain.end();
}

// True when the word after "slider" is a name rather than the sentence going on: "numBoids", "`maxSpeed`".
bool looksLikeAName(const std::string& word, bool quoted) {
    return quoted || std::any_of(word.begin() + 1, word.end(), [](unsigned char ch) { return std::isupper(ch); });
}

// Each phrase of `text` that speaks of a slider the window does not have, quoted: "four avoidance sliders".
std::vector<std::string> unknownSliderPhrases(const std::string& text) {
    std::string folded;  // white space, line breaks included, as one space; emphasis marks dropped
    for (char ch : text) {
        if (ch == '*') continue;
        const bool space = ch == ' ' || ch == '\n' || ch == '\t' || ch == '\r';
        if (space && (folded.empty() || folded.back() == ' ')) continue;
        folded += space ? ' ' : ch;
    }
    std::vector<std::string> found;
    // "the X slider", "the X and Y sliders", "the X, Y or Z sliders": every X must be a label or a plain word.
    const std::string word = "`?[A-Za-z][A-Za-z0-9']*`?";
    const std::regex before("(?:^|[^A-Za-z0-9_'`])(" + word + "(?:(?:, and |, or |, | and | or )" + word +
                            ")*) [Ss]liders?\\b");
    for (auto m = std::sregex_iterator(folded.begin(), folded.end(), before); m != std::sregex_iterator(); ++m) {
        const std::string names = (*m)[1].str();
        const std::regex each(word);
        for (auto n = std::sregex_iterator(names.begin(), names.end(), each); n != std::sregex_iterator(); ++n) {
            std::string name = n->str();
            const bool quoted = name.front() == '`';
            name.erase(std::remove(name.begin(), name.end(), '`'), name.end());
            if (name == "and" || name == "or") continue;
            const bool known = isWorkshopSliderLabel(name) || (!quoted && isPlainWordBeforeSlider(name));
            if (!known) found.push_back(m->str().substr(m->str().find(names)));
            if (!known) break;  // the phrase once, however many of its names are wrong
        }
    }
    // "slider X", "the sliders `X`": a name after the word must be a label too (plain words are the sentence's own).
    const std::regex after("\\b[Ss]liders?,? (`?)([A-Za-z][A-Za-z0-9]*)(`?)");
    for (auto m = std::sregex_iterator(folded.begin(), folded.end(), after); m != std::sregex_iterator(); ++m) {
        const std::string name = (*m)[2].str();
        if (looksLikeAName(name, !(*m)[1].str().empty()) && !isWorkshopSliderLabel(name)) found.push_back(m->str());
    }
    return found;
}

std::string fileText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(Sliders, TheFinderOfUnknownSlidersCatchesTheWordsThatWereWrongOnce) {
    // Sentences the checks once said: the window has no slider for the flee or avoidance values.
    EXPECT_EQ(unknownSliderPhrases("the force follows the four avoidance sliders."),
              std::vector<std::string>{"avoidance sliders"});
    EXPECT_EQ(unknownSliderPhrases("the force follows the fleeRadius and fleeStrength sliders."),
              std::vector<std::string>{"fleeRadius and fleeStrength sliders"});
    EXPECT_EQ(unknownSliderPhrases("move the `avoidStrength`\nslider up"),
              std::vector<std::string>{"`avoidStrength` slider"});
    EXPECT_EQ(unknownSliderPhrases("drag the slider fleeStrength"), std::vector<std::string>{"slider fleeStrength"});
    EXPECT_EQ(unknownSliderPhrases("the speed slider"), std::vector<std::string>{"speed slider"});
    EXPECT_EQ(unknownSliderPhrases("the maxSpeed and `flee` sliders"),
              std::vector<std::string>{"maxSpeed and `flee` sliders"});
    // And the right words pass.
    for (const char* right : {"the weight follows the neighborRadius slider.", "the `maxSpeed` slider",
                              "the separationWeight, alignmentWeight and cohesionWeight sliders",
                              "whatever the weight sliders say", "its own weight slider", "a slider changes it",
                              "the window has no slider for them", "the panel's sliders", "slider numBoids",
                              "the sliders are saved when you quit"}) {
        EXPECT_EQ(unknownSliderPhrases(right), std::vector<std::string>{}) << right;
    }
}

TEST(Sliders, EveryCaseAndHintSpeaksOnlyOfSlidersTheWindowHas) {
    for (Task task : forceTasks()) {
        const std::string file = "tests/" + std::string(info(task).file).insert(info(task).file.size() - 4, "_test");
        for (const ForceCase& c : casesFor(task)) {
            for (const auto& [what, text] : {std::pair{"hint", &c.hint}, std::pair{"scene", &c.scene}}) {
                for (const std::string& phrase : unknownSliderPhrases(*text)) {
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
        for (const std::string& phrase : unknownSliderPhrases(fileText(path))) {
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

// The seeds' models in the window: key M and the panel's button switch them, O sets a seed's values, S species,
// the sliders follow the model, and the command line and the state dump name them.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "app_state.h"
#include "cli.h"
#include "sliders.h"
#include "state_dump.h"

namespace boids::app {
namespace {

AppState freshApp() {
    AppState app = makeAppState(Params{}, 1, linkedTasks(), nullptr, 0, {1200 + kPanelWidth, 900});
    app.realTime = false;
    return app;
}

TEST(ModelKeys, MOSAndAGiveTheirCommands) {
    EXPECT_EQ(commandForKey({'m'}).command, Command::CycleModel);
    EXPECT_EQ(commandForKey({'o'}).command, Command::ApplyPreset);
    EXPECT_EQ(commandForKey({'s'}).command, Command::ToggleSpecies);
    EXPECT_EQ(commandForKey({'a'}).command, Command::TogglePlot);
}

TEST(Models, KeyMCyclesTheModelsAndKeepsTheFlocksPositionsAndVelocities) {
    AppState app = freshApp();
    const Boid before = app.world.boids[9];
    handleInput(app, KeyPress{'m'});
    EXPECT_EQ(app.world.params.model, Model::Reynolds);
    EXPECT_EQ(app.world.boids[9].position, before.position);
    EXPECT_EQ(app.world.boids[9].velocity, before.velocity);
    for (int i = 0; i < 4; ++i) handleInput(app, KeyPress{'m'});
    EXPECT_EQ(app.world.params.model, Model::Workshop);
}

TEST(Models, TheModelButtonSwitchesLikeKeyM) {
    AppState app = freshApp();
    const Rect& b = app.layout.modelButton;
    handleInput(app, MousePress{{b.x + b.w / 2, b.y + b.h / 2}});
    EXPECT_EQ(app.world.params.model, Model::Reynolds);
}

TEST(Models, ThePanelShowsTheRunningModelsSliders) {
    AppState app = freshApp();
    EXPECT_EQ(activeSliders(app).data(), workshopSliders().data());
    setModel(app, Model::InverseSquare);
    EXPECT_EQ(activeSliders(app).size(), kInverseSquareSliders.size());
    EXPECT_EQ(activeSliders(app)[4].name, "R");
    EXPECT_EQ(sliderValue(activeSliders(app)[4], app.world.params), app.world.params.inverseSquare.radius);
}

TEST(Models, ThePresetButtonGivesTheInverseSquareModelItsListingsFlock) {
    AppState app = freshApp();
    setModel(app, Model::InverseSquare);
    app.world.params.inverseSquare.cohesion = 0.9f;
    const Rect& b = app.layout.presetButton;
    handleInput(app, MousePress{{b.x + b.w / 2, b.y + b.h / 2}});
    const InverseSquareParams seed;
    EXPECT_EQ(app.world.params.inverseSquare.cohesion, seed.cohesion);
    EXPECT_EQ(app.world.boids.size(), 50u);
    EXPECT_EQ(app.world.params.worldSize, (Vec2{2 * seed.halfWidth, 2 * seed.halfWidth}));
}

TEST(Models, KeySTogglesSpeciesAndThePlotRecordsWhileAModelRuns) {
    AppState app = freshApp();
    handleInput(app, KeyPress{'s'});
    EXPECT_TRUE(app.world.params.species);
    setModel(app, Model::Accumulators);
    for (int i = 0; i < 2 * kPlotEverySteps; ++i) simulateStep(app);
    EXPECT_EQ(app.plot.history.size(), 2u);
    EXPECT_GE(app.plot.history.back().clusters, 1);
}

TEST(Models, The3DModelFliesAFlockOfItsOwn) {
    AppState app = freshApp();
    setModel(app, Model::Flock3D);
    ASSERT_EQ(app.flock3d.boids.size(), std::size_t(app.world.params.numBoids));
    const Vec3 before = app.flock3d.boids[0].position;
    const Boid flat = app.world.boids[0];
    simulateStep(app);
    EXPECT_NE(app.flock3d.boids[0].position, before);
    EXPECT_EQ(app.world.boids[0].position, flat.position);
}

TEST(Models, EachModelStopsAtItsOwnCapWhateverTheSearch) {
    // The inverse-square model and the 3D flock compare every pair: they stop at modelMaxBoids(model) even with a
    // grid. The other 2D models search with the grid, up to kMaxBoids.
    for (const Model model : {Model::Workshop, Model::Reynolds, Model::InverseSquare, Model::Accumulators,
                              Model::Flock3D}) {
        SCOPED_TRACE(std::string(displayName(model)));
        AppState app = freshApp();
        app.search = SearchMode::ReferenceGrid;
        app.world.params.numBoids = kMaxBoids;  // as the slider's end sets it
        setModel(app, model);
        const int expected = std::min(kMaxBoids, modelMaxBoids(model));
        EXPECT_EQ(app.world.params.numBoids, expected);
        if (model == Model::Flock3D) {
            EXPECT_EQ(app.flock3d.boids.size(), std::size_t(expected));
        }
        if (expected < kMaxBoids) {
            const std::string words = fmt::format("stops at {} boids", expected);
            const bool said = std::any_of(app.notices.begin(), app.notices.end(), [&](const Notice& n) {
                return n.text.find(words) != std::string::npos;
            });
            EXPECT_TRUE(said) << "a notice says why the flock shrank: \"" << words << "\"";
        }
    }
}

TEST(Models, TheCommandLineTheSettingsTheSliderAndKeyMStopACappedModelAtTheSameNumber) {
    for (const Model model : {Model::InverseSquare, Model::Flock3D}) {
        const int cap = modelMaxBoids(model);
        SCOPED_TRACE(fmt::format("{}, cap {}", displayName(model), cap));
        const std::string over = std::to_string(cap + 1);
        const std::string capText = std::to_string(cap);
        const std::string name(cliName(model));

        // The command line refuses one more than the cap, naming the value, the model and the cap, and takes the
        // cap itself.
        const std::vector<std::string_view> tooMany{"--model", name, "--boids", over, "--neighbors", "reference-grid"};
        const CommandLine refused = parseCommandLine(tooMany);
        EXPECT_EQ(refused.exitCode, kBadArguments);
        const std::string said = fmt::format("--boids {} is more than the model {} flies: it stops at {} boids", over,
                                             displayName(model), cap);
        EXPECT_NE(refused.message.find(said), std::string::npos) << refused.message;
        const std::vector<std::string_view> atCap{"--model", name, "--boids", capText, "--neighbors", "reference-grid"};
        EXPECT_TRUE(parseCommandLine(atCap).options);

        // A settings file's numBoids (read with the workshop's range) is cut to the cap when the model starts.
        WorldParams params;
        params.model = model;
        params.numBoids = cap + 1;
        const AppState app = makeAppState(params, 1, linkedTasks(), nullptr, 0, {1200 + kPanelWidth, 900},
                                          SearchMode::ReferenceGrid);
        EXPECT_EQ(app.world.params.numBoids, cap);
        ASSERT_FALSE(app.log.empty());
        const std::string logged = fmt::format("numBoids {} is more than the model {} flies: it stops at {} boids",
                                               over, displayName(model), cap);
        EXPECT_NE(app.log.front().find(logged), std::string::npos) << app.log.front();

        // The model's numBoids slider ends at the cap.
        const auto sliders = slidersFor(model);
        const auto numBoids = std::find_if(sliders.begin(), sliders.end(), [](const SliderSpec& spec) {
            return std::holds_alternative<int Params::*>(spec.field) && std::get<int Params::*>(spec.field) ==
                                                                             &Params::numBoids;
        });
        ASSERT_NE(numBoids, sliders.end());
        EXPECT_EQ(numBoids->max, float(cap));
    }
}

TEST(Models, TheStartingFlockOfThe3DModelIsCappedToo) {
    WorldParams params;
    params.model = Model::Flock3D;
    params.numBoids = 20000;  // a settings file or --boids with a grid
    const AppState app = makeAppState(params, 1, linkedTasks(), nullptr, 0, {1200 + kPanelWidth, 900},
                                      SearchMode::ReferenceGrid);
    EXPECT_EQ(app.flock3d.boids.size(), std::size_t(kFlock3DMaxBoids));
    EXPECT_EQ(app.world.params.numBoids, kFlock3DMaxBoids);
    const std::vector<std::string_view> args{"--model", "3d", "--boids", "20000", "--neighbors", "reference-grid"};
    const CommandLine c = parseCommandLine(args);
    EXPECT_EQ(c.exitCode, kBadArguments);
    EXPECT_NE(c.message.find("--boids 20000 is more than the model 3D flock"), std::string::npos) << c.message;
}

TEST(Models, TheCommandLineNamesTheModelSpeciesAndAnalysis) {
    const std::vector<std::string_view> args{"--model", "inverse-square", "--species", "--analyze", "a.csv",
                                             "--analyze-every", "10"};
    const CommandLine c = parseCommandLine(args);
    ASSERT_TRUE(c.options) << c.message;
    EXPECT_EQ(c.options->model, Model::InverseSquare);
    EXPECT_TRUE(c.options->species);
    EXPECT_EQ(c.options->analyze, "a.csv");
    EXPECT_EQ(c.options->analyzeEvery, 10);
    const std::vector<std::string_view> bad{"--model", "vicsek"};
    const CommandLine b = parseCommandLine(bad);
    EXPECT_EQ(b.exitCode, kBadArguments);
    EXPECT_NE(b.message.find("--model expects"), std::string::npos) << b.message;
}

TEST(Models, TheStateDumpNamesTheModelAndSpecies) {
    AppState app = freshApp();
    setModel(app, Model::Reynolds);
    const std::string dump = formatStateDump(app);
    EXPECT_NE(dump.find("\nmodel=reynolds\n"), std::string::npos);
    EXPECT_NE(dump.find("\nspecies=off\n"), std::string::npos);
}

}  // namespace
}  // namespace boids::app

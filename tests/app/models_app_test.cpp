// The seeds' models in the window: key M and the panel's button switch them, O sets a seed's values, S species,
// the sliders follow the model, and the command line and the state dump name them.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "app_state.h"
#include "cli.h"
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
    EXPECT_EQ(activeSliders(app).data(), kSliders.data());
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
    // The 3D flock compares every pair (2.2 s a step at 20,000 boids): it stops at kFlock3DMaxBoids even with a
    // grid. The 2D models search with the grid, up to kMaxBoids.
    for (const Model model : {Model::Workshop, Model::Reynolds, Model::InverseSquare, Model::Accumulators,
                              Model::Flock3D}) {
        SCOPED_TRACE(std::string(displayName(model)));
        AppState app = freshApp();
        app.search = SearchMode::ReferenceGrid;
        app.world.params.numBoids = kMaxBoids;  // as the slider's end sets it
        setModel(app, model);
        const int expected = model == Model::Flock3D ? kFlock3DMaxBoids : kMaxBoids;
        EXPECT_EQ(app.world.params.numBoids, expected);
        if (model == Model::Flock3D) {
            EXPECT_EQ(app.flock3d.boids.size(), std::size_t(kFlock3DMaxBoids));
            const bool said = std::any_of(app.notices.begin(), app.notices.end(), [](const Notice& n) {
                return n.text.find("stops at 2000 boids") != std::string::npos;
            });
            EXPECT_TRUE(said) << "a notice says why the flock shrank";
        }
    }
}

TEST(Models, TheStartingFlockOfThe3DModelIsCappedToo) {
    Params params;
    params.model = Model::Flock3D;
    params.numBoids = 20000;  // a settings file or --boids with a grid
    const AppState app = makeAppState(params, 1, linkedTasks(), nullptr, 0, {1200 + kPanelWidth, 900},
                                      SearchMode::ReferenceGrid);
    EXPECT_EQ(app.flock3d.boids.size(), std::size_t(kFlock3DMaxBoids));
    EXPECT_EQ(app.world.params.numBoids, kFlock3DMaxBoids);
    const std::vector<std::string_view> args{"--model", "3d", "--boids", "20000", "--neighbors", "reference-grid"};
    const CommandLine c = parseCommandLine(args);
    EXPECT_EQ(c.exitCode, kBadArguments);
    EXPECT_NE(c.message.find("--boids 20000 is more than the 3D flock"), std::string::npos) << c.message;
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

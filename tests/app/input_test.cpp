// Input: which key gives which command, and what clicks, drags and keys do to the state.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include "app_state.h"

namespace boids::app {
namespace {

TEST(Keys, MapToTheirCommands) {
    EXPECT_EQ(commandForKey({'p'}).command, Command::TogglePause);
    EXPECT_EQ(commandForKey({' '}).command, Command::StepOnce);
    EXPECT_EQ(commandForKey({'r'}).command, Command::Rerandomize);
    EXPECT_EQ(commandForKey({'h'}).command, Command::ToggleHelp);
    EXPECT_EQ(commandForKey({'?'}).command, Command::ToggleHelp);
    EXPECT_EQ(commandForKey({'/'}).command, Command::None);
    EXPECT_EQ(commandForKey({'f'}).command, Command::ToggleInspector);
    EXPECT_EQ(commandForKey({'l'}).command, Command::ToggleTextSize);
    EXPECT_EQ(commandForKey({kKeyEscape}).command, Command::Back);
    EXPECT_EQ(commandForKey({'x'}).command, Command::None);
}

TEST(Keys, AForceTasksNumberTogglesItAndTheGridsDoesNot) {
    for (Task task : forceTasks()) {
        const int n = info(task).number;
        if (n > 9) continue;  // no key
        const KeyCommand c = commandForKey({'0' + n});
        EXPECT_EQ(c.command, Command::ToggleTask) << info(task).name;
        EXPECT_EQ(c.task, n);
    }
    EXPECT_EQ(commandForKey({'0' + info(kGridTask).number}).command, Command::None);
    for (int n = 1; n <= 9; ++n) {
        if (!taskNumbered(n)) {
            EXPECT_EQ(commandForKey({'0' + n}).command, Command::None) << n << " is no task's number";
        }
    }
}

TEST(Keys, HeldDownOnlySpaceRepeats) {
    EXPECT_EQ(commandForKey({' ', false, true}).command, Command::StepOnce);
    EXPECT_EQ(commandForKey({'1', false, true}).command, Command::None);
    EXPECT_EQ(commandForKey({'p', false, true}).command, Command::None);
}

TEST(Keys, ScriptNamesGiveTheKeysAPersonPresses) {
    EXPECT_EQ(keyNamed("space")->key, ' ');
    EXPECT_EQ(keyNamed("escape")->key, kKeyEscape);
    EXPECT_EQ(keyNamed("P")->key, 'p');
    EXPECT_EQ(keyNamed("3")->key, '3');
    EXPECT_EQ(keyNamed("?")->key, '?');
    EXPECT_FALSE(keyNamed("F13"));
}

// A state with the references on both sides, in a window of the default size.
AppState freshApp(Params params = {}) {
    return makeAppState(params, 1, linkedTasks(), &linkedTasks(), 0, {1200 + kPanelWidth, 900});
}

Vec2 trackPoint(const AppState& app, const char* slider, float value) {
    const SliderSpec& spec = workshopSliders()[*findSlider(slider)];
    const Rect& track = app.layout.sliders[*findSlider(slider)].track;
    return {xForValue(spec, track.x, track.w, value), track.y + track.h / 2};
}

TEST(Input, DraggingASliderChangesItsFieldLive) {
    AppState app = freshApp();
    const Vec2 from = trackPoint(app, "numBoids", 200);
    handleInput(app, MousePress{from});
    EXPECT_EQ(app.world.params.numBoids, 200) << "pressing on the handle alone changes nothing";
    handleInput(app, MouseMove{trackPoint(app, "numBoids", 1000)});
    EXPECT_NEAR(app.world.params.numBoids, 1000, 10);
    EXPECT_EQ(app.world.boids.size(), std::size_t(app.world.params.numBoids)) << "the flock follows";
    handleInput(app, MouseRelease{trackPoint(app, "numBoids", 1000)});
    handleInput(app, MouseMove{trackPoint(app, "numBoids", 50)});
    EXPECT_NEAR(app.world.params.numBoids, 1000, 10) << "after the release, moving does nothing";
}

TEST(Input, PressingTheTrackJumpsToThatValue) {
    AppState app = freshApp();
    handleInput(app, MousePress{trackPoint(app, "numPredators", 30)});
    EXPECT_EQ(app.world.params.numPredators, 30);
    EXPECT_EQ(app.world.predators.size(), 30u);
}

TEST(Input, TheWheelOverASliderMovesItOneStep) {
    AppState app = freshApp();
    handleInput(app, MouseMove{trackPoint(app, "maxSpeed", 5)});
    handleInput(app, MouseWheel{1});
    EXPECT_EQ(app.world.params.maxSpeed, 5.5f);
    handleInput(app, MouseWheel{-3});
    EXPECT_EQ(app.world.params.maxSpeed, 4.0f);
}

TEST(Input, ResetRestoresTheDefaults) {
    Params params;
    params.cohesionWeight = 3;
    params.numBoids = 20;
    AppState app = freshApp(params);
    const Rect& r = app.layout.resetButton;
    handleInput(app, MousePress{{r.x + 5, r.y + 5}});
    EXPECT_EQ(app.world.params.cohesionWeight, Params{}.cohesionWeight);
    EXPECT_EQ(app.world.boids.size(), std::size_t(Params{}.numBoids));
}

TEST(Input, AClickInEmptySpaceAddsAnObstacleAndAClickOnOneRemovesIt) {
    Params params;
    params.numObstacles = 0;
    AppState app = freshApp(params);
    const Vec2 at = toScreen(app.layout, {600, 450});
    handleInput(app, MousePress{at});
    ASSERT_EQ(app.world.obstacles.size(), 1u);
    EXPECT_EQ(app.world.params.numObstacles, 1);
    EXPECT_NEAR(app.world.obstacles[0].center.x, 600, 1e-3f);
    EXPECT_NEAR(app.world.obstacles[0].center.y, 450, 1e-3f);
    handleInput(app, MousePress{at + Vec2{5, 5}});  // inside it
    EXPECT_TRUE(app.world.obstacles.empty());
    EXPECT_EQ(app.world.params.numObstacles, 0);
}

TEST(Input, TheCursorIsAPredatorOnlyOverTheWorld) {
    AppState app = freshApp();
    handleInput(app, MouseMove{toScreen(app.layout, {300, 200})});
    ASSERT_TRUE(app.world.mousePredator);
    EXPECT_NEAR(app.world.mousePredator->y, 200, 1e-3f);
    handleInput(app, MouseMove{{app.layout.panel.x + 20, 300}});
    EXPECT_FALSE(app.world.mousePredator);
    handleInput(app, MouseMove{toScreen(app.layout, {300, 200})});
    handleInput(app, MouseLeftWindow{});
    EXPECT_FALSE(app.world.mousePredator);
}

TEST(Input, KeysOneToFiveSwitchATaskBetweenTheLearnersCodeAndTheReference) {
    AppState app = freshApp();
    ASSERT_EQ(app.sides[0], Side::Learner);
    handleInput(app, KeyPress{'1'});
    EXPECT_EQ(app.sides[0], Side::Reference);
    EXPECT_EQ(app.sides[1], Side::Learner);
    handleInput(app, KeyPress{'1'});
    EXPECT_EQ(app.sides[0], Side::Learner);
}

TEST(Input, PausedSpaceStepsOnce) {
    AppState app = freshApp();
    handleInput(app, KeyPress{'p'});
    EXPECT_TRUE(app.paused);
    EXPECT_EQ(stepsThisFrame(app, 1.0), 0);
    handleInput(app, KeyPress{' '});
    EXPECT_EQ(stepsThisFrame(app, 0.0), 1);
    EXPECT_EQ(stepsThisFrame(app, 0.0), 0);
}

TEST(Input, RRerandomizesTheFlockKeepingTheSliders) {
    Params params;
    params.numBoids = 50;
    AppState app = freshApp(params);
    const Vec2 before = app.world.boids[0].position;
    handleInput(app, KeyPress{'r'});
    EXPECT_EQ(app.world.boids.size(), 50u);
    EXPECT_NE(app.world.boids[0].position, before);
}

TEST(Input, FThenAClickOnABoidInspectsItAndEscLeavesWithoutQuitting) {
    AppState app = freshApp();
    handleInput(app, KeyPress{'f'});
    EXPECT_EQ(app.inspector, Inspector::Picking);
    const std::size_t obstaclesBefore = app.world.obstacles.size();
    handleInput(app, MousePress{toScreen(app.layout, app.world.boids[7].position)});
    EXPECT_EQ(app.inspector, Inspector::Showing);
    EXPECT_EQ(app.inspected, 7u);
    EXPECT_EQ(app.world.obstacles.size(), obstaclesBefore) << "a click while inspecting adds no obstacle";
    handleInput(app, KeyPress{kKeyEscape});
    EXPECT_EQ(app.inspector, Inspector::Off);
    EXPECT_FALSE(app.quit);
    handleInput(app, KeyPress{kKeyEscape});
    EXPECT_TRUE(app.quit);
}

TEST(Input, EscClosesTheHelpBeforeQuitting) {
    AppState app = freshApp();
    handleInput(app, KeyPress{'h'});
    EXPECT_TRUE(app.showHelp);
    handleInput(app, KeyPress{kKeyEscape});
    EXPECT_FALSE(app.showHelp);
    EXPECT_FALSE(app.quit);
}

// L: large text, in the same window, its panel kLargeTextScale times wider; L again: back to normal.
TEST(Input, LMakesTheTextLargeAndLAgainNormal) {
    AppState app = freshApp();
    const Layout normal = app.layout;
    handleInput(app, KeyPress{'l'});
    EXPECT_EQ(app.layout.textSize, TextSize::Large);
    EXPECT_EQ(app.layout.window, normal.window);
    EXPECT_FLOAT_EQ(app.layout.panel.w, normal.panel.w * kLargeTextScale);
    handleInput(app, KeyPress{'l'});
    EXPECT_EQ(app.layout.textSize, TextSize::Normal);
    EXPECT_FLOAT_EQ(app.layout.panel.w, normal.panel.w);
}

// In a window too small for the large text's panel, the notice says what size it needs.
TEST(Input, LargeTextInASmallWindowSaysTheWindowItNeeds) {
    AppState app = makeAppState(Params{}, 1, linkedTasks(), &linkedTasks(), 0, kMinWindow);
    handleInput(app, KeyPress{'l'});
    ASSERT_FALSE(app.notices.empty());
    const std::string needs = fmt::format("needs a window of {:.0f} x {:.0f}", kMinWindowLargeText.x, kMinWindowLargeText.y);
    EXPECT_NE(app.notices.back().text.find(needs), std::string::npos) << app.notices.back().text;
}

TEST(Input, ClosingTheWindowQuits) {
    AppState app = freshApp();
    handleInput(app, QuitRequested{});
    EXPECT_TRUE(app.quit);
}

}  // namespace
}  // namespace boids::app

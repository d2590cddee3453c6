// The layout: the world y-up and scaled to fit beside the panel, the transform both ways, and the hit tests.
#include <gtest/gtest.h>

#include "layout.h"

namespace boids::app {
namespace {

constexpr Vec2 kWorld{1200, 900};

TEST(Layout, TheDefaultWindowShowsTheWorldAtFullSizeBesideThePanel) {
    const Vec2 window = defaultWindowSize(kWorld);
    EXPECT_EQ(window.x, 1200 + kPanelWidth);
    EXPECT_EQ(window.y, 900);
    const Layout l = computeLayout(window, kWorld);
    EXPECT_FLOAT_EQ(l.scale, 1);
    EXPECT_FLOAT_EQ(l.world.x, 0);
    EXPECT_FLOAT_EQ(l.world.w, 1200);
    EXPECT_FLOAT_EQ(l.panel.x, 1200);
    EXPECT_FLOAT_EQ(l.panel.w, kPanelWidth);
}

TEST(Layout, TheDefaultWindowShrinksToFitASmallScreen) {
    const Vec2 window = defaultWindowSize(kWorld, {1366, 768});
    EXPECT_LE(window.x, 1366);
    EXPECT_LE(window.y, 768);
    const Layout l = computeLayout(window, kWorld);
    EXPECT_LT(l.scale, 1);
    EXPECT_NEAR(l.world.w / l.world.h, 1200.0f / 900.0f, 0.01f);  // aspect kept
}

TEST(Layout, WorldIsYUpWithTheOriginAtTheBottomLeft) {
    const Layout l = computeLayout({1200 + kPanelWidth, 900}, kWorld);
    EXPECT_EQ(toScreen(l, {0, 0}), (Vec2{0, 900}));        // bottom-left corner
    EXPECT_EQ(toScreen(l, {1200, 900}), (Vec2{1200, 0}));  // top-right
    EXPECT_EQ(toScreen(l, {100, 800}), (Vec2{100, 100}));  // up in the world is up on screen
}

TEST(Layout, AWideWindowLetterboxesTheWorldInTheMiddle) {
    const Layout l = computeLayout({2000 + kPanelWidth, 900}, kWorld);
    EXPECT_FLOAT_EQ(l.scale, 1);
    EXPECT_FLOAT_EQ(l.world.x, 400);  // (2000 - 1200) / 2
    EXPECT_EQ(toScreen(l, {0, 0}), (Vec2{400, 900}));
    EXPECT_FALSE(isOverWorld(l, {100, 450}));  // in the bar beside the world
    EXPECT_TRUE(isOverWorld(l, {500, 450}));
}

TEST(Layout, ToWorldUndoesToScreenAtAnyScale) {
    for (Vec2 window : {Vec2{1200 + kPanelWidth, 900}, Vec2{800, 600}, Vec2{3000, 1000}}) {
        const Layout l = computeLayout(window, kWorld);
        for (Vec2 p : {Vec2{0, 0}, Vec2{600, 450}, Vec2{1199, 1}}) {
            const Vec2 back = toWorld(l, toScreen(l, p));
            EXPECT_NEAR(back.x, p.x, 1e-3f);
            EXPECT_NEAR(back.y, p.y, 1e-3f);
        }
    }
}

TEST(Layout, ThePanelIsNotTheWorld) {
    const Layout l = computeLayout({1200 + kPanelWidth, 900}, kWorld);
    EXPECT_FALSE(isOverWorld(l, {1300, 100}));
    EXPECT_TRUE(isOverWorld(l, {10, 10}));
}

TEST(Layout, SlidersAreStackedInOrderAndHitTestedByTheirTrack) {
    const Layout l = computeLayout({1200 + kPanelWidth, 900}, kWorld);
    ASSERT_EQ(l.sliders.size(), workshopSliders().size());
    for (std::size_t i = 0; i < l.sliders.size(); ++i) {
        const Rect& track = l.sliders[i].track;
        const Vec2 middle{track.x + track.w / 2, track.y + track.h / 2};
        EXPECT_EQ(sliderAt(l, middle), i);
        EXPECT_GE(track.x, l.panel.x);
        EXPECT_LE(track.right(), l.panel.right());
        if (i > 0) {
            EXPECT_GT(track.y, l.sliders[i - 1].track.y);
        }
    }
    EXPECT_FALSE(sliderAt(l, {600, 450}));  // the world
    EXPECT_FALSE(sliderAt(l, {l.resetButton.x + 5, l.resetButton.y + 5}));
    EXPECT_GT(l.resetButton.y, l.sliders.back().track.bottom());
    EXPECT_GT(l.statsY, l.resetButton.bottom());
    EXPECT_GT(l.tasksY, l.statsY);
    EXPECT_GT(l.messagesY, l.tasksY + 5 * kTaskRowHeight);
    EXPECT_LT(l.messagesY, 900);
}

}  // namespace
}  // namespace boids::app

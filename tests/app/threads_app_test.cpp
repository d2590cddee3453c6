// Threads in the window: T switches a step between every thread of the pool and one, the panel and the summary
// line say how many run, and the flock flies the same either way. And what the panel says of a huge flock's drawing.
#include <cstring>
#include <string>

#include <gtest/gtest.h>

#include <boids/thread_pool.h>

#include "app_state.h"
#include "panel_text.h"
#include "state_dump.h"
#include "tiny_bodies.h"

namespace boids::app {
namespace {

AppState appWith(int boids, ThreadPool& pool) {
    Params params;
    params.numBoids = boids;
    AppState app = makeAppState(params, 1, linkedTasks(), nullptr, 0, {1200 + kPanelWidth, 900},
                                SearchMode::ReferenceGrid);
    app.realTime = false;
    app.pool = &pool;
    useAllThreads(app, true);
    return app;
}

bool mentions(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The message for a flock plotted as pixels: there for a flock of kBoidsInAFrame (whose world the window grows), not
// for the default one, and naming the software renderer only where SDL draws with it.
TEST(HugeFlock, ThePanelSaysItsBoidsArePlottedAsPixelsAndWhetherTheRendererIsSoftware) {
    constexpr int kBoidsInAFrame = 1'000'000;
    ThreadPool pool(2);
    const auto drawingLine = [](const AppState& app) {
        for (const Span& line : messageLines(app)) {
            if (mentions(line.text, "pixels")) return line.text;
        }
        return std::string{};
    };
    AppState small = appWith(Params{}.numBoids, pool);
    ASSERT_FALSE(drawnAsDots(small.layout));
    EXPECT_EQ(drawingLine(small), "");

    Params params;
    params.numBoids = kBoidsInAFrame;
    params.worldSize = worldSizeFor(kBoidsInAFrame, params.worldSize);
    AppState huge = makeAppState(params, 1, linkedTasks(), nullptr, 0, {1200 + kPanelWidth, 900},
                                 SearchMode::ReferenceGrid);
    ASSERT_TRUE(drawnAsDots(huge.layout));
    EXPECT_EQ(drawingLine(huge), "Boids this small on screen are plotted as a few pixels each, into one image a frame.");
    huge.softwareRenderer = true;
    EXPECT_EQ(drawingLine(huge), "Boids this small on screen are plotted as a few pixels each, into one image a frame. "
                                 "SDL draws it with its software renderer.");
}

TEST(ThreadsKey, TGivesItsCommand) { EXPECT_EQ(commandForKey({'t'}).command, Command::ToggleThreads); }

TEST(ThreadsKey, TSwitchesBetweenThePoolAndOneThreadAndSaysSo) {
    ThreadPool pool(3);
    AppState app = appWith(int(kParallelStepMinBoids), pool);
    ASSERT_EQ(stepThreads(app), 3);
    EXPECT_TRUE(mentions(statsLines(app).front().text, "3 thr")) << statsLines(app).front().text;
    EXPECT_TRUE(mentions(summaryLine(app, 1), "threads=3")) << summaryLine(app, 1);

    handleInput(app, KeyPress{'t'});
    EXPECT_EQ(stepThreads(app), 1);
    EXPECT_EQ(app.buffers.threads, nullptr);
    ASSERT_FALSE(app.notices.empty());
    EXPECT_EQ(app.notices.back().text, "A step now runs on 1 thread.");
    EXPECT_TRUE(mentions(statsLines(app).front().text, "1 thr")) << statsLines(app).front().text;

    handleInput(app, KeyPress{'t'});
    EXPECT_EQ(stepThreads(app), 3);
    EXPECT_EQ(app.notices.back().text, "A step now runs on 3 threads.");
}

TEST(ThreadsKey, SaysFromHowManyBoidsTheThreadsShareAStep) {
    ThreadPool pool(2);
    AppState app = appWith(200, pool);
    handleInput(app, KeyPress{'t'});
    handleInput(app, KeyPress{'t'});
    EXPECT_TRUE(mentions(app.notices.back().text, std::to_string(kParallelStepMinBoids) + " boids on"))
        << app.notices.back().text;
}

TEST(ThreadsKey, TheFlockFliesTheSameBitsOnOneThreadOrAll) {
    ThreadPool pool(2);
    AppState all = appWith(int(kParallelStepMinBoids) + 500, pool);
    AppState one = appWith(int(kParallelStepMinBoids) + 500, pool);
    handleInput(one, KeyPress{'t'});
    ASSERT_EQ(stepThreads(one), 1);
    for (int s = 0; s < 20; ++s) {
        simulateStep(all);
        simulateStep(one);
    }
    ASSERT_EQ(all.world.boids.size(), one.world.boids.size());
    for (std::size_t i = 0; i < all.world.boids.size(); ++i) {
        ASSERT_EQ(std::memcmp(&all.world.boids[i].position, &one.world.boids[i].position, sizeof(Vec2)), 0)
            << "boid " << i;
        ASSERT_EQ(std::memcmp(&all.world.boids[i].velocity, &one.world.boids[i].velocity, sizeof(Vec2)), 0)
            << "boid " << i;
    }
}

}  // namespace
}  // namespace boids::app

// Scripted input: the lines it understands, the errors it names, and the events a line stands for.
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "files.h"
#include "script.h"

namespace boids::app {
namespace {

TEST(Script, ParsesEachKindOfLineInFrameOrder) {
    const Script s = parseScript(
        "# a comment\n\n"
        "30 key 1\n"
        "10 drag slider separationWeight 3.5\n"
        "20 click world 600 450\n"
        "21 click screen 5 6\n"
        "22 click boid 4\n"
        "23 click reset\n"
        "24 move world 1 2\n",
        "in.txt");
    ASSERT_EQ(s.error, "");
    ASSERT_EQ(s.events.size(), 7u);
    EXPECT_EQ(s.events[0].frame, 10);
    EXPECT_EQ(s.events[0].kind, ScriptEvent::Kind::DragSlider);
    EXPECT_EQ(s.events[0].slider, *findSlider("separationWeight"));
    EXPECT_EQ(s.events[0].value, 3.5f);
    EXPECT_EQ(s.events[1].kind, ScriptEvent::Kind::ClickWorld);
    EXPECT_EQ(s.events[1].point, (Vec2{600, 450}));
    EXPECT_EQ(s.events[2].kind, ScriptEvent::Kind::ClickScreen);
    EXPECT_EQ(s.events[3].boid, 4u);
    EXPECT_EQ(s.events[4].kind, ScriptEvent::Kind::ClickReset);
    EXPECT_EQ(s.events[5].kind, ScriptEvent::Kind::MoveWorld);
    EXPECT_EQ(s.events[6].kind, ScriptEvent::Kind::Key);
    EXPECT_EQ(s.events[6].key.key, '1');
    EXPECT_EQ(s.events[6].line, 3);
}

TEST(Script, NamesTheLineAndWhatWasExpected) {
    const struct {
        const char* text;
        const char* expected;
    } cases[] = {
        {"x key 1", "a frame number"},
        {"-1 key 1", "a frame number"},
        {"5 drag slider wingspan 3", "a slider name"},
        {"5 drag slider maxSpeed fast", "a number"},
        {"5 click world 1", "FRAME drag slider"},
        {"5 key F13", "a key"},
        {"5 wiggle", "FRAME drag slider"},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.text);
        const Script s = parseScript(std::string("# first\n") + c.text, "in.txt");
        EXPECT_NE(s.error.find("in.txt line 2"), std::string::npos) << s.error;
        EXPECT_NE(s.error.find(c.expected), std::string::npos) << s.error;
    }
}

TEST(Script, ADragPressesOnTheHandleMovesToTheValueAndReleases) {
    AppState app = makeAppState(Params{}, 1, linkedTasks(), nullptr, 0, {1200 + kPanelWidth, 900});
    const Script s = parseScript("0 drag slider maxSpeed 8", "t");
    const auto inputs = inputsFor(s.events.at(0), app);
    ASSERT_EQ(inputs.size(), 4u);
    EXPECT_TRUE(std::holds_alternative<MousePress>(inputs[1]));
    EXPECT_TRUE(std::holds_alternative<MouseRelease>(inputs[3]));
    for (const InputEvent& e : inputs) handleInput(app, e);
    EXPECT_EQ(app.world.params.maxSpeed, 8);
    EXPECT_FALSE(app.dragging);
}

TEST(Script, AClickInTheWorldLandsOnThatWorldPoint) {
    AppState app = makeAppState(Params{}, 1, linkedTasks(), nullptr, 0, {800, 600});  // scaled down
    const Script s = parseScript("0 click world 600 450", "t");
    const auto inputs = inputsFor(s.events.at(0), app);
    ASSERT_EQ(inputs.size(), 3u);
    const Vec2 at = toWorld(app.layout, std::get<MousePress>(inputs[1]).at);
    EXPECT_NEAR(at.x, 600, 1 / app.layout.scale);
    EXPECT_NEAR(at.y, 450, 1 / app.layout.scale);
}

TEST(Script, AcceptsAByteOrderMarkAndCrlfLineEnds) {
    const Script s = parseScript("\xEF\xBB\xBF" "5 key p\r\n6 key h\r\n", "notepad.txt");
    ASSERT_EQ(s.error, "");
    ASSERT_EQ(s.events.size(), 2u);
    EXPECT_EQ(s.events[0].key.key, 'p');
    EXPECT_EQ(s.events[1].key.key, 'h');
}

TEST(Script, RefusesAControlByteAndALineLongerThanTheLimit) {
    const Script withNul = parseScript(std::string("0 key p\n0 key\0 h\n", 16), "in.txt");
    EXPECT_NE(withNul.error.find("in.txt line 2 has the control byte 0x00"), std::string::npos) << withNul.error;

    const std::string longLine = "0 key p " + std::string(kMaxLineBytes, '#');  // kMaxLineBytes + 8 bytes
    const Script tooLong = parseScript("0 key p\n" + longLine + "\n", "in.txt");
    EXPECT_NE(tooLong.error.find(fmt::format("in.txt line 2 is {} bytes long", longLine.size())), std::string::npos)
        << tooLong.error;
    EXPECT_NE(tooLong.error.find(fmt::format("at most {} bytes", kMaxLineBytes)), std::string::npos) << tooLong.error;
}

// A queue that takes `room` events, then refuses until it is emptied (as SDL's does at 65,535), and a record of
// every key it took.
struct SmallQueue {
    std::size_t room;
    std::size_t held = 0;
    std::string taken;
    bool push(const InputEvent& e) {
        if (held == room) return false;
        ++held;
        taken += std::get<KeyPress>(e).key;
        return true;
    }
};

TEST(ScriptFeed, HandsOnWhatTheQueueRefusesAtTheNextFrameAndDropsNothing) {
    const AppState app = makeAppState(Params{}, 1, linkedTasks(), nullptr, 0, {1200 + kPanelWidth, 900});
    // Ten keys at frame 0 and one at frame 1, into a queue of room 4 that the program empties every frame.
    std::string text;
    const std::string keys = "abcdefghijk";
    for (std::size_t i = 0; i < keys.size(); ++i) text += fmt::format("{} key {}\n", i < 10 ? 0 : 1, keys[i]);
    ScriptFeed feed(parseScript(text, "t").events);
    SmallQueue queue{4, 0, {}};
    const auto push = [&](const InputEvent& e) { return queue.push(e); };
    long long frame = 0;
    for (; feed.waiting() > 0 || frame < 2; ++frame) {
        ASSERT_TRUE(feed.feed(frame, app, push)) << "frame " << frame;
        queue.held = 0;  // the frame polls every event
        ASSERT_LT(frame, 10) << "the feed never finishes";
    }
    EXPECT_EQ(queue.taken, keys) << "every key, in order";
    EXPECT_EQ(frame, 3) << "11 keys through a queue of 4: frames 0, 1 and 2";
}

TEST(ScriptFeed, AQueueThatRefusesTheFirstEventOfAFrameIsAnErrorAndTheEventWaits) {
    const AppState app = makeAppState(Params{}, 1, linkedTasks(), nullptr, 0, {1200 + kPanelWidth, 900});
    ScriptFeed feed(parseScript("0 key p\n", "t").events);
    EXPECT_FALSE(feed.feed(0, app, [](const InputEvent&) { return false; }));
    EXPECT_EQ(feed.waiting(), 1u);
}

}  // namespace
}  // namespace boids::app

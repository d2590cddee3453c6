// The raised hand in the window (hand_sign.h): N and D write the kit's hand file and take the hand down again, D
// says "done" only with a task that passes on the learner's own code, a hand raised from the terminal shows within a
// second, a damaged file is no hand and is named once, and the sign sits inside the world.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "../support/stub_table.h"

#include <boids/tasks.h>

#include "app_state.h"
#include "hand_sign.h"
#include "input.h"

namespace boids::app {
namespace {

namespace fs = std::filesystem;

constexpr Vec2 kWindow{1200 + kPanelWidth, 900};
constexpr std::int64_t kNow = 1764860400;

// The untouched stubs: every task returns {}.
const TaskTable kStubs = stubs::forcesTable();

// A state whose hand file is in a folder of its own, removed after the test.
class Hand : public ::testing::Test {
protected:
    Hand() {
        folder_ = fs::temp_directory_path() /
                  ("boids-hand-" + std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()));
        app.hand.file = folder_ / ".workshop" / "hand";  // its folder is made by the first write
    }
    ~Hand() override {
        std::error_code ignored;
        fs::remove_all(folder_, ignored);
    }
    void write(const std::string& text) {
        fs::create_directories(app.hand.file.parent_path());
        std::ofstream(app.hand.file, std::ios::binary) << text;
    }
    std::string fileText() const {
        std::ifstream in(app.hand.file, std::ios::binary);
        return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    }
    // The learner's code passing every check of `task` (precondition: a force task).
    void passes(Task task) {
        LearnerTask& t = app.learnerTasks[std::size_t(index(task))];
        t.total = 12;
        t.passed = t.total;
    }

    fs::path folder_;
    AppState app = makeAppState(Params{}, 1, linkedTasks(), &kStubs, 0, kWindow);
};

TEST(HandKeys, NRaisesTheNeedHelpHandAndDTheDoneHand) {
    EXPECT_EQ(commandForKey(KeyPress{'n'}).command, Command::NeedHelp);
    EXPECT_EQ(commandForKey(KeyPress{'d'}).command, Command::Done);
}

TEST_F(Hand, NWritesANeedHelpHandThatTheTerminalReadsAndNAgainLowersIt) {
    toggleNeedHelp(app, kNow);
    ASSERT_TRUE(app.hand.up);
    EXPECT_EQ(app.hand.up->kind, hand::Kind::Help);
    const hand::Read read = hand::fromText(fileText());
    ASSERT_TRUE(read.hand) << read.problem;
    EXPECT_EQ(*read.hand, (hand::Hand{hand::Kind::Help, 0, kNow}));
    toggleNeedHelp(app, kNow + 60);
    EXPECT_FALSE(app.hand.up);
    EXPECT_FALSE(fs::exists(app.hand.file));
}

TEST_F(Hand, DSaysDoneWithTheHighestNumberedTaskThatPassesOnTheLearnersOwnCode) {
    const std::span<const Task> forces = forceTasks();
    ASSERT_GE(forces.size(), 2u);
    passes(forces[0]);
    passes(forces[1]);
    app.learnerTasks[std::size_t(index(forces[1]))].builtFromSolution = true;  // the reference swapped in
    toggleDone(app, kNow);
    ASSERT_TRUE(app.hand.up);
    EXPECT_EQ(app.hand.up->kind, hand::Kind::Done);
    EXPECT_EQ(app.hand.up->task, info(forces[0]).number) << "the reference passing is not the learner's doing";
}

TEST_F(Hand, DWithNoTaskPassingLeavesTheHandDownAndSaysWhy) {
    app.notices.clear();
    toggleDone(app, kNow);
    EXPECT_FALSE(app.hand.up);
    EXPECT_FALSE(fs::exists(app.hand.file));
    ASSERT_FALSE(app.notices.empty());
    EXPECT_NE(app.notices.back().text.find("No task passes its checks on your code yet"), std::string::npos)
        << app.notices.back().text;
}

TEST_F(Hand, AHandRaisedFromTheTerminalShowsWithinASecondAndGoesWhenItIsLowered) {
    pollHand(app);
    EXPECT_FALSE(app.hand.up);
    write(hand::toText({hand::Kind::Done, 2, kNow}));
    pollHand(app);
    EXPECT_FALSE(app.hand.up) << "read again before a second has passed";
    app.clock += kHandReadSeconds;
    pollHand(app);
    ASSERT_TRUE(app.hand.up);
    EXPECT_EQ(app.hand.up->task, 2);
    fs::remove(app.hand.file);
    app.clock += kHandReadSeconds;
    pollHand(app);
    EXPECT_FALSE(app.hand.up);
}

TEST_F(Hand, ADamagedFileIsNoHandAndTheTerminalIsToldWhyOnce) {
    write("hand = wave\nsince = 1\n");
    app.log.clear();
    pollHand(app);
    EXPECT_FALSE(app.hand.up);
    ASSERT_EQ(app.log.size(), 1u);
    EXPECT_NE(app.log[0].find("is not a hand (line 1: hand is \"wave\", where it is help or done N)"), std::string::npos)
        << app.log[0];
    app.clock += kHandReadSeconds;
    pollHand(app);
    EXPECT_EQ(app.log.size(), 1u) << "the same problem is said once";
}

TEST_F(Hand, TheSignSitsInsideTheWorldsTopLeftCornerWithItsWords) {
    struct Metrics : TextMetrics {  // every character 10 pixels wide; lines as tall as their size's points
        Vec2 lineSize(std::string_view text, FontSize size) const override {
            return {10.0f * float(text.size()), lineHeight(size)};
        }
        float lineHeight(FontSize size) const override { return float(kFontPointSizes[std::size_t(size)]); }
    } metrics;
    EXPECT_FALSE(layoutHandSign(app, metrics, kNow));
    app.hand.up = hand::Hand{hand::Kind::Help, 0, kNow - 12 * 60};
    const std::optional<HandSign> sign = layoutHandSign(app, metrics, kNow);
    ASSERT_TRUE(sign);
    const Rect& world = app.layout.world;
    EXPECT_GE(sign->box.x, world.x);
    EXPECT_GE(sign->box.y, world.y);
    EXPECT_LE(sign->box.right(), world.x + world.w / 2) << "in the left half, clear of the panel";
    EXPECT_LE(sign->box.bottom(), world.y + world.h / 4);
    EXPECT_EQ(sign->words.text, "NEED HELP");
    EXPECT_EQ(sign->words.size, FontSize::Sign);
    EXPECT_EQ(sign->detail.text, "up 12 min  ·  N lowers it");
    EXPECT_GE(sign->words.box.w, metrics.lineSize(sign->words.text, FontSize::Sign).x) << "the words fit their box";
}

}  // namespace
}  // namespace boids::app

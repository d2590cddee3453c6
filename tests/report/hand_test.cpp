// The hand file: what it writes is read back, a damaged file is named by line and never read as a hand, and the
// words the window and the terminal show.
#include <boids/hand.h>

#include <gtest/gtest.h>

namespace boids::hand {
namespace {

constexpr std::int64_t kRaisedAt = 1764860400;  // 2025-12-04 15:00 UTC

TEST(HandFile, ANeedHelpHandIsReadBackAsWritten) {
    const Hand help{Kind::Help, 0, kRaisedAt};
    const Read read = fromText(toText(help));
    EXPECT_EQ(read.problem, "");
    ASSERT_TRUE(read.hand);
    EXPECT_EQ(*read.hand, help);
}

TEST(HandFile, ADoneHandIsReadBackWithItsTask) {
    const int task = 3;
    const Hand done{Kind::Done, task, kRaisedAt};
    const Read read = fromText(toText(done));
    ASSERT_TRUE(read.hand) << read.problem;
    EXPECT_EQ(read.hand->task, task);
    EXPECT_EQ(read.hand->kind, Kind::Done);
}

TEST(HandFile, AnEmptyFileOrOneOfCommentsIsNoHandAndNoProblem) {
    for (const std::string_view text : {"", "# nothing\n\n", "\r\n"}) {
        const Read read = fromText(text);
        EXPECT_FALSE(read.hand) << text;
        EXPECT_EQ(read.problem, "") << text;
    }
}

TEST(HandFile, AFileWrittenWithWindowsLineEndsIsRead) {
    const Read read = fromText("hand = done 12\r\nsince = 5\r\n");
    ASSERT_TRUE(read.hand) << read.problem;
    EXPECT_EQ(read.hand->task, 12);
    EXPECT_EQ(read.hand->since, 5);
}

TEST(HandFile, ADamagedFileIsNoHandAndItsProblemNamesTheLineOrKeyAndWhatWasExpected) {
    struct Damaged {
        std::string_view text, problem;
    };
    for (const Damaged& d : std::initializer_list<Damaged>{
             {"hand = wave\nsince = 1\n", "line 1: hand is \"wave\", where it is help or done N"},
             {"hand = done 0\nsince = 1\n", "line 1: the task in \"done 0\" is not a task's number, 1 to 99"},
             {"hand = done three\nsince = 1\n", "line 1: the task in \"done three\" is not a task's number, 1 to 99"},
             {"hand = help\nsince = -4\n", "line 2: since is \"-4\", where it is seconds since 1970"},
             {"hand = help\nsince = 12abc\n", "line 2: since is \"12abc\", where it is seconds since 1970"},
             {"# c\nhand help\n", "line 2: \"hand help\" is not KEY = VALUE"},
             {"colour = red\n", "line 1: the key \"colour\" is not hand or since"},
             {"hand = help\n", "there is a hand, but no since = SECONDS"},
             {"since = 3\n", "there is a since, but no hand = help or hand = done N"},
         }) {
        const Read read = fromText(d.text);
        EXPECT_FALSE(read.hand) << d.text;
        EXPECT_EQ(read.problem, d.problem) << d.text;
    }
}

TEST(HandWords, TheSignSaysHelpOrTheTaskDone) {
    EXPECT_EQ(sign({Kind::Help, 0, kRaisedAt}), "NEED HELP");
    EXPECT_EQ(sign({Kind::Done, 4, kRaisedAt}), "DONE WITH TASK 4");
}

TEST(HandWords, HowLongItHasBeenUpIsInSecondsMinutesOrHours) {
    const Hand hand{Kind::Help, 0, kRaisedAt};
    EXPECT_EQ(upFor(hand, kRaisedAt + 3), "3 s");
    EXPECT_EQ(upFor(hand, kRaisedAt - 100), "0 s") << "a clock set back is no age";
    EXPECT_EQ(upFor(hand, kRaisedAt + 40), "40 s");
    EXPECT_EQ(upFor(hand, kRaisedAt + 12 * 60 + 59), "12 min");
    EXPECT_EQ(upFor(hand, kRaisedAt + 65 * 60), "1 h 05 min");
}

}  // namespace
}  // namespace boids::hand

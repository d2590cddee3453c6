// Hints: the text of "## Hint K" as ./workshop hint shows it, and the count kept in .workshop/hints-N.
#include "hints.h"

#include <gtest/gtest.h>

#include <sstream>

#include "kit.h"
#include "scratch_folder.h"
#include "verbs.h"

namespace boids::companion {
namespace {

using testing::contentsOf;
using testing::put;
using testing::ScratchFolder;

using Lines = std::vector<std::string>;

constexpr std::string_view kHints =
    "# Task 1: alignment, hints\n"
    "\n"
    "Shown one at a time.\n"
    "\n"
    "## Hint 1\n"
    "\n"
    "Use every neighbour.\n"
    "\n"
    "\n"
    "## Hint 2  \n"
    "Three lines:\n"
    "\n"
    "```cpp\n"
    "Vec2 sum{};\n"
    "\n"
    "return sum;\n"
    "```\n"
    "After the code.\n"
    "## Hint 10\n"
    "The tenth.\n"
    "## Hint 1 again, in words\n"
    "Not hint 1.\n";

TEST(HintLines, TakesTheLinesUnderItsHeadingWithoutTheEmptyOnesAtEitherEnd) {
    EXPECT_EQ(hintLines(kHints, 1), (Lines{"Use every neighbour."}));
}

TEST(HintLines, TurnsACodeFenceIntoABlockIndentedByFourSpacesWhoseEmptyLinesStayEmpty) {
    EXPECT_EQ(hintLines(kHints, 2), (Lines{"Three lines:", "", "    Vec2 sum{};", "", "    return sum;", "After the code."}));
}

TEST(HintLines, TakesOnlyAHeadingWithNothingButSpacesAfterItsNumber) {
    EXPECT_EQ(hintLines(kHints, 10), (Lines{"The tenth."})) << "## Hint 10 is not hint 1";
    EXPECT_EQ(hintLines(kHints, 3), Lines{});
}

TEST(HintLines, ReadsALastLineWithoutANewlineAndKeepsACarriageReturn) {
    EXPECT_EQ(hintLines("## Hint 1\r\nwindows\r\n## Hint 2\nlast", 1), (Lines{"windows\r"}));
    EXPECT_EQ(hintLines("## Hint 1\r\nwindows\r\n## Hint 2\nlast", 2), (Lines{"last"}));
}

TEST(NewestHint, IsOneMoreThanTheHintsSeenUntilTheLast) {
    constexpr int total = 3;
    EXPECT_EQ(newestHint(0, total), 1);
    EXPECT_EQ(newestHint(2, total), 3);
    EXPECT_EQ(newestHint(total, total), total);
    EXPECT_EQ(newestHint(total + 5, total), total) << "a count beyond the last shows the last";
}

// The hint verb on a kit of one hints file, output captured.
class HintVerb : public ::testing::Test {
protected:
    HintVerb() : kit_(folder_.path()) {
        put(kit_.hints(taskNumber(1)), "## Hint 1\nfirst\n## Hint 2\nsecond\n## Hint 3\nthird\n");
    }
    // Runs `hint ARGS...`: its exit code; out_ and err_ hold what it wrote.
    int hint(std::vector<std::string> arguments) {
        out_.str("");
        err_.str("");
        Console console(out_, err_, false, "./workshop");
        Context context{kit_, console, "hint"};
        try {
            return verbHint(context, arguments);
        } catch (const CommandError& error) {
            err_ << error.message;
            return error.exitCode;
        }
    }
    ScratchFolder folder_;
    Kit kit_;
    std::ostringstream out_, err_;
};

TEST_F(HintVerb, ShowsOneMoreHintEachTimeAndCountsThemInTheStateFolder) {
    ASSERT_EQ(hint({"1"}), 0);
    EXPECT_NE(out_.str().find(">> Hint 1 of 3 (new)\nfirst\n"), std::string::npos) << out_.str();
    EXPECT_EQ(contentsOf(kit_.state() / "hints-1"), "1\n");
    ASSERT_EQ(hint({"1"}), 0);
    EXPECT_NE(out_.str().find("Hint 1 of 3\nfirst\n\n>> Hint 2 of 3 (new)\nsecond\n"), std::string::npos) << out_.str();
    EXPECT_NE(out_.str().find("./workshop hint 1 shows hint 3 of 3."), std::string::npos);
    EXPECT_EQ(contentsOf(kit_.state() / "hints-1"), "2\n");
}

TEST_F(HintVerb, AfterTheLastHintShowsTheLastAgainWithoutNewAndPointsAtTheReference) {
    put(kit_.state() / "hints-1", "3\n");
    ASSERT_EQ(hint({"1"}), 0);
    EXPECT_NE(out_.str().find(">> Hint 3 of 3\nthird\n"), std::string::npos) << out_.str();
    EXPECT_NE(out_.str().find("That was the last hint. The reference is solutions/01_alignment.cpp"), std::string::npos);
}

TEST_F(HintVerb, ResetForgetsTheCount) {
    put(kit_.state() / "hints-1", "2\n");
    ASSERT_EQ(hint({"1", "--reset"}), 0);
    EXPECT_FALSE(std::filesystem::exists(kit_.state() / "hints-1"));
    EXPECT_EQ(out_.str(), "Task 1 Alignment: the hints start again from hint 1 (./workshop hint 1 shows it).\n");
}

TEST_F(HintVerb, ACountThatIsNotANumberCountsAsNone) {
    put(kit_.state() / "hints-1", "lots\n");
    ASSERT_EQ(hint({"1"}), 0);
    EXPECT_NE(out_.str().find(">> Hint 1 of 3 (new)"), std::string::npos);
}

TEST_F(HintVerb, ATaskWithoutAHintsFileFailsNamingTheFile) {
    EXPECT_EQ(hint({"2"}), 1);
    EXPECT_EQ(err_.str(), "the kit has no hints for task 2 (framework/tasks/02_separation/hints.md is missing or has no '## Hint 1').");
}

TEST_F(HintVerb, BadArgumentsAreUsageErrors) {
    EXPECT_EQ(hint({}), 2);
    EXPECT_EQ(hint({"1", "--all"}), 2);
    EXPECT_EQ(err_.str(), "unknown option '--all' for hint; expected --reset (or nothing).");
}

}  // namespace
}  // namespace boids::companion

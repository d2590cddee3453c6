// The console's choice (console.h): colours and redrawn lines on a terminal only, never with NO_COLOR or TERM=dumb,
// and a child's escape codes taken out of plain output.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "console.h"

namespace boids::companion {
namespace {

TEST(StyledOutput, ATerminalIsStyled) { EXPECT_TRUE(styledOutput(true, nullptr, "xterm-256color")); }

TEST(StyledOutput, APipeOrAFileIsPlain) { EXPECT_FALSE(styledOutput(false, nullptr, "xterm-256color")); }

TEST(StyledOutput, NoColorMakesATerminalPlain) {
    EXPECT_FALSE(styledOutput(true, "1", "xterm-256color"));
    EXPECT_FALSE(styledOutput(true, "0", nullptr)) << "no-color.org: any value but the empty one, even 0";
}

TEST(StyledOutput, AnEmptyNoColorIsAsIfUnset) { EXPECT_TRUE(styledOutput(true, "", "xterm")); }

TEST(StyledOutput, ADumbTerminalIsPlain) { EXPECT_FALSE(styledOutput(true, nullptr, "dumb")); }

TEST(StyledOutput, NoVariableMakesAPipeStyled) { EXPECT_FALSE(styledOutput(false, "", "xterm")); }

TEST(Console, APlainConsoleHasNoColoursAndComplainsInWordsAlone) {
    std::ostringstream out, err;
    Console console(out, err, false, "./workshop");
    const Style& style = console.style();
    EXPECT_EQ(style.bold + style.green + style.red + style.yellow + style.dim + style.reset, "");
    EXPECT_FALSE(console.styled());
    console.complain("the build failed.");
    EXPECT_EQ(err.str(), "workshop: the build failed.\n");
}

TEST(Console, AStyledConsoleColoursItsComplaint) {
    std::ostringstream out, err;
    Console console(out, err, true, "./workshop");
    EXPECT_TRUE(console.styled());
    console.complain("the build failed.");
    EXPECT_EQ(err.str(), "\x1b[31mworkshop: the build failed.\x1b[0m\n");
}

TEST(WithoutEscapes, TakesOutColoursAndLineClearsAndKeepsTheText) {
    EXPECT_EQ(withoutEscapes("\x1b[01;31m\x1b[Kerror:\x1b[m\x1b[K a.cpp:3:1"), "error: a.cpp:3:1");
    EXPECT_EQ(withoutEscapes("plain text, 100% [ok]\n"), "plain text, 100% [ok]\n");
}

TEST(WithoutEscapes, ASequenceCutAtTheEndLeavesNothingBehind) {
    EXPECT_EQ(withoutEscapes("done\x1b[3"), "done");
    EXPECT_EQ(withoutEscapes("done\x1b"), "done");
    EXPECT_EQ(withoutEscapes("a\x1b(Bb"), "ab") << "ESC, an intermediate byte, a final byte";
}

TEST(WithoutEscapes, TakesOutALinkAndKeepsItsText) {
    // gcc's -fdiagnostics-urls: ESC ] 8 ; ; URL ESC \ text ESC ] 8 ; ; ESC \ (or BEL instead of ESC \)
    EXPECT_EQ(withoutEscapes("[\x1b]8;;https://gcc.gnu.org/w\x1b\\-Wall\x1b]8;;\x1b\\]"), "[-Wall]");
    EXPECT_EQ(withoutEscapes("\x1b]8;;https://x\a-Wall\x1b]8;;\a"), "-Wall");
}

}  // namespace
}  // namespace boids::companion

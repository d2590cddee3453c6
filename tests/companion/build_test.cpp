// Building (build.h): the build tool a kit's path calls for, the progress read from ninja's and make's lines and shown
// as the bash script showed it, and the compiler's first errors of a failed build.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "build.h"
#include "console.h"
#include "kit.h"
#include "scratch_folder.h"

namespace boids::companion {
namespace {

// ---- The generator: Ninja, make, or a refusal, by the characters of the kit's path ----

TEST(GeneratorChoice, APlainPathIsBuiltWithNinja) {
    const GeneratorChoice choice = classifyKitPath("/home/ada/boids-workshop_2 (copy)/kit.v1+{x}%=@!#$[]~,:");
    EXPECT_EQ(choice.odd, "");
    EXPECT_EQ(choice.unbuildable, "");
    EXPECT_EQ(generatorArguments(choice, true), (std::vector<std::string>{"-G", "Ninja"}));
}

TEST(GeneratorChoice, LettersBeyondAsciiArePlain) {
    EXPECT_EQ(classifyKitPath("/home/Zoë/Łukasz/日本").odd, "");
}

// Each character that Ninja reads as the end of a path in its dependency files: make builds instead.
TEST(GeneratorChoice, EachCharacterNinjaCannotReadBackChoosesMake) {
    for (const char c : std::string("'`&^*<>")) {
        const std::string path = std::string("/home/ada/kit") + c + "s";
        SCOPED_TRACE(path);
        const GeneratorChoice choice = classifyKitPath(path);
        EXPECT_EQ(choice.odd, std::string(1, c));
        EXPECT_EQ(choice.unbuildable, "");
        EXPECT_EQ(generatorArguments(choice, true), (std::vector<std::string>{"-G", "Unix Makefiles"}));
    }
}

// Each character that breaks CMake's configure or the build whatever the tool: a refusal, naming it.
TEST(GeneratorChoice, EachCharacterNoBuildToolTakesIsUnbuildable) {
    for (const char c : std::string(";\"\\|?")) {
        const std::string path = std::string("/home/ada/kit") + c + "s";
        SCOPED_TRACE(path);
        const GeneratorChoice choice = classifyKitPath(path);
        EXPECT_EQ(choice.odd, std::string(1, c));
        EXPECT_EQ(choice.unbuildable, std::string(1, c));
    }
}

TEST(GeneratorChoice, OddCharactersAreListedOnceInByteOrderSeparatedBySpaces) {
    const GeneratorChoice choice = classifyKitPath("/a|b&c'd&e;f|g");
    EXPECT_EQ(choice.odd, "& ' ; |");        // '&' 0x26, '\'' 0x27, ';' 0x3B, '|' 0x7C
    EXPECT_EQ(choice.unbuildable, "; |");   // the unbuildable ones among them, in the same order
}

TEST(GeneratorChoice, WithoutNinjaThePresetsOwnGeneratorIsKept) {
    EXPECT_TRUE(generatorArguments(classifyKitPath("/plain"), false).empty());
    EXPECT_TRUE(generatorArguments(classifyKitPath("/odd&path"), false).empty());
}

// ---- Progress lines ----

TEST(BuildProgress, ReadsNinjasCounterAndTheFileNameAfterTheLastSlash) {
    const auto progress = parseBuildProgress("[12/118] Building CXX object checker/CMakeFiles/boids_lead.dir/lead.cpp.o");
    ASSERT_TRUE(progress.has_value());
    EXPECT_EQ(progress->step, 12);
    EXPECT_EQ(progress->total, 118);
    EXPECT_EQ(progress->percent, 12 * 100 / 118);  // rounded down, as shell arithmetic does
    EXPECT_EQ(progress->file, "lead.cpp.o");
}

TEST(BuildProgress, ReadsMakesPercentageWithOrWithoutLeadingSpaces) {
    for (const auto& [line, percent] : std::vector<std::pair<std::string, int>>{
             {"[  5%] Building CXX object a/b.cpp.o", 5}, {"[ 45%] Linking CXX executable boids", 45},
             {"[100%] Built target boids", 100}}) {
        SCOPED_TRACE(line);
        const auto progress = parseBuildProgress(line);
        ASSERT_TRUE(progress.has_value());
        EXPECT_EQ(progress->percent, percent);
        EXPECT_FALSE(progress->total.has_value());
    }
    EXPECT_EQ(parseBuildProgress("[ 45%] Linking CXX executable tests/boids")->file, "boids");
}

TEST(BuildProgress, OtherLinesAreNotProgress) {
    for (const std::string line : {"ninja: no work to do.", "[12/118]Building", "[12/] x", "[/118] x", "[ 45%]x",
                                   "[45 %] x", "[a/b] x", " [1/2] x", "exercises/01_alignment.cpp:3:5: error: x", ""}) {
        SCOPED_TRACE(line);
        EXPECT_FALSE(parseBuildProgress(line).has_value());
    }
}

// The display, on a console whose output is captured.
struct CapturedConsole {
    std::ostringstream out, err;
    Console console;
    explicit CapturedConsole(bool terminal) : console(out, err, terminal, "./workshop") {}
};

std::string ninjaLine(int step, int total) {
    return "[" + std::to_string(step) + "/" + std::to_string(total) + "] Building CXX object dir/file" +
           std::to_string(step) + ".cpp.o";
}

TEST(ProgressDisplay, OnPlainOutputItSaysTheStartThenALineAtEachQuarter) {
    CapturedConsole captured(false);
    ProgressDisplay display(captured.console, 80);
    const int total = 40;
    for (int step = 1; step <= total; ++step) display.line(ninjaLine(step, total));
    display.finish();
    std::string expected;  // 25% is step 10 of 40, 50% step 20, ...; the first quarter starts at 0%, so it shows 2%
    expected += "  building: 2% (1 of 40 steps)\n";
    for (int quarter = 1; quarter <= 4; ++quarter) {
        const int step = quarter * total / 4;
        expected += "  building: " + std::to_string(quarter * 25) + "% (" + std::to_string(step) + " of 40 steps)\n";
    }
    EXPECT_EQ(captured.out.str(), expected);
    EXPECT_EQ(captured.out.str().find_first_of("\r\x1b"), std::string::npos) << "no redrawn line, no escape code";
}

TEST(ProgressDisplay, MakesLinesInColourAreReadToo) {
    CapturedConsole captured(false);
    ProgressDisplay display(captured.console, 80);
    display.line("\x1b[32m[ 33%] Building CXX object a/b.cpp.o\x1b[0m");  // make under CLICOLOR_FORCE
    EXPECT_EQ(captured.out.str(), "  building: 33%\n");
}

TEST(ProgressDisplay, ABuildOfFewerThanEightStepsShowsNothing) {
    CapturedConsole captured(false);
    ProgressDisplay display(captured.console, 80);
    for (int step = 1; step <= 7; ++step) display.line(ninjaLine(step, 7));
    display.finish();
    EXPECT_EQ(captured.out.str(), "");
}

TEST(ProgressDisplay, MakesLinesHaveNoStepCount) {
    CapturedConsole captured(false);
    ProgressDisplay display(captured.console, 80);
    display.line("[ 33%] Building CXX object a/b.cpp.o");
    EXPECT_EQ(captured.out.str(), "  building: 33%\n");
}

TEST(ProgressDisplay, OnATerminalOneLineOverwritesItselfCutToTheWidthAndIsClearedAtTheEnd) {
    CapturedConsole captured(true);
    const int columns = 30;
    ProgressDisplay display(captured.console, columns);
    display.line(ninjaLine(9, 10));
    display.line("not progress");
    display.finish();
    const std::string line = "  building: 90% (9 of 10 steps)  file9.cpp.o";
    EXPECT_EQ(captured.out.str(), "\r\x1b[K" + line.substr(0, columns - 1) + "\r\x1b[K");
}

TEST(ProgressDisplay, OnATerminalNothingIsClearedWhenNothingWasShown) {
    CapturedConsole captured(true);
    ProgressDisplay display(captured.console, 80);
    display.line("ninja: no work to do.");
    display.finish();
    EXPECT_EQ(captured.out.str(), "");
}

// ---- A failed build's first errors ----

TEST(FirstBuildErrors, ShowsEachErrorWithFiveLinesAfterItAndDashesBetweenGroups) {
    std::string log = "[1/9] Building x\n";
    log += "a.cpp:1:1: error: first\n1\n2\n3\n4\n5\n6\n7\n";
    log += "b.cpp:2:2: fatal error: no.h: No such file\nA\nB\n";
    EXPECT_EQ(firstBuildErrors(log),
              "a.cpp:1:1: error: first\n1\n2\n3\n4\n5\n--\nb.cpp:2:2: fatal error: no.h: No such file\nA\nB\n");
}

TEST(FirstBuildErrors, ErrorsCloserThanFiveLinesShareOneGroup) {
    const std::string log = "x.cpp:1:1: error: one\nctx\nx.cpp:2:1: error: two\nctx\n1\n2\n3\n4\nlast\n";
    EXPECT_EQ(firstBuildErrors(log), "x.cpp:1:1: error: one\nctx\nx.cpp:2:1: error: two\nctx\n1\n2\n3\n4\n")
        << "five lines after the second error, and no dashes";
}

TEST(FirstBuildErrors, ShowsAtMostFortyLines) {
    std::string log;
    for (int i = 0; i < 100; ++i) log += "f.cpp:" + std::to_string(i) + ":1: error: e\n";
    std::string expected;
    for (int i = 0; i < 40; ++i) expected += "f.cpp:" + std::to_string(i) + ":1: error: e\n";
    EXPECT_EQ(firstBuildErrors(log), expected);
}

TEST(FirstBuildErrors, WithoutACompilerErrorShowsTheLogsLastFortyLines) {
    std::string log, expected;
    for (int i = 1; i <= 60; ++i) {
        log += "line " + std::to_string(i) + "\n";
        if (i > 20) expected += "line " + std::to_string(i) + "\n";
    }
    EXPECT_EQ(firstBuildErrors(log), expected);
    EXPECT_EQ(firstBuildErrors("ninja: build stopped: subcommand failed.\n"), "ninja: build stopped: subcommand failed.\n");
}

// ---- A prebuilt kit (BOIDS_WORKSHOP_PREBUILT) ----

TEST(PrebuiltKit, BuildsNothingAndRefusesToSwapInAReference) {
    testing::ScratchFolder folder;
    const Kit kit(folder.path(), folder.path() / "prebuilt");
    std::ostringstream out, err;
    Console console(out, err, false, "./workshop");
    Builder builder(kit, console, "./workshop test 1");
    EXPECT_TRUE(builder.tryBuild({"boids_test_task1"}));
    EXPECT_FALSE(std::filesystem::exists(kit.build() / "workshop-build.log")) << "a build was started";
    EXPECT_EQ(out.str(), "");
    try {
        builder.setSolved({1});
        ADD_FAILURE() << "setSolved reconfigured a prebuilt kit";
    } catch (const CommandError& error) {
        EXPECT_EQ(error.exitCode, 1);
        EXPECT_NE(error.message.find("BOIDS_WORKSHOP_PREBUILT"), std::string::npos) << error.message;
    }
}

}  // namespace
}  // namespace boids::companion

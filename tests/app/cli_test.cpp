// The command line: every option, and for every bad argument an exit code of 2 and a message naming it.
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "cli.h"

namespace boids::app {
namespace {

CommandLine parse(std::vector<std::string_view> args) { return parseCommandLine(args); }

TEST(CommandLine, RunsTheWindowWithNoArguments) {
    const CommandLine c = parse({});
    ASSERT_TRUE(c.options);
    EXPECT_FALSE(c.options->headless);
    EXPECT_FALSE(c.options->frames);
    EXPECT_EQ(c.options->seed, 1u);
}

TEST(CommandLine, ReadsEveryOption) {
    const CommandLine c = parse({"--headless", "--frames", "600", "--seed", "42", "--boids", "2000", "--screenshot",
                                 "out.bmp", "--settings", "s.ini", "--learner", "p.so", "--font", "f.ttf", "--script",
                                 "in.txt", "--dump-state", "state.txt"});
    ASSERT_TRUE(c.options) << c.message;
    const Options& o = *c.options;
    EXPECT_TRUE(o.headless);
    EXPECT_EQ(o.frames, 600);
    EXPECT_EQ(o.seed, 42u);
    EXPECT_EQ(o.boids, 2000);
    EXPECT_EQ(o.screenshot, "out.bmp");
    EXPECT_EQ(o.settings, "s.ini");
    EXPECT_EQ(o.learner, "p.so");
    EXPECT_EQ(o.font, "f.ttf");
    EXPECT_EQ(o.script, "in.txt");
    EXPECT_EQ(o.dumpState, "state.txt");
}

TEST(CommandLine, AcceptsNameEqualsValue) {
    const CommandLine c = parse({"--frames=10", "--screenshot=A.BMP"});
    ASSERT_TRUE(c.options) << c.message;
    EXPECT_EQ(c.options->frames, 10);
    EXPECT_EQ(c.options->screenshot, "A.BMP");
}

TEST(CommandLine, HelpPrintsUsageAndExitsZero) {
    const CommandLine c = parse({"--help"});
    EXPECT_FALSE(c.options);
    EXPECT_EQ(c.exitCode, 0);
    EXPECT_NE(c.message.find("Usage: boids"), std::string::npos);
    EXPECT_NE(c.message.find("--headless"), std::string::npos);
}

struct BadArguments {
    std::vector<std::string_view> args;
    std::string_view named;     // the message must name this
    std::string_view expected;  // ...and say this about what was expected
};

TEST(CommandLine, BenchRunsHeadlessForThreeHundredStepsUnlessToldOtherwise) {
    const CommandLine c = parse({"--bench", "--boids", "100000", "--neighbors", "reference-grid", "--reference"});
    ASSERT_TRUE(c.options) << c.message;
    EXPECT_TRUE(c.options->bench);
    EXPECT_TRUE(c.options->headless);
    EXPECT_EQ(c.options->frames, kBenchDefaultFrames);
    EXPECT_EQ(c.options->boids, 100000);
    EXPECT_EQ(c.options->neighbors, SearchMode::ReferenceGrid);
    EXPECT_TRUE(c.options->reference);
    EXPECT_EQ(parse({"--bench", "--frames", "20"}).options->frames, 20);
}

TEST(CommandLine, BenchTakesThreadsAWarmUpAndDrawing) {
    const CommandLine c = parse({"--bench", "--boids", "1000000", "--threads", "2", "--warmup", "600", "--draw"});
    ASSERT_TRUE(c.options) << c.message;
    EXPECT_EQ(c.options->boids, 1000000);
    EXPECT_EQ(c.options->threads, 2);
    EXPECT_EQ(c.options->warmup, 600);
    EXPECT_TRUE(c.options->benchDraw);
    EXPECT_EQ(parse({}).options->threads, std::nullopt);  // the machine's count, decided by the program
}

TEST(CommandLine, NamesEachNeighbourSearch) {
    for (SearchMode mode : {SearchMode::BruteForce, SearchMode::LearnerGrid, SearchMode::ReferenceGrid}) {
        const CommandLine c = parse({"--neighbors", cliName(mode)});
        ASSERT_TRUE(c.options) << c.message;
        EXPECT_EQ(c.options->neighbors, mode);
    }
}

TEST(CommandLine, RejectsEveryBadArgumentWithExitCodeTwoAndAMessageNamingIt) {
    const std::vector<BadArguments> cases{
        {{"--frames", "abc"}, "\"abc\"", "1 or more"},
        {{"--frames", "-3"}, "--frames", "1 or more"},
        {{"--frames", "0"}, "--frames", "1 or more"},
        {{"--frames", "12x"}, "--frames", "whole number"},
        {{"--frames"}, "--frames needs a value", "number of frames"},
        {{"--frames", "--headless"}, "--frames needs a value", "number of frames"},
        {{"--boids", "0"}, "--boids", "1 to 1000000"},
        {{"--boids", "1000001"}, "--boids", "1 to 1000000"},
        {{"--boids", "6000", "--neighbors", "brute"}, "--boids 6000", "--neighbors reference-grid"},
        {{"--neighbors", "octree"}, "\"octree\"", "brute, grid or reference-grid"},
        {{"--neighbors"}, "--neighbors needs a value", "brute, grid or reference-grid"},
        {{"--bench=yes"}, "--bench", "no value"},
        {{"--bench", "--screenshot", "a.bmp"}, "--bench", "--screenshot"},
        {{"--bench", "--frames", "9223372036854775807"}, "--frames 9223372036854775807", "at most"},
        {{"--bench", "--frames", "2000000000"}, "--frames 2000000000", "at most 1000000 steps"},
        {{"--reference=1"}, "--reference", "no value"},
        {{"--threads", "0"}, "--threads expects", "1 to 64"},
        {{"--threads", "65"}, "\"65\"", "1 to 64"},
        {{"--threads", "two"}, "\"two\"", "whole number"},
        {{"--threads"}, "--threads needs a value", "number of threads"},
        {{"--warmup", "600"}, "--warmup", "add --bench"},
        {{"--draw"}, "--draw", "add --bench"},
        {{"--bench", "--warmup", "-1"}, "--warmup", "0 to 100000"},
        {{"--bench", "--draw=1"}, "--draw", "no value"},
        {{"--seed", "-1"}, "--seed", "0 or more"},
        {{"--seed", "1.5"}, "--seed", "whole number"},
        {{"--screenshot", "out.png"}, "--screenshot", ".bmp"},
        {{"--screenshot"}, "--screenshot needs a value", "file name"},
        {{"--settings="}, "--settings needs a value", "file name"},
        {{"--headless"}, "--headless needs --frames", "1 or more"},
        {{"--headless=1", "--frames", "3"}, "--headless", "no value"},
        {{"--wings"}, "\"--wings\"", "unknown argument"},
        {{"stray"}, "\"stray\"", "unknown argument"},
    };
    for (const BadArguments& c : cases) {
        std::string joined;
        for (std::string_view a : c.args) joined += std::string(a) + " ";
        SCOPED_TRACE("boids " + joined);
        const CommandLine result = parse(c.args);
        EXPECT_FALSE(result.options);
        EXPECT_EQ(result.exitCode, kBadArguments);
        EXPECT_NE(result.message.find(c.named), std::string::npos) << result.message;
        EXPECT_NE(result.message.find(c.expected), std::string::npos) << result.message;
        EXPECT_NE(result.message.find("--help"), std::string::npos) << "points to --help: " << result.message;
    }
}

}  // namespace
}  // namespace boids::app

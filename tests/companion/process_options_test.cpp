// Starting a program with options (child_process.h's ProcessOptions), which the companion builds and tests with: a
// working folder, each line as it arrives, a time limit, and this program's own streams. POSIX programs that every
// system has (pwd, sleep, printf) play the child; the plain runProcess is tested in tests/app.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

#include "child_process.h"
#include "scratch_folder.h"

namespace boids::app {
namespace {

namespace fs = std::filesystem;

#ifndef _WIN32

TEST(ProcessOptions, TheProgramStartsInTheWorkingFolder) {
    companion::testing::ScratchFolder folder;
    ProcessOptions options;
    options.workingFolder = folder.path();
    const ProcessResult result = runProcess("pwd", {"-P"}, options);
    ASSERT_EQ(result.exitCode, 0) << result.output;
    EXPECT_EQ(result.output, fs::canonical(folder.path()).string() + "\n");
}

TEST(ProcessOptions, AMissingWorkingFolderIsAStartError) {
    ProcessOptions options;
    options.workingFolder = "/no/such/folder/anywhere";
    const ProcessResult result = runProcess("pwd", {}, options);
    EXPECT_NE(result.exitCode, 0);
    EXPECT_FALSE(result.timedOut);
}

TEST(ProcessOptions, EachLineReachesTheCallbackWithoutItsLineEndAndTheOutputIsKept) {
    std::vector<std::string> lines;
    ProcessOptions options;
    options.onLine = [&](std::string_view line) { lines.emplace_back(line); };
    const ProcessResult result = runProcess("printf", {"one\\ntwo\\r\\n\\nlast without an end"}, options);
    ASSERT_EQ(result.exitCode, 0) << result.output;
    EXPECT_EQ(lines, (std::vector<std::string>{"one", "two", "", "last without an end"}));
    EXPECT_EQ(result.output, "one\ntwo\r\n\nlast without an end");
}

TEST(ProcessOptions, AProgramStillRunningAtTheTimeLimitIsKilledAndSaysItTimedOut) {
    ProcessOptions options;
    options.timeLimit = std::chrono::milliseconds(300);
    const ProcessResult result = runProcess("sleep", {"20"}, options);
    EXPECT_TRUE(result.timedOut);
    EXPECT_EQ(result.exitCode, -1);
    EXPECT_LT(result.seconds, 10.0) << "the limit is 0.3 s; the program sleeps for 20";
}

TEST(ProcessOptions, AProgramThatEndsWithinTheTimeLimitDidNotTimeOut) {
    ProcessOptions options;
    options.timeLimit = std::chrono::seconds(30);
    const ProcessResult result = runProcess("printf", {"done"}, options);
    EXPECT_FALSE(result.timedOut);
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_EQ(result.output, "done");
    EXPECT_LT(result.seconds, 10.0) << "it returns when the program ends, not at the limit";
}

TEST(ProcessOptions, WithInheritedStreamsNothingIsCollectedAndTheExitCodePassesThrough) {
    ProcessOptions options;
    options.inheritStandardStreams = true;
    const ProcessResult passed = runProcess("true", {}, options);
    EXPECT_EQ(passed.exitCode, 0);
    EXPECT_EQ(passed.output, "");
    const ProcessResult failed = runProcess("false", {}, options);
    EXPECT_EQ(failed.exitCode, 1);
}

TEST(ProcessOptions, AProgramEndedByASignalReportsTheSignal) {
    const ProcessResult result = runProcess("sh", {"-c", "kill -9 $$"});
    EXPECT_EQ(result.exitCode, -1);
    EXPECT_EQ(result.signal, 9);
    EXPECT_FALSE(result.timedOut);
}

#endif

}  // namespace
}  // namespace boids::app

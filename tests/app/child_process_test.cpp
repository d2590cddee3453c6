// Starting a program with no shell in between (child_process.h): every argument arrives byte for byte and nothing in
// one is ever run; output, exit codes and a program that cannot start are reported as they are. The program started
// is child_helper.cpp, whose path CMake gives as CHILD_HELPER.
#include <chrono>
#include <csignal>
#include <filesystem>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "child_process.h"
#include "utf8_path.h"

namespace boids::app {
namespace {

namespace fs = std::filesystem;

// A number that no earlier run of these tests used for its folder.
long long startedAt() { return std::chrono::steady_clock::now().time_since_epoch().count(); }

// A fresh folder under the system's temporary folder, removed afterwards.
struct ChildProcessFolder {
    fs::path path = fs::temp_directory_path() / ("boids-child-process-" + std::to_string(startedAt()));
    ChildProcessFolder() { fs::create_directories(path); }
    ~ChildProcessFolder() { fs::remove_all(path); }
};

const fs::path kHelper = pathFromUtf8(CHILD_HELPER);

// The lines a program printed, without Windows' carriage returns.
std::vector<std::string> printedLines(const std::string& output) {
    std::vector<std::string> lines;
    std::istringstream in(output);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(line);
    }
    return lines;
}

// Arguments a shell would expand, split or run: each must arrive as it is. Those that name `ran` would create
// that file if anything ran them.
std::vector<std::string> awkwardArguments(const fs::path& ran) {
    const std::string touch = "touch " + utf8FromPath(ran);
    return {"my kit",        "$HOME",           "`" + touch + "`",      "$(" + touch + ")",
            "O'Brien",       "say \"hi\"",      "C:\\my kit\\",         "a\\\"b",
            "Ærøskøbing",    "",                "; " + touch,           "two\nlines"};
}

TEST(ChildProcess, ArgumentsArriveByteForByteAndNoneIsRunAsACommand) {
    ChildProcessFolder folder;
    const fs::path ran = folder.path / "ran";
    const std::vector<std::string> sent = awkwardArguments(ran);
    std::vector<fs::path> arguments{"args"};
    for (const std::string& argument : sent) arguments.push_back(pathFromUtf8(argument));

    const ProcessResult result = runProcess(kHelper, arguments);
    ASSERT_EQ(result.exitCode, 0) << result.output;
    std::vector<std::string> expected;  // one printed line per argument, and two for the one that holds a line break
    for (const std::string& argument : sent) {
        for (const std::string& line : printedLines(argument + "\n")) expected.push_back(line);
    }
    EXPECT_EQ(printedLines(result.output), expected);
    EXPECT_FALSE(fs::exists(ran))
        << "an argument was run as a command: a shell stands between the kit and its programs";
}

TEST(ChildProcess, StandardErrorIsCapturedAfterStandardOutputAndTheExitCodePassesThrough) {
    for (const int code : {0, 1, 3, 127}) {
        SCOPED_TRACE(code);
        const ProcessResult result = runProcess(kHelper, {"exit", std::to_string(code), "compiling", "oops"});
        EXPECT_EQ(result.exitCode, code);
        EXPECT_EQ(printedLines(result.output), (std::vector<std::string>{"compiling", "oops"}))
            << "standard output, then standard error, in the order the program wrote them";
        EXPECT_GE(result.seconds, 0.0);
    }
}

TEST(ChildProcess, AMissingProgramIsNamedInAClearMessage) {
    ChildProcessFolder folder;
    for (const fs::path& missing : {folder.path / "no-such-checker", fs::path("boids-no-such-program-on-the-path")}) {
        SCOPED_TRACE(utf8FromPath(missing));
        const ProcessResult result = runProcess(missing, {"--version"});
        EXPECT_EQ(result.exitCode, -1) << "not a made-up exit code such as the shell's 127";
        EXPECT_NE(result.output.find("could not start " + utf8FromPath(missing) + ": "), std::string::npos)
            << result.output;
    }
}

#ifndef _WIN32
TEST(ChildProcess, AProgramEndedByASignalIsReportedAsSuchNotAsAnExitCode) {
    const std::pair<int, std::string> signals[] = {
        {SIGKILL, "signal 9 (SIGKILL)"}, {SIGTERM, "signal 15 (SIGTERM)"}, {SIGSEGV, "signal 11 (SIGSEGV)"}};
    for (const auto& [signal, name] : signals) {
        SCOPED_TRACE(name);
        const ProcessResult result = runProcess(kHelper, {"signal", std::to_string(signal)});
        EXPECT_EQ(result.exitCode, -1);
        const std::vector<std::string> lines = printedLines(result.output);
        EXPECT_EQ(lines, (std::vector<std::string>{utf8FromPath(kHelper) + " was ended by " + name}));
    }
}
#endif

TEST(ChildProcess, AProgramWhosePathHoldsShellCharactersStarts) {
    ChildProcessFolder folder;
    // Windows forbids double quotes in a file name; everything else here is allowed there too.
#ifdef _WIN32
    const std::string name = "it's $HOME `touch ran` Ærøskøbing";
#else
    const std::string name = "it's $HOME `touch ran` \"quoted\" Ærøskøbing";
#endif
    const fs::path kit = folder.path / pathFromUtf8(name);
    fs::create_directories(kit);
    fs::path helper = kit / "helper";
    helper += kHelper.extension();
    fs::copy_file(kHelper, helper);

    const ProcessResult result = runProcess(helper, {"args", pathFromUtf8("Ærøskøbing")});
    EXPECT_EQ(result.exitCode, 0) << result.output;
    EXPECT_EQ(printedLines(result.output), (std::vector<std::string>{"Ærøskøbing"}));
}

// Windows splits a command line by the C runtime's rules (CommandLineToArgvW), which quotedForCommandLine follows.
TEST(CommandLineQuoting, FollowsTheRulesWindowsProgramsSplitBy) {
    struct Case {
        std::wstring argument, quoted;
    };
    const Case cases[] = {
        {L"--build", L"--build"},                          // nothing to quote
        {L"", L"\"\""},                                    // an empty argument is still one
        {L"C:\\my kit\\build", L"\"C:\\my kit\\build\""},  // a backslash before a letter is a backslash
        {L"O'Brien", L"O'Brien"},                          // an apostrophe means nothing
        {L"a\\b", L"a\\b"},
        {L"say \"hi\"", L"\"say \\\"hi\\\"\""},            // a double quote is escaped
        {L"a\\\"b", L"\"a\\\\\\\"b\""},                    // the backslash before it is doubled, then one more
        {L"C:\\my kit\\", L"\"C:\\my kit\\\\\""},          // a trailing backslash is doubled before the closing quote
        {L"tab\there", L"\"tab\there\""},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(testing::PrintToString(c.argument));
        EXPECT_EQ(quotedForCommandLine(c.argument), c.quoted);
    }
}

}  // namespace
}  // namespace boids::app

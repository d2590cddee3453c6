// Isolated GoogleTest bodies (isolation.h): the child records its assertion results and sends them to the parent,
// which reports them as its own; a hang or a crash is reported by the parent.
#include "isolation.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <sstream>
#include <vector>

#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>

#include <fmt/format.h>

namespace boids::test {

IsolationFlags parseIsolationFlags(int& argc, char** argv) {
    IsolationFlags flags;
    std::error_code error;
    const auto absolute = std::filesystem::absolute(argv[0], error);
    flags.program = error ? std::string(argv[0]) : absolute.string();
    int kept = 1;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--in-process") {
            flags.inProcess = true;
        } else if (arg.starts_with("--case-seconds=")) {
            const std::string_view text = arg.substr(std::strlen("--case-seconds="));
            double seconds = 0;  // from_chars: the C locale's "0.5", whatever the user's locale
            const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seconds);
            if (error == std::errc{} && end == text.data() + text.size() && seconds > 0 && seconds < 3600) {
                flags.limit = std::chrono::milliseconds(long(seconds * 1000));
            }
        } else {
            argv[kept++] = argv[i];
        }
    }
    argc = kept;
    argv[argc] = nullptr;
    return flags;
}

namespace {

// One assertion result as text: "type line fileLength messageLength\n" then the file and the message.
std::string serialize(const testing::TestPartResultArray& results) {
    std::string text;
    for (int i = 0; i < results.size(); ++i) {
        const testing::TestPartResult& r = results.GetTestPartResult(i);
        const std::string file = r.file_name() ? r.file_name() : "";
        const std::string message = r.message();
        text += fmt::format("{} {} {} {}\n", int(r.type()), r.line_number(), file.size(), message.size());
        text += file;
        text += message;
    }
    return text;
}

void reportResults(const std::string& text) {
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t newline = text.find('\n', at);
        if (newline == std::string::npos) break;
        int type = 0, line = 0;
        std::size_t fileSize = 0, messageSize = 0;
        std::istringstream header(text.substr(at, newline - at));
        if (!(header >> type >> line >> fileSize >> messageSize)) break;
        at = newline + 1;
        const std::string file = text.substr(at, fileSize);
        const std::string message = text.substr(at + fileSize, messageSize);
        at += fileSize + messageSize;
        if (type == int(testing::TestPartResult::kSuccess)) continue;
        const auto kind = type == int(testing::TestPartResult::kSkip) ? testing::TestPartResult::kSkip
                                                                     : testing::TestPartResult::kNonFatalFailure;
        GTEST_MESSAGE_AT_(file.empty() ? "unknown" : file.c_str(), line, message.c_str(), kind);
    }
}

// The last lines of what the child printed, indented, or nothing.
std::string lastLines(const std::string& output, std::size_t count) {
    std::vector<std::string> lines;
    std::istringstream in(output);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty()) lines.push_back(line);
    }
    if (lines.empty()) return {};
    std::string text = "  It printed:\n";
    for (std::size_t i = lines.size() > count ? lines.size() - count : 0; i < lines.size(); ++i) {
        text += "    " + lines[i] + "\n";
    }
    return text;
}

}  // namespace

std::string debuggerCommand(const IsolationFlags& flags, Trouble trouble) {
    const testing::TestInfo* test = testing::UnitTest::GetInstance()->current_test_info();
    const std::string filter = test ? fmt::format("{}.{}", test->test_suite_name(), test->name()) : "*";
    switch (trouble) {
        case Trouble::Hang:
            return fmt::format("  To see where it loops, run this check alone in a debugger, press Ctrl-C while it "
                               "hangs, then type bt:\n    gdb -ex run --args {} --gtest_filter={} --in-process\n",
                               flags.program, filter);
        case Trouble::Crash:
            return fmt::format("  To see the line, run this check alone in a debugger (it stops at the crash and "
                               "prints where):\n    gdb -ex run -ex bt --args {} --gtest_filter={} --in-process\n",
                               flags.program, filter);
        case Trouble::Exception:
            return fmt::format("  To see the line that throws, run this check alone in a debugger:\n"
                               "    gdb -ex 'catch throw' -ex run -ex bt --args {} --gtest_filter={} --in-process\n",
                               flags.program, filter);
    }
    return {};
}

void runBodyIsolated(const IsolationFlags& flags, const Subject& subject, const std::function<void(Progress&)>& body) {
    const IsolatedWork work = [&body](Progress& progress) {
        testing::TestPartResultArray results;
        {
            const testing::ScopedFakeTestPartResultReporter reporter(
                testing::ScopedFakeTestPartResultReporter::INTERCEPT_ONLY_CURRENT_THREAD, &results);
            body(progress);
        }
        return serialize(results);
    };
    const auto limit = *flags.hangs > 0 ? std::min(flags.limit, std::chrono::milliseconds(250)) : flags.limit;
    const IsolatedRun run = runIsolated(work, limit, flags.inProcess);
    const bool hung = run.ending == Ending::NeverReturned || run.ending == Ending::Blocked;
    if (hung) ++*flags.hangs;
    if (run.ending == Ending::Returned) {
        reportResults(run.result);
        return;
    }
    std::string text = "\n" + describeEnding(run, subject.name, subject.boidsName) + "\n";
    if (!run.lastLabel.empty()) text += "  It was running: " + run.lastLabel + "\n";
    text += lastLines(run.output, run.ending == Ending::Exited ? 12 : 6);
    text += debuggerCommand(flags, hung ? Trouble::Hang : Trouble::Crash);
    text += "[boids-diagnosis] rank=0\n";  // Rank::Stopped (boids/checks.h): ./workshop shows this one first
    // The verdict (boids/checks.h, kVerdictTag) for ./workshop's list of the other failures.
    text += fmt::format("[boids-verdict] {}\n", hung ? "hang" : run.ending == Ending::Exited ? "exited" : "crash");
    ADD_FAILURE() << text;
}

}  // namespace boids::test

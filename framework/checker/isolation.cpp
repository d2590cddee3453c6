// Isolated GoogleTest bodies (isolation.h): the child records its assertion results and sends them to the parent,
// which reports them as its own; a hang or a crash is reported by the parent.
#include "isolation.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>
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

void Failures::add(report::Failure failure, bool lead, const char* file, int line) {
    failure.file = file;
    failure.line = line;
    found_.push_back({std::move(failure), lead});
}

namespace {

// What the body found, as the child hands it to the parent: a line per failure, "0 " or "1 " (whether it wants the
// lead) and the failure as JSON. GoogleTest's own failures (an assertion in the body) come as failures of one part.
std::string handedOver(const Failures& failures, const testing::TestPartResultArray& results) {
    std::string text;
    for (const Found& found : failures.all()) {
        text += (found.lead ? "1 " : "0 ") + report::failureJson(found.failure) + "\n";
    }
    for (int i = 0; i < results.size(); ++i) {
        const testing::TestPartResult& r = results.GetTestPartResult(i);
        if (r.type() == testing::TestPartResult::kSuccess) continue;
        report::Failure failure;
        failure.parts.push_back({"text", std::string(r.message()) + "\n"});
        failure.file = r.file_name() ? r.file_name() : "";
        failure.line = r.line_number();
        text += "0 " + report::failureJson(failure) + "\n";
    }
    return text;
}

// The failures handed over, in order; a line that does not read is a failure of its own, which says so.
std::vector<Found> takenOver(std::string_view text) {
    std::vector<Found> found;
    while (!text.empty()) {
        const std::size_t end = std::min(text.find('\n'), text.size());
        const std::string_view line = text.substr(0, end);
        text.remove_prefix(std::min(end + 1, text.size()));
        std::optional<report::Failure> failure;
        if (line.size() > 2 && (line[0] == '0' || line[0] == '1') && line[1] == ' ') {
            failure = report::failureFromJson(line.substr(2));
        }
        if (!failure) {
            failure.emplace();
            failure->parts.push_back({"text", fmt::format("The check's child process handed over a line that does not "
                                                          "read as a failure: \"{}\"\n", line.substr(0, 200))});
        }
        found.push_back({std::move(*failure), line.starts_with("1 ")});
    }
    return found;
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

void runBodyIsolated(const IsolationFlags& flags, const Subject& subject, const CheckBody& body,
                     const std::function<void(Found)>& deliver) {
    const IsolatedWork work = [&body](Progress& progress) {
        testing::TestPartResultArray results;
        Failures failures;
        {
            const testing::ScopedFakeTestPartResultReporter reporter(
                testing::ScopedFakeTestPartResultReporter::INTERCEPT_ONLY_CURRENT_THREAD, &results);
            body(progress, failures);
        }
        return handedOver(failures, results);
    };
    const auto limit = *flags.hangs > 0 ? std::min(flags.limit, kLimitAfterAHang) : flags.limit;
    const IsolatedRun run = runIsolated(work, limit, flags.inProcess);
    const bool hung = run.ending == Ending::NeverReturned || run.ending == Ending::Blocked;
    if (hung) ++*flags.hangs;
    if (run.ending == Ending::Returned) {
        for (Found& found : takenOver(run.result)) deliver(std::move(found));
        return;
    }
    report::Failure failure;
    failure.rank = Rank::Stopped;  // ./workshop shows this one first
    failure.parts.push_back({"ending", describeEnding(run, subject.name, subject.boidsName) + "\n"});
    if (!run.lastLabel.empty()) failure.parts.push_back({"running", "  It was running: " + run.lastLabel + "\n"});
    if (const std::string printed = lastLines(run.output, run.ending == Ending::Exited ? 12 : 6); !printed.empty()) {
        failure.parts.push_back({"printed", printed});
    }
    failure.parts.push_back({"debugger", debuggerCommand(flags, hung ? Trouble::Hang : Trouble::Crash)});
    failure.verdict = report::Verdict{hung ? "hang" : run.ending == Ending::Exited ? "exited" : "crash", {}, ""};
    failure.file = __FILE__;
    failure.line = __LINE__;
    deliver({std::move(failure), false});
}

}  // namespace boids::test

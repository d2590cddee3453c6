// The companion's side of ./workshop trace (trace.h): a debugger that hangs, that the system refuses, or that ends
// without a word gets a message naming the cause and the fix, within the limit. POSIX shells play the debugger.
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>

#include "scratch_folder.h"
#include "trace.h"

namespace boids::companion {
namespace {

namespace fs = std::filesystem;

#ifndef _WIN32

// A debugger played by `sh -c SCRIPT`, writing its events (if it does) to the scratch folder.
struct FakeDebugger {
    testing::ScratchFolder folder;
    fs::path events = folder.path() / "events";
    std::string run(const std::string& script, std::chrono::milliseconds limit = std::chrono::seconds(10)) {
        const Debugger sh{"gdb", "sh"};
        return runEngine(sh, {"-c", script, "sh", events}, events, limit, "calculateAlignment");
    }
};

TEST(TraceEngine, ADebuggerThatHangsIsStoppedAtTheLimitAndSaysSo) {
    FakeDebugger fake;
    const auto start = std::chrono::steady_clock::now();
    const std::string message = fake.run("sleep 30", std::chrono::milliseconds(500));
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
    EXPECT_NE(message.find("gdb was still tracing your calculateAlignment after 0.5 s, so it was stopped"),
              std::string::npos)
        << message;
}

TEST(TraceEngine, PtraceRefusedNamesTheCauseAndTheFix) {
    FakeDebugger fake;
    const std::string message =
        fake.run("echo 'warning: Error disabling address space randomization: Operation not permitted'; "
                 "echo 'ptrace: Operation not permitted.' >&2; exit 1");
    EXPECT_NE(message.find("could not attach to your code"), std::string::npos) << message;
    EXPECT_NE(message.find("--cap-add=SYS_PTRACE"), std::string::npos) << message;
    EXPECT_NE(message.find("kernel.yama.ptrace_scope=0"), std::string::npos) << message;
}

TEST(TraceEngine, ADebuggerThatEndsWithoutAWordShowsItsLastLines) {
    FakeDebugger fake;
    const std::string message = fake.run("echo 'Segmentation fault in the debugger itself'; exit 139");
    EXPECT_NE(message.find("gdb ended without tracing your calculateAlignment (exit status 139)"), std::string::npos)
        << message;
    EXPECT_NE(message.find("    Segmentation fault in the debugger itself"), std::string::npos) << message;
}

TEST(TraceEngine, EventsMeanItTracedWhateverItPrinted) {
    FakeDebugger fake;
    EXPECT_EQ(fake.run("printf 'engine gdb 13\\ncall 0 f\\nline 0 4\\n' > \"$1\"; echo ptrace chatter"), "");
    EXPECT_EQ(fake.run("printf 'engine gdb 13\\nerror function boids::f not found\\n' > \"$1\""), "");
}

#endif

TEST(TraceEngine, KnowsTroubleOnlyWhenTheOutputNamesIt) {
    EXPECT_EQ(debuggerTrouble("gdb", "Reading symbols from boids_trace_task1...\n"), "");
    EXPECT_NE(debuggerTrouble("lldb", "ModuleNotFoundError: No module named 'lldb'").find("python3-lldb"),
              std::string::npos);
}

}  // namespace
}  // namespace boids::companion

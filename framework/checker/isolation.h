// GoogleTest bodies that run the learner's code isolated (boids/isolate.h): a loop that never ends or a crash fails
// that one test with a message that says why, and the next tests still run. A body says what it found as records
// (boids/records.h), which travel from the child process to the parent as data.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include <vector>

#include <boids/isolate.h>
#include <boids/records.h>

namespace boids::test {

// The test programs' own flags, read and removed from argv before GoogleTest sees it:
//   --in-process      every test in this process: no child, no time limit (to run one test in a debugger)
//   --case-seconds=S  the time limit of one test, in seconds (default 1: a force returns in microseconds)
// Once one test has never returned, the next get a quarter of that (or less): the same loop would hang them all,
// and the learner should not wait a second for each.
struct IsolationFlags {
    bool inProcess = false;
    std::chrono::milliseconds limit{1000};
    std::string program;  // this program's path, for the debugger command
    std::shared_ptr<int> hangs = std::make_shared<int>(0);  // tests that never returned, shared by every copy
};
IsolationFlags parseIsolationFlags(int& argc, char** argv);
// A test's limit once one has never returned: at most this.
inline constexpr std::chrono::milliseconds kLimitAfterAHang{250};

// The command that runs the running test alone under gdb, with a line saying how, for code that `hangs`, crashed,
// or threw (`threw`: gdb stops where the exception is thrown).
enum class Trouble { Hang, Crash, Exception };
std::string debuggerCommand(const IsolationFlags& flags, Trouble trouble);

// What the code under test is, for the messages.
struct Subject {
    std::string name;       // "Task 1 Alignment: your calculateAlignment"
    std::string boidsName;  // what it calls its span of boids: "neighbors", or "boids" in task 6
};

// A failure a check's body found, as a record (boids/records.h), and whether the lead of the failures (lead.h) goes
// after its title.
struct Found {
    report::Failure failure;
    bool lead = false;
};

// What a check's body finds. A body says each failure here, as data, rather than as a GoogleTest failure with text:
// the parent process records it and raises it (runBodyIsolated).
class Failures {
public:
    // `failure` found at the caller's file and line (the harness's, which the record keeps). Not
    // std::source_location: clang 14 with libstdc++ 12 (Debian 12's) has none; the builtins are GCC's, clang's and
    // MSVC's alike.
    void add(report::Failure failure, bool lead = false, const char* file = __builtin_FILE(),
             int line = __builtin_LINE());
    const std::vector<Found>& all() const { return found_; }

private:
    std::vector<Found> found_;
};

using CheckBody = std::function<void(Progress&, Failures&)>;

// Runs `body` isolated with `flags`, and hands each failure it found to `deliver`, in order. A failure of GoogleTest's
// own inside the body (an assertion) is delivered as a failure of one part. A hang or a crash is delivered as a
// failure naming `subject`, the last Progress::at() label (the scene), how it ended in plain words, what it printed,
// and the command that runs this test alone under gdb.
void runBodyIsolated(const IsolationFlags& flags, const Subject& subject, const CheckBody& body,
                     const std::function<void(Found)>& deliver);

}  // namespace boids::test

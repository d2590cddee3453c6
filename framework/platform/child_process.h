// Starting another program and waiting for it, with no shell in between: each argument reaches the program as one
// element of its argv, byte for byte, whatever it holds ($, backticks, quotes, spaces, non-ASCII letters). Standard
// C++ and the system's API only (no fmt, no SDL): the companion (framework/companion) compiles it too.
#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boids::app {

// How a program ended, and what it printed.
struct ProcessResult {
    // The program's exit code; -1 when it could not start, or was ended by a signal (POSIX).
    int exitCode = -1;
    // Its standard output and standard error together, in the order written. When it could not start, or was ended
    // by a signal or (Windows) an exception, a last line says so and names the program.
    std::string output;
    double seconds = 0;  // from the start to the end, as the wall clock measures it
    // True when the program was still running at the options' time limit and was killed (then exitCode is -1 and
    // the output is what it printed until then; no last line is added).
    bool timedOut = false;
    // POSIX: the signal that ended the program (then exitCode is -1), else 0. A shell would report 128 + signal.
    int signal = 0;
};

// How to start a program; the defaults are runProcess's plain behaviour.
struct ProcessOptions {
    // The folder the program starts in; empty: this program's. POSIX: posix_spawn_file_actions_addchdir_np (glibc
    // 2.29, macOS 10.15), or fork, chdir and exec where that is missing (then a program that cannot start reports
    // exit code 127 and a last line, not a start error). Windows: CreateProcessW's lpCurrentDirectory.
    std::filesystem::path workingFolder;
    // Called with each line of the output as it arrives, without its "\n" (a last line without one too), on the
    // calling thread. The output is still collected in ProcessResult::output.
    std::function<void(std::string_view line)> onLine;
    // The longest the program may run: then it is killed (SIGKILL; Windows: it and every program it started, as a
    // job) and the result says timedOut. No limit when empty.
    std::optional<std::chrono::milliseconds> timeLimit;
    // The program uses this one's standard input, output and error (a terminal stays a terminal): its output is
    // not collected, and onLine is never called. For a program the learner talks to, and for long builds whose
    // output is the learner's to read.
    bool inheritStandardStreams = false;
};

// Runs `program` with `arguments` and waits for it to end. A `program` without a folder is looked for on the PATH.
// Each argument is a path so that its native form (UTF-16 on Windows) reaches the program unchanged; an option
// such as "--build" is a path too. The program inherits the environment and the working folder; its standard input
// is empty (/dev/null, NUL). On Windows the arguments are quoted by the rules of CommandLineToArgvW and the C
// runtime, which is how a Windows program splits its command line (that is not a shell: nothing is expanded).
ProcessResult runProcess(const std::filesystem::path& program, const std::vector<std::filesystem::path>& arguments);
// The same, as `options` say: in another folder, line by line, with a time limit, or on this program's streams.
ProcessResult runProcess(const std::filesystem::path& program, const std::vector<std::filesystem::path>& arguments,
                         const ProcessOptions& options);

// This program's process id, as the operating system numbers it (and as ps or the Task Manager show it).
unsigned long thisProcessId();

// Starts `program` (a path with its folder) with `arguments` and does not wait for it: it runs on after this program
// ends, in a session of its own (POSIX: a second fork, so that no zombie is left) or detached from the console
// (Windows), its standard streams on the null device. False when it could not be started.
bool startDetached(const std::filesystem::path& program, const std::vector<std::filesystem::path>& arguments);

// This program's own file, or an empty path where the system does not say.
std::filesystem::path thisProgramPath();

// Windows' quoting of one argument for a command line, for runProcess (exposed so that it is tested everywhere):
// as it is when it holds no space, tab or double quote; otherwise in double quotes, with a backslash before each
// double quote, and the backslashes just before a double quote or the closing quote doubled.
std::wstring quotedForCommandLine(const std::wstring& argument);

}  // namespace boids::app

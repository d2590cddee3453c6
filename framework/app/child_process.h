// Starting another program and waiting for it, with no shell in between: each argument reaches the program as one
// element of its argv, byte for byte, whatever it holds ($, backticks, quotes, spaces, non-ASCII letters).
#pragma once

#include <filesystem>
#include <string>
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
};

// Runs `program` with `arguments` and waits for it to end. A `program` without a folder is looked for on the PATH.
// Each argument is a path so that its native form (UTF-16 on Windows) reaches the program unchanged; an option
// such as "--build" is a path too. The program inherits the environment and the working folder; its standard input
// is empty (/dev/null, NUL). On Windows the arguments are quoted by the rules of CommandLineToArgvW and the C
// runtime, which is how a Windows program splits its command line (that is not a shell: nothing is expanded).
ProcessResult runProcess(const std::filesystem::path& program, const std::vector<std::filesystem::path>& arguments);

// This program's process id, as the operating system numbers it (and as ps or the Task Manager show it).
unsigned long thisProcessId();

// Windows' quoting of one argument for a command line, for runProcess (exposed so that it is tested everywhere):
// as it is when it holds no space, tab or double quote; otherwise in double quotes, with a backslash before each
// double quote, and the backslashes just before a double quote or the closing quote doubled.
std::wstring quotedForCommandLine(const std::wstring& argument);

}  // namespace boids::app

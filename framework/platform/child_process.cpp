// Starting a program from an argument vector and collecting its output: what POSIX and Windows share (the system's
// own calls are in child_process_posix.cpp and child_process_windows.cpp). No shell is ever involved.
#include "child_process.h"

#include <chrono>

#include "child_process_detail.h"
#include "utf8_path.h"

namespace boids::app {

namespace fs = std::filesystem;

std::wstring quotedForCommandLine(const std::wstring& argument) {
    if (!argument.empty() && argument.find_first_of(L" \t\n\v\"") == std::wstring::npos) return argument;
    std::wstring quoted = L"\"";
    std::size_t backslashes = 0;
    for (const wchar_t c : argument) {
        if (c == L'\\') {
            ++backslashes;
            continue;
        }
        // Backslashes are literal unless a double quote follows them: then each one is doubled, and the quote is
        // escaped by one more.
        quoted.append(c == L'"' ? 2 * backslashes + 1 : backslashes, L'\\');
        quoted += c;
        backslashes = 0;
    }
    quoted.append(2 * backslashes, L'\\');  // before the closing quote, which must stay a quote
    quoted += L'"';
    return quoted;
}

namespace detail {

void appendProcessLine(std::string& output, const std::string& line) {
    if (!output.empty() && output.back() != '\n') output += '\n';
    output += line;
    output += '\n';
}

std::string couldNotStart(const fs::path& program, const std::string& why) {
    return "could not start " + utf8FromPath(program) + ": " + why;
}

}  // namespace detail

ProcessResult runProcess(const fs::path& program, const std::vector<fs::path>& arguments) {
    return runProcess(program, arguments, ProcessOptions{});
}

ProcessResult runProcess(const fs::path& program, const std::vector<fs::path>& arguments,
                         const ProcessOptions& options) {
    const auto start = std::chrono::steady_clock::now();
    ProcessResult result = detail::runOnThisSystem(program, arguments, options);
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace boids::app

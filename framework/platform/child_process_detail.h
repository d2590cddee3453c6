// What child_process_posix.cpp and child_process_windows.cpp share: the output's collection and the lines a failed
// start or an odd end adds. Not for the library's users (they include child_process.h).
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "child_process.h"

namespace boids::app::detail {

// Adds `line` to a program's output as a line of its own.
void appendProcessLine(std::string& output, const std::string& line);

// "could not start PROGRAM: WHY".
std::string couldNotStart(const std::filesystem::path& program, const std::string& why);

// Collects a program's output and hands each whole line to the options' onLine as it arrives.
class OutputCollector {
public:
    OutputCollector(std::string& output, const ProcessOptions& options) : output_(output), options_(options) {}
    void add(const char* bytes, std::size_t count) {
        const std::size_t from = output_.size();
        output_.append(bytes, count);
        if (!options_.onLine) return;
        for (std::size_t i = from; i < output_.size(); ++i) {
            if (output_[i] == '\n') {
                emit(lineStart_, i);
                lineStart_ = i + 1;
            }
        }
    }
    // The last line, when it has no "\n".
    void finish() {
        if (options_.onLine && lineStart_ < output_.size()) emit(lineStart_, output_.size());
        lineStart_ = output_.size();
    }

private:
    void emit(std::size_t begin, std::size_t end) {
        if (end > begin && output_[end - 1] == '\r') --end;  // Windows' line ends
        options_.onLine(std::string_view(output_).substr(begin, end - begin));
    }
    std::string& output_;
    const ProcessOptions& options_;
    std::size_t lineStart_ = 0;
};

// Starts the program and collects what it prints, as runProcess says (its time is measured by runProcess): posix_spawn
// in child_process_posix.cpp, CreateProcessW in child_process_windows.cpp.
ProcessResult runOnThisSystem(const std::filesystem::path& program, const std::vector<std::filesystem::path>& arguments,
                              const ProcessOptions& options);

}  // namespace boids::app::detail

// A program started beside the companion's own work, its standard output in a file: the self-test's test of the
// workshop command (run beside the build), the busy programs of its loaded pass, and apt-get with its output
// hidden but its errors shown.
#pragma once

#include <filesystem>
#include <string>
#include <thread>
#include <vector>

namespace boids::companion {

class Background {
public:
    // Starts `program` (looked for on the PATH when it has no folder) with `arguments`: its standard input empty,
    // its standard output written to `output` (created or truncated), and its standard error there too when
    // `errorsToo`, else on the companion's own.
    Background(const std::filesystem::path& program, const std::vector<std::string>& arguments,
               const std::filesystem::path& output, bool errorsToo = true);
    Background(const Background&) = delete;
    Background& operator=(const Background&) = delete;
    // Stops the program if it still runs (SIGTERM; on Windows it is left to end by itself).
    ~Background();
    // Waits for the program to end: its exit status as a shell gives it (128 + a signal's number; 127 when it
    // could not start).
    int wait();

private:
#ifdef _WIN32
    std::thread thread_;  // runProcess, on a thread of its own: Windows has no handle to stop it with here
    int status_ = 127;
#else
    long pid_ = -1;
#endif
};

}  // namespace boids::companion

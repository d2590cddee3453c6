// A small program that the tests of child_process.h and of the build lock start (child_process_test.cpp,
// live_reload_test.cpp). What it does depends on its first argument:
//   args A B ...             prints each further argument on a line of its own, as it arrived (UTF-8 on Windows too)
//   exit N OUT ERR           prints OUT on standard output, then ERR on standard error, and exits with code N
//   hold-lock LOCK PIDFILE   takes LOCK with flock(2), as ./workshop does, writes its name and process id in LOCK
//                            ("child_helper hold-lock (process N)") and its process id to PIDFILE, and sleeps for
//                            20 s; exits 3 when another holds LOCK (POSIX only)
//   signal N                 ends itself with signal N (POSIX only)
//   --build FOLDER ...       a slow stand-in for cmake: after 1 s, writes "held" or "released" to
//                            FOLDER/lock-at-the-end, as FOLDER's build lock is (POSIX only)
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#ifdef _WIN32
#include <windows.h>
#include <shellapi.h>
#else
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

namespace {

// The arguments as UTF-8: on Windows from the wide command line, which holds them unchanged.
std::vector<std::string> utf8Arguments(int argc, char** argv) {
#ifdef _WIN32
    (void)argc;
    (void)argv;
    int count = 0;
    wchar_t** wide = CommandLineToArgvW(GetCommandLineW(), &count);
    std::vector<std::string> arguments;
    for (int i = 0; i < count; ++i) {
        const int bytes = WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, nullptr, 0, nullptr, nullptr);
        std::string utf8(std::size_t(bytes > 0 ? bytes - 1 : 0), '\0');
        if (bytes > 1) WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, utf8.data(), bytes, nullptr, nullptr);
        arguments.push_back(std::move(utf8));
    }
    LocalFree(wide);
    return arguments;
#else
    return {argv, argv + argc};
#endif
}

#ifndef _WIN32
// True when this process could take `lock` (and has it until `descriptor` is closed).
bool takeLock(const std::string& lock, int& descriptor) {
    descriptor = open(lock.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    return descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0;
}
#endif

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args = utf8Arguments(argc, argv);
    const std::string mode = args.size() > 1 ? args[1] : std::string();
    if (mode == "args") {
        for (std::size_t i = 2; i < args.size(); ++i) std::printf("%s\n", args[i].c_str());
        return 0;
    }
    if (mode == "exit" && args.size() == 5) {
        std::printf("%s\n", args[3].c_str());
        std::fflush(stdout);  // so that the order of the two streams in the pipe is the order written
        std::fprintf(stderr, "%s\n", args[4].c_str());
        return std::atoi(args[2].c_str());
    }
#ifndef _WIN32
    if (mode == "hold-lock" && args.size() == 4) {
        int descriptor = -1;
        if (!takeLock(args[2], descriptor)) return 3;
        const std::string name = "child_helper hold-lock (process " + std::to_string(getpid()) + ")\n";
        if (write(descriptor, name.data(), name.size()) != ssize_t(name.size())) return 4;
        const std::string written = args[3] + ".part";
        std::ofstream(written) << getpid() << '\n';
        std::rename(written.c_str(), args[3].c_str());  // the test never reads half a number
        std::this_thread::sleep_for(std::chrono::seconds(20));
        return 0;
    }
    if (mode == "signal" && args.size() == 3) {
        const int signal = std::atoi(args[2].c_str());
        std::signal(signal, SIG_DFL);  // a sanitizer's handler (ASan's, for SIGSEGV) would report it and exit 1
        std::raise(signal);
        return 5;  // the signal did not end it
    }
    if (mode == "--build" && args.size() > 2) {
        std::this_thread::sleep_for(std::chrono::seconds(1));
        int descriptor = -1;
        const bool free = takeLock(args[2] + "/.boids-build-lock", descriptor);
        std::ofstream(args[2] + "/lock-at-the-end") << (free ? "released" : "held") << '\n';
        return 0;
    }
#endif
    std::fprintf(stderr, "boids_test_child_helper: unknown mode \"%s\" (child_helper.cpp lists them)\n", mode.c_str());
    return 2;
}

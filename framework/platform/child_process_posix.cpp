// Starting a program on POSIX: posix_spawn (fork and exec where it cannot change folder), its output through a
// pipe, its time limit by SIGKILL (child_process.h).
#include "child_process.h"

#include <array>
#include <chrono>
#include <optional>
#include <system_error>
#include <thread>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __APPLE__
#include <cstdint>
#include <mach-o/dyld.h>  // _NSGetExecutablePath
#endif
extern char** environ;  // the environment the started program inherits
// posix_spawn can change the child's folder itself since glibc 2.29 and macOS 10.15; elsewhere fork and exec do.
// (-DBOIDS_SPAWN_CAN_CHDIR=0 tries the fork path where posix_spawn could.)
#ifndef BOIDS_SPAWN_CAN_CHDIR
#if (defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 29))) || defined(__APPLE__)
#define BOIDS_SPAWN_CAN_CHDIR 1
#else
#define BOIDS_SPAWN_CAN_CHDIR 0
#endif
#endif

#include "child_process_detail.h"
#include "utf8_path.h"

namespace boids::app {

namespace fs = std::filesystem;

namespace {

// A pipe whose ends no started program inherits (posix_spawn gives the child a copy of the write end as its
// standard output and error, which exec keeps).
bool openProcessPipe(std::array<int, 2>& ends) {
#if defined(__linux__) || defined(__FreeBSD__) || defined(__NetBSD__) || defined(__OpenBSD__)
    return pipe2(ends.data(), O_CLOEXEC) == 0;
#else
    // No pipe2 (macOS): a program that another thread starts between these calls may inherit the ends; it only
    // delays the end of this one's output until that program ends.
    if (pipe(ends.data()) != 0) return false;
    fcntl(ends[0], F_SETFD, FD_CLOEXEC);
    fcntl(ends[1], F_SETFD, FD_CLOEXEC);
    return true;
#endif
}

// "signal 9 (SIGKILL)".
std::string processSignalName(int signal) {
    const char* name = signal == SIGABRT   ? "SIGABRT"
                       : signal == SIGBUS  ? "SIGBUS"
                       : signal == SIGFPE  ? "SIGFPE"
                       : signal == SIGHUP  ? "SIGHUP"
                       : signal == SIGILL  ? "SIGILL"
                       : signal == SIGINT  ? "SIGINT"
                       : signal == SIGKILL ? "SIGKILL"
                       : signal == SIGPIPE ? "SIGPIPE"
                       : signal == SIGQUIT ? "SIGQUIT"
                       : signal == SIGSEGV ? "SIGSEGV"
                       : signal == SIGTERM ? "SIGTERM"
                                           : nullptr;
    const std::string number = "signal " + std::to_string(signal);
    return name ? number + " (" + name + ")" : number;
}

// The file actions and attributes of one posix_spawn, destroyed with it. The started program gets no blocked
// signals and the default action for the signals that end a program (this thread's mask and an ignored SIGPIPE
// would otherwise pass to it through exec).
struct SpawnSetup {
    posix_spawn_file_actions_t actions{};
    posix_spawnattr_t attributes{};
    SpawnSetup() {
        posix_spawn_file_actions_init(&actions);
        posix_spawnattr_init(&attributes);
        sigset_t none, defaults;
        sigemptyset(&none);
        sigemptyset(&defaults);
        for (const int signal : {SIGHUP, SIGINT, SIGPIPE, SIGQUIT, SIGTERM}) sigaddset(&defaults, signal);
        posix_spawnattr_setsigmask(&attributes, &none);
        posix_spawnattr_setsigdefault(&attributes, &defaults);
        posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    }
    SpawnSetup(const SpawnSetup&) = delete;
    SpawnSetup& operator=(const SpawnSetup&) = delete;
    ~SpawnSetup() {
        posix_spawnattr_destroy(&attributes);
        posix_spawn_file_actions_destroy(&actions);
    }
};

#if !BOIDS_SPAWN_CAN_CHDIR
// posix_spawnp with a working folder, where posix_spawn cannot change folder: fork, then in the child the folder,
// the streams and the signals as SpawnSetup would set them, and exec. A program that cannot start ends with 127.
int spawnInFolder(pid_t& pid, char* const argv[], const fs::path& folder, int outputEnd) {
    pid = fork();
    if (pid < 0) return errno;
    if (pid == 0) {
        if (chdir(folder.c_str()) != 0) _exit(127);
        if (outputEnd >= 0) {
            const int nothing = open("/dev/null", O_RDONLY);
            if (nothing >= 0 && nothing != STDIN_FILENO) dup2(nothing, STDIN_FILENO);
            dup2(outputEnd, STDOUT_FILENO);
            dup2(outputEnd, STDERR_FILENO);
        }
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, nullptr);
        for (const int signal : {SIGHUP, SIGINT, SIGPIPE, SIGQUIT, SIGTERM}) std::signal(signal, SIG_DFL);
        execvp(argv[0], argv);
        _exit(127);
    }
    return 0;
}
#endif

// Waits for `pid` to end; with a deadline, kills it (SIGKILL) there and says so.
int waitForProcess(pid_t pid, const std::optional<std::chrono::steady_clock::time_point>& deadline, bool& timedOut) {
    int status = 0;
    bool watching = deadline.has_value();  // until the deadline kills it; then a plain wait
    const auto killAt = deadline.value_or(std::chrono::steady_clock::time_point::max());
    for (;;) {
        const pid_t waited = waitpid(pid, &status, watching ? WNOHANG : 0);
        if (waited == pid) return status;
        if (waited < 0 && errno != EINTR) return -1;
        if (waited == 0 && std::chrono::steady_clock::now() >= killAt) {
            kill(pid, SIGKILL);
            timedOut = true;
            watching = false;
        } else if (waited == 0) {
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    }
}

using detail::OutputCollector;

// Reads the child's output from `fd` into result.output until every writer has closed it, or until the deadline.
void readOutput(int fd, const std::optional<std::chrono::steady_clock::time_point>& deadline, ProcessResult& result,
                const ProcessOptions& options) {
    OutputCollector collector(result.output, options);
    std::array<char, 4096> chunk{};
    pollfd readable{fd, POLLIN, 0};
    for (;;) {
        int waitMs = -1;
        if (deadline) {
            const auto left = std::chrono::ceil<std::chrono::milliseconds>(*deadline - std::chrono::steady_clock::now());
            if (left.count() <= 0) break;  // the time limit: waitForProcess kills it
            waitMs = int(left.count());
        }
        const int ready = poll(&readable, 1, waitMs);
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) continue;
        const ssize_t got = read(fd, chunk.data(), chunk.size());
        if (got > 0) {
            collector.add(chunk.data(), std::size_t(got));
        } else if (got == 0 || errno != EINTR) {
            break;
        }
    }
    collector.finish();
}

}  // namespace

ProcessResult detail::runOnThisSystem(const fs::path& program, const std::vector<fs::path>& arguments,
                                      const ProcessOptions& options) {
    ProcessResult result;
    std::vector<std::string> words{program.native()};
    for (const fs::path& argument : arguments) words.push_back(argument.native());
    std::vector<char*> argv;
    for (std::string& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    std::optional<std::chrono::steady_clock::time_point> deadline;
    if (options.timeLimit) deadline = std::chrono::steady_clock::now() + *options.timeLimit;

    const bool collect = !options.inheritStandardStreams;
    std::array<int, 2> ends{-1, -1};
    if (collect && !openProcessPipe(ends)) {
        result.output = couldNotStart(program, "no pipe for its output: " + std::generic_category().message(errno));
        return result;
    }
    SpawnSetup setup;
    if (collect) {
        posix_spawn_file_actions_addopen(&setup.actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
        posix_spawn_file_actions_adddup2(&setup.actions, ends[1], STDOUT_FILENO);
        posix_spawn_file_actions_adddup2(&setup.actions, ends[1], STDERR_FILENO);
    }
    pid_t pid = -1;
    int spawnError = 0;
    if (options.workingFolder.empty()) {
        // posix_spawnp: a program named without a folder is looked for on the PATH. The error of exec (no such
        // file, not executable) comes back here, not as the child's exit code 127.
        spawnError = posix_spawnp(&pid, argv[0], &setup.actions, &setup.attributes, argv.data(), environ);
    } else {
#if BOIDS_SPAWN_CAN_CHDIR
        posix_spawn_file_actions_addchdir_np(&setup.actions, options.workingFolder.c_str());
        spawnError = posix_spawnp(&pid, argv[0], &setup.actions, &setup.attributes, argv.data(), environ);
#else
        spawnError = spawnInFolder(pid, argv.data(), options.workingFolder, collect ? ends[1] : -1);
#endif
    }
    if (collect) close(ends[1]);  // now only the child writes: reading ends when it (and whatever it started) is done
    if (spawnError != 0) {
        if (collect) close(ends[0]);
        result.output = couldNotStart(program, std::generic_category().message(spawnError));
        return result;
    }

    if (collect) {
        readOutput(ends[0], deadline, result, options);
        close(ends[0]);
    }
    bool timedOut = false;
    const int status = waitForProcess(pid, deadline, timedOut);
    if (timedOut) {
        result.timedOut = true;
        result.signal = SIGKILL;
    } else if (status < 0) {
        appendProcessLine(result.output, utf8FromPath(program) + " ended, and the system could not say how: " +
                                             std::generic_category().message(errno));
    } else if (WIFEXITED(status)) {
        result.exitCode = WEXITSTATUS(status);
    } else if (WIFSIGNALED(status)) {
        result.signal = WTERMSIG(status);
        appendProcessLine(result.output, utf8FromPath(program) + " was ended by " + processSignalName(result.signal));
    }
    return result;
}

unsigned long thisProcessId() { return static_cast<unsigned long>(getpid()); }

bool startDetached(const fs::path& program, const std::vector<fs::path>& arguments) {
    std::vector<std::string> words{program.string()};
    for (const fs::path& argument : arguments) words.push_back(argument.string());
    std::vector<char*> argv;
    for (std::string& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    const pid_t first = fork();
    if (first < 0) return false;
    if (first == 0) {  // the first child: a session of its own, then the program as its child, and gone
        setsid();
        const pid_t second = fork();
        if (second == 0) {
            const int null = open("/dev/null", O_RDWR);
            if (null >= 0) {
                for (const int stream : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO}) dup2(null, stream);
                if (null > STDERR_FILENO) close(null);
            }
            execv(argv[0], argv.data());
            _exit(127);
        }
        _exit(second < 0 ? 1 : 0);
    }
    int status = 0;
    while (waitpid(first, &status, 0) < 0 && errno == EINTR) {
    }
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

fs::path thisProgramPath() {
#ifdef __APPLE__
    std::uint32_t size = 0;
    _NSGetExecutablePath(nullptr, &size);
    std::string buffer(size, '\0');
    if (_NSGetExecutablePath(buffer.data(), &size) != 0) return {};
    std::error_code error;
    const fs::path resolved = fs::canonical(buffer.c_str(), error);
    return error ? fs::path(buffer.c_str()) : resolved;
#else
    std::error_code error;
    const fs::path self = fs::read_symlink("/proc/self/exe", error);  // Linux; also the BSDs with procfs
    return error ? fs::path() : self;
#endif
}

}  // namespace boids::app

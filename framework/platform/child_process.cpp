// Starting a program from an argument vector and collecting its output: posix_spawn on POSIX, CreateProcessW on
// Windows. No shell is ever involved.
#include "child_process.h"

#include <array>
#include <chrono>
#include <cstdio>
#include <system_error>
#include <thread>

#include "utf8_path.h"

#ifdef _WIN32
#include <windows.h>
#endif

#ifndef _WIN32
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
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
#endif

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

namespace {

// Adds `line` to a program's output as a line of its own.
void appendProcessLine(std::string& output, const std::string& line) {
    if (!output.empty() && output.back() != '\n') output += '\n';
    output += line;
    output += '\n';
}

std::string couldNotStart(const fs::path& program, const std::string& why) {
    return "could not start " + utf8FromPath(program) + ": " + why;
}

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

#ifdef _WIN32

// A handle closed when it goes out of scope.
struct ProcessHandle {
    HANDLE handle = nullptr;
    ProcessHandle() = default;
    explicit ProcessHandle(HANDLE h) : handle(h) {}
    ProcessHandle(const ProcessHandle&) = delete;
    ProcessHandle& operator=(const ProcessHandle&) = delete;
    ~ProcessHandle() { close(); }
    void close() {
        if (handle && handle != INVALID_HANDLE_VALUE) CloseHandle(handle);
        handle = nullptr;
    }
};

std::string windowsError(DWORD error) { return std::system_category().message(int(error)); }

// Ends the programs of a job (the started program and every program it starts) when the time limit passes.
struct JobHandle {
    HANDLE handle = nullptr;
    JobHandle() = default;
    JobHandle(const JobHandle&) = delete;
    JobHandle& operator=(const JobHandle&) = delete;
    ~JobHandle() {
        if (handle) CloseHandle(handle);
    }
};

// Waits for `process` up to `limit`, then ends the job's programs; true when it did.
bool endedAtTheLimit(HANDLE process, HANDLE job, std::chrono::milliseconds limit) {
    if (WaitForSingleObject(process, DWORD(limit.count())) != WAIT_TIMEOUT) return false;
    if (!job || !TerminateJobObject(job, 1)) TerminateProcess(process, 1);
    return true;
}

ProcessResult runOnThisSystem(const fs::path& program, const std::vector<fs::path>& arguments,
                              const ProcessOptions& options) {
    ProcessResult result;
    // The program's own name is split by simpler rules (up to the next double quote, which no Windows path holds).
    std::wstring commandLine = L"\"" + fs::path(program).make_preferred().native() + L"\"";
    for (const fs::path& argument : arguments) commandLine += L" " + quotedForCommandLine(argument.native());
    const std::wstring folder = options.workingFolder.empty() ? std::wstring() : options.workingFolder.native();
    const wchar_t* startIn = folder.empty() ? nullptr : folder.c_str();

    JobHandle job;
    if (options.timeLimit) {
        job.handle = CreateJobObjectW(nullptr, nullptr);
        JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
        limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
        if (job.handle) SetInformationJobObject(job.handle, JobObjectExtendedLimitInformation, &limits, sizeof(limits));
    }
    PROCESS_INFORMATION child{};

    if (options.inheritStandardStreams) {
        STARTUPINFOW startup{};
        startup.cb = sizeof(startup);
        startup.dwFlags = STARTF_USESTDHANDLES;
        startup.hStdInput = GetStdHandle(STD_INPUT_HANDLE);
        startup.hStdOutput = GetStdHandle(STD_OUTPUT_HANDLE);
        startup.hStdError = GetStdHandle(STD_ERROR_HANDLE);
        for (const HANDLE stream : {startup.hStdInput, startup.hStdOutput, startup.hStdError}) {
            if (stream && stream != INVALID_HANDLE_VALUE) SetHandleInformation(stream, HANDLE_FLAG_INHERIT, HANDLE_FLAG_INHERIT);
        }
        if (!CreateProcessW(nullptr, commandLine.data(), nullptr, nullptr, TRUE, CREATE_SUSPENDED, nullptr, startIn,
                            &startup, &child)) {
            result.output = couldNotStart(program, windowsError(GetLastError()));
            return result;
        }
        ProcessHandle process(child.hProcess), thread(child.hThread);
        if (job.handle) AssignProcessToJobObject(job.handle, process.handle);
        ResumeThread(thread.handle);
        if (options.timeLimit) result.timedOut = endedAtTheLimit(process.handle, job.handle, *options.timeLimit);
        WaitForSingleObject(process.handle, INFINITE);
        DWORD code = 0;
        if (!result.timedOut && GetExitCodeProcess(process.handle, &code)) result.exitCode = int(code);
        return result;
    }

    SECURITY_ATTRIBUTES inheritable{};
    inheritable.nLength = sizeof(inheritable);
    inheritable.bInheritHandle = TRUE;
    ProcessHandle readEnd, writeEnd;
    if (!CreatePipe(&readEnd.handle, &writeEnd.handle, &inheritable, 0)) {
        result.output = couldNotStart(program, "no pipe for its output: " + windowsError(GetLastError()));
        return result;
    }
    SetHandleInformation(readEnd.handle, HANDLE_FLAG_INHERIT, 0);  // only the child's end is inherited
    ProcessHandle nothingToRead(CreateFileW(L"NUL", GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, &inheritable,
                                            OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr));
    if (nothingToRead.handle == INVALID_HANDLE_VALUE) {
        result.output = couldNotStart(program, "cannot open NUL for its input: " + windowsError(GetLastError()));
        return result;
    }

    // The child inherits these two handles and no other, even when another thread starts a program at once.
    std::array<HANDLE, 2> inherited{writeEnd.handle, nothingToRead.handle};
    SIZE_T listSize = 0;
    InitializeProcThreadAttributeList(nullptr, 1, 0, &listSize);
    std::vector<unsigned char> listMemory(listSize);
    auto* list = reinterpret_cast<LPPROC_THREAD_ATTRIBUTE_LIST>(listMemory.data());
    if (!InitializeProcThreadAttributeList(list, 1, 0, &listSize)) {
        result.output = couldNotStart(program, windowsError(GetLastError()));
        return result;
    }
    STARTUPINFOEXW startup{};
    startup.StartupInfo.cb = sizeof(startup);
    startup.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
    startup.StartupInfo.hStdInput = nothingToRead.handle;
    startup.StartupInfo.hStdOutput = writeEnd.handle;
    startup.StartupInfo.hStdError = writeEnd.handle;
    startup.lpAttributeList = list;
    BOOL started = UpdateProcThreadAttribute(list, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST, inherited.data(),
                                             sizeof(HANDLE) * inherited.size(), nullptr, nullptr);
    if (started) {
        // CREATE_NO_WINDOW: a console program started by the window opens no console window of its own.
        // CREATE_SUSPENDED: it joins the job (time limit) before it can start programs of its own.
        started = CreateProcessW(nullptr, commandLine.data(), nullptr, nullptr, TRUE,
                                 EXTENDED_STARTUPINFO_PRESENT | CREATE_NO_WINDOW | CREATE_SUSPENDED, nullptr, startIn,
                                 &startup.StartupInfo, &child);
    }
    const DWORD startError = GetLastError();
    DeleteProcThreadAttributeList(list);
    writeEnd.close();  // now only the child writes: reading ends when it (and whatever it started) is done
    nothingToRead.close();
    if (!started) {
        result.output = couldNotStart(program, windowsError(startError));
        return result;
    }
    ProcessHandle process(child.hProcess), thread(child.hThread);
    if (job.handle) AssignProcessToJobObject(job.handle, process.handle);
    ResumeThread(thread.handle);

    // The time limit is watched on a thread of its own, so that this one keeps reading (and calling onLine): ending
    // the job's programs closes their ends of the pipe, which ends the reading.
    bool timedOut = false;
    std::thread watchdog;
    if (options.timeLimit) {
        watchdog = std::thread([&] { timedOut = endedAtTheLimit(process.handle, job.handle, *options.timeLimit); });
    }
    OutputCollector collector(result.output, options);
    std::array<char, 4096> chunk{};
    DWORD got = 0;
    while (ReadFile(readEnd.handle, chunk.data(), DWORD(chunk.size()), &got, nullptr) && got > 0) {
        collector.add(chunk.data(), got);
    }
    collector.finish();
    WaitForSingleObject(process.handle, INFINITE);
    if (watchdog.joinable()) watchdog.join();
    if (timedOut) {
        result.timedOut = true;
        return result;
    }
    DWORD code = 0;
    if (!GetExitCodeProcess(process.handle, &code)) {
        appendProcessLine(result.output, utf8FromPath(program) + " ended, and Windows could not say how: " +
                                             windowsError(GetLastError()));
        return result;
    }
    result.exitCode = int(code);
    if (code >= 0xC0000000u) {  // an NTSTATUS error: the program crashed (0xC0000005 is an access violation)
        char hex[16];
        std::snprintf(hex, sizeof(hex), "0x%08X", unsigned(code));
        appendProcessLine(result.output, utf8FromPath(program) + " crashed with exception " + hex);
    }
    return result;
}

#else

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

ProcessResult runOnThisSystem(const fs::path& program, const std::vector<fs::path>& arguments,
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
        OutputCollector collector(result.output, options);
        std::array<char, 4096> chunk{};
        pollfd readable{ends[0], POLLIN, 0};
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
            const ssize_t got = read(ends[0], chunk.data(), chunk.size());
            if (got > 0) {
                collector.add(chunk.data(), std::size_t(got));
            } else if (got == 0 || errno != EINTR) {
                break;
            }
        }
        collector.finish();
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

#endif

}  // namespace

unsigned long thisProcessId() {
#ifdef _WIN32
    return GetCurrentProcessId();
#else
    return static_cast<unsigned long>(getpid());
#endif
}

ProcessResult runProcess(const fs::path& program, const std::vector<fs::path>& arguments) {
    return runProcess(program, arguments, ProcessOptions{});
}

ProcessResult runProcess(const fs::path& program, const std::vector<fs::path>& arguments,
                         const ProcessOptions& options) {
    const auto start = std::chrono::steady_clock::now();
    ProcessResult result = runOnThisSystem(program, arguments, options);
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace boids::app

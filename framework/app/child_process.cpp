// Starting a program from an argument vector and collecting its output: posix_spawn on POSIX, CreateProcessW on
// Windows. No shell is ever involved.
#include "child_process.h"

#include <array>
#include <chrono>
#include <system_error>

#include <fmt/format.h>

#include "utf8_path.h"
#include "windows_api.h"

#ifndef _WIN32
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
extern char** environ;  // the environment the started program inherits
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
    return fmt::format("could not start {}: {}", utf8FromPath(program), why);
}

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

ProcessResult runOnThisSystem(const fs::path& program, const std::vector<fs::path>& arguments) {
    ProcessResult result;
    // The program's own name is split by simpler rules (up to the next double quote, which no Windows path holds).
    std::wstring commandLine = L"\"" + fs::path(program).make_preferred().native() + L"\"";
    for (const fs::path& argument : arguments) commandLine += L" " + quotedForCommandLine(argument.native());

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
    PROCESS_INFORMATION child{};
    BOOL started = UpdateProcThreadAttribute(list, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST, inherited.data(),
                                             sizeof(HANDLE) * inherited.size(), nullptr, nullptr);
    if (started) {
        // CREATE_NO_WINDOW: a console program started by the window opens no console window of its own.
        started = CreateProcessW(nullptr, commandLine.data(), nullptr, nullptr, TRUE,
                                 EXTENDED_STARTUPINFO_PRESENT | CREATE_NO_WINDOW, nullptr, nullptr,
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

    std::array<char, 4096> chunk{};
    DWORD got = 0;
    while (ReadFile(readEnd.handle, chunk.data(), DWORD(chunk.size()), &got, nullptr) && got > 0) {
        result.output.append(chunk.data(), got);
    }
    WaitForSingleObject(process.handle, INFINITE);
    DWORD code = 0;
    if (!GetExitCodeProcess(process.handle, &code)) {
        appendProcessLine(result.output, fmt::format("{} ended, and Windows could not say how: {}",
                                                     utf8FromPath(program), windowsError(GetLastError())));
        return result;
    }
    result.exitCode = int(code);
    if (code >= 0xC0000000u) {  // an NTSTATUS error: the program crashed (0xC0000005 is an access violation)
        appendProcessLine(result.output,
                          fmt::format("{} crashed with exception 0x{:08X}", utf8FromPath(program), unsigned(code)));
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
    return name ? fmt::format("signal {} ({})", signal, name) : fmt::format("signal {}", signal);
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

ProcessResult runOnThisSystem(const fs::path& program, const std::vector<fs::path>& arguments) {
    ProcessResult result;
    std::vector<std::string> words{program.native()};
    for (const fs::path& argument : arguments) words.push_back(argument.native());
    std::vector<char*> argv;
    for (std::string& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);

    std::array<int, 2> ends{-1, -1};
    if (!openProcessPipe(ends)) {
        result.output = couldNotStart(program, "no pipe for its output: " + std::generic_category().message(errno));
        return result;
    }
    SpawnSetup setup;
    posix_spawn_file_actions_addopen(&setup.actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&setup.actions, ends[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&setup.actions, ends[1], STDERR_FILENO);
    pid_t pid = -1;
    // posix_spawnp: a program named without a folder is looked for on the PATH. The error of exec (no such file,
    // not executable) comes back here, not as the child's exit code 127.
    const int spawnError = posix_spawnp(&pid, argv[0], &setup.actions, &setup.attributes, argv.data(), environ);
    close(ends[1]);  // now only the child writes: reading ends when it (and whatever it started) is done
    if (spawnError != 0) {
        close(ends[0]);
        result.output = couldNotStart(program, std::generic_category().message(spawnError));
        return result;
    }

    std::array<char, 4096> chunk{};
    for (;;) {
        const ssize_t got = read(ends[0], chunk.data(), chunk.size());
        if (got > 0) {
            result.output.append(chunk.data(), std::size_t(got));
        } else if (got == 0 || errno != EINTR) {
            break;
        }
    }
    close(ends[0]);
    int status = 0;
    pid_t waited = -1;
    do {
        waited = waitpid(pid, &status, 0);
    } while (waited < 0 && errno == EINTR);
    if (waited < 0) {
        appendProcessLine(result.output, fmt::format("{} ended, and the system could not say how: {}",
                                                     utf8FromPath(program), std::generic_category().message(errno)));
    } else if (WIFEXITED(status)) {
        result.exitCode = WEXITSTATUS(status);
    } else if (WIFSIGNALED(status)) {
        appendProcessLine(result.output, fmt::format("{} was ended by {}", utf8FromPath(program),
                                                     processSignalName(WTERMSIG(status))));
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
    const auto start = std::chrono::steady_clock::now();
    ProcessResult result = runOnThisSystem(program, arguments);
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace boids::app

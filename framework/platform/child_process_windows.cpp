// Starting a program on Windows: CreateProcessW with a command line quoted as CommandLineToArgvW splits it, its
// output through a pipe, its time limit through a job (child_process.h).
#include "child_process.h"

#include <array>
#include <chrono>
#include <cstdio>
#include <system_error>
#include <thread>

#include <windows.h>

#include "child_process_detail.h"
#include "utf8_path.h"

namespace boids::app {

namespace fs = std::filesystem;

namespace {

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

using detail::appendProcessLine;
using detail::couldNotStart;
using detail::OutputCollector;

// Starts the program on this program's own streams, and waits for it (up to the time limit, with `job`).
ProcessResult runOnItsStreams(const fs::path& program, std::wstring& commandLine, const wchar_t* startIn,
                              const JobHandle& job, const ProcessOptions& options) {
    ProcessResult result;
    STARTUPINFOW startup{};
    startup.cb = sizeof(startup);
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = GetStdHandle(STD_INPUT_HANDLE);
    startup.hStdOutput = GetStdHandle(STD_OUTPUT_HANDLE);
    startup.hStdError = GetStdHandle(STD_ERROR_HANDLE);
    for (const HANDLE stream : {startup.hStdInput, startup.hStdOutput, startup.hStdError}) {
        if (stream && stream != INVALID_HANDLE_VALUE) SetHandleInformation(stream, HANDLE_FLAG_INHERIT, HANDLE_FLAG_INHERIT);
    }
    PROCESS_INFORMATION child{};
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

// Reads the started program's output from `readEnd` until every writer has closed it, then waits for it and reads
// how it ended into `result`. The time limit is watched on a thread of its own, so that this one keeps reading (and
// calling onLine): ending the job's programs closes their ends of the pipe, which ends the reading.
void readAndWait(HANDLE process, HANDLE readEnd, HANDLE job, const fs::path& program, const ProcessOptions& options,
                 ProcessResult& result) {
    bool timedOut = false;
    std::thread watchdog;
    if (options.timeLimit) {
        watchdog = std::thread([&] { timedOut = endedAtTheLimit(process, job, *options.timeLimit); });
    }
    OutputCollector collector(result.output, options);
    std::array<char, 4096> chunk{};
    DWORD got = 0;
    while (ReadFile(readEnd, chunk.data(), DWORD(chunk.size()), &got, nullptr) && got > 0) {
        collector.add(chunk.data(), got);
    }
    collector.finish();
    WaitForSingleObject(process, INFINITE);
    if (watchdog.joinable()) watchdog.join();
    if (timedOut) {
        result.timedOut = true;
        return;
    }
    DWORD code = 0;
    if (!GetExitCodeProcess(process, &code)) {
        appendProcessLine(result.output, utf8FromPath(program) + " ended, and Windows could not say how: " +
                                             windowsError(GetLastError()));
        return;
    }
    result.exitCode = int(code);
    if (code >= 0xC0000000u) {  // an NTSTATUS error: the program crashed (0xC0000005 is an access violation)
        char hex[16];
        std::snprintf(hex, sizeof(hex), "0x%08X", unsigned(code));
        appendProcessLine(result.output, utf8FromPath(program) + " crashed with exception " + hex);
    }
}

}  // namespace

ProcessResult detail::runOnThisSystem(const fs::path& program, const std::vector<fs::path>& arguments,
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
    if (options.inheritStandardStreams) return runOnItsStreams(program, commandLine, startIn, job, options);

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

    readAndWait(process.handle, readEnd.handle, job.handle, program, options, result);
    return result;
}

unsigned long thisProcessId() { return GetCurrentProcessId(); }

bool startDetached(const fs::path& program, const std::vector<fs::path>& arguments) {
    std::wstring commandLine = L"\"" + fs::path(program).make_preferred().native() + L"\"";
    for (const fs::path& argument : arguments) commandLine += L" " + quotedForCommandLine(argument.native());
    STARTUPINFOW startup{};
    startup.cb = sizeof startup;
    PROCESS_INFORMATION child{};
    // No handle inherited, no console: it outlives this program and holds none of its streams.
    if (!CreateProcessW(nullptr, commandLine.data(), nullptr, nullptr, FALSE,
                        DETACHED_PROCESS | CREATE_NEW_PROCESS_GROUP | CREATE_NO_WINDOW, nullptr, nullptr, &startup,
                        &child)) {
        return false;
    }
    CloseHandle(child.hThread);
    CloseHandle(child.hProcess);
    return true;
}

fs::path thisProgramPath() {
    std::wstring buffer(MAX_PATH, L'\0');
    for (;;) {
        const DWORD length = GetModuleFileNameW(nullptr, buffer.data(), DWORD(buffer.size()));
        if (length == 0) return {};
        if (length < buffer.size()) return fs::path(buffer.substr(0, length));
        buffer.resize(buffer.size() * 2);
    }
}

}  // namespace boids::app

// Loading a task's module (task_module.h) at the start of its test program, its own or the one --task-module=PATH
// names: dlopen/dlsym on POSIX, LoadLibraryExW/GetProcAddress on Windows. The checks mirror the window's
// (framework/app/learner_plugin_loader.cpp), which loads the whole learner plugin through SDL; the test programs
// link no SDL.
#include "task_module.h"

#include <bit>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <system_error>

#include <fmt/format.h>

#include <boids/plugin.h>
#include <boids/plugin_check.h>

#if defined(_WIN32)
#include <windows.h>
#else
#include <dlfcn.h>
#endif
#if defined(__APPLE__)
#include <cstdint>
#include <mach-o/dyld.h>
#endif

namespace boids::test {

namespace {

namespace fs = std::filesystem;

std::string utf8(const fs::path& path) {
    const std::u8string text = path.u8string();
    return std::string(text.begin(), text.end());
}

// This program's own file (not the current folder, nor argv[0], which need not name it); empty if unknown.
fs::path programPath() {
#if defined(_WIN32)
    std::wstring buffer(MAX_PATH, L'\0');
    for (;;) {
        const DWORD length = GetModuleFileNameW(nullptr, buffer.data(), DWORD(buffer.size()));
        if (length == 0) return {};
        if (length < buffer.size()) {
            buffer.resize(length);
            return fs::path(buffer);
        }
        buffer.resize(buffer.size() * 2);  // truncated: try a longer buffer
    }
#elif defined(__APPLE__)
    std::uint32_t size = 0;
    _NSGetExecutablePath(nullptr, &size);
    std::string buffer(size, '\0');
    if (_NSGetExecutablePath(buffer.data(), &size) != 0) return {};
    buffer.resize(std::char_traits<char>::length(buffer.c_str()));
    std::error_code error;
    const fs::path resolved = fs::canonical(buffer, error);
    return error ? fs::path(buffer) : resolved;
#else
    std::error_code error;
    const fs::path self = fs::read_symlink("/proc/self/exe", error);  // Linux; also the BSDs with procfs
    return error ? fs::path() : self;
#endif
}

// The PATH of the last --task-module=PATH, or nullptr when there is none.
const char* moduleOption(std::span<char* const> arguments) {
    const char* path = nullptr;
    for (const char* argument : arguments) {
        if (argument && std::string_view(argument).starts_with(kTaskModuleOption)) path = argument;
    }
    return path;
}

void* openModule(const fs::path& path, std::string& problem) {
#if defined(_WIN32)
    // The altered search path: the DLLs the module needs are looked for beside it first.
    HMODULE handle = LoadLibraryExW(path.c_str(), nullptr, LOAD_WITH_ALTERED_SEARCH_PATH);
    if (!handle) {
        const DWORD code = GetLastError();
        char* text = nullptr;
        FormatMessageA(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
                       nullptr, code, 0, reinterpret_cast<char*>(&text), 0, nullptr);
        problem = text ? std::string(text) : fmt::format("error {}", code);
        if (text) LocalFree(text);
        while (!problem.empty() && (problem.back() == '\n' || problem.back() == '\r' || problem.back() == ' ' ||
                                    problem.back() == '.')) {
            problem.pop_back();
        }
    }
    return static_cast<void*>(handle);
#else
    void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char* text = dlerror();
        problem = text ? text : "dlopen failed";
    }
    return handle;
#endif
}

void* findSymbol(void* handle, const char* name) {
#if defined(_WIN32)
    return std::bit_cast<void*>(GetProcAddress(static_cast<HMODULE>(handle), name));
#else
    return dlsym(handle, name);
#endif
}

template <typename Function>
Function symbol(void* handle, const char* name) {
    return std::bit_cast<Function>(findSymbol(handle, name));
}

[[noreturn]] void refuse(const std::string& line) {
    std::fflush(stdout);
    std::fprintf(stderr, "%s\n", line.c_str());
    std::fflush(stderr);
    std::exit(kTaskModuleMissingStatus);
}

// Whether `table` holds the function(s) of the task numbered `number`.
bool holds(const TaskTable& table, int number) {
    const std::optional<Task> task = taskNumbered(number);
    if (!task) return false;
    if (*task == kGridTask) return table.buildGrid != nullptr && table.findNeighborsInGrid != nullptr;
    return bool(table[*task]);
}

}  // namespace

const TaskTable& loadTaskModule(int task, const char* fileName, const char* builtPath, int argc, char** argv) {
    const std::string program = "boids_test_task" + std::to_string(task);
    const std::string what = fmt::format("the module with task {}'s code", task);
    const char* option = argc > 1 && argv ? moduleOption(std::span<char* const>(argv + 1, std::size_t(argc - 1))) : nullptr;
    const std::string rebuild =
        option ? fmt::format("Give {}PATH a module of task {}, built by boids_add_task_module (cmake/tasks.cmake).",
                             kTaskModuleOption, task)
               : fmt::format("Build the target {} again (./workshop test {} does).", program, task);

    std::error_code error;
    fs::path path;
    if (option) {
        // The module named on the command line, and no other: falling back to the program's own would check the
        // wrong code.
        const std::string_view given = std::string_view(option).substr(std::string_view(kTaskModuleOption).size());
        path = fs::path(std::string(given));  // as it came: bytes on POSIX, the C runtime's code page on Windows
        if (given.empty() || !fs::is_regular_file(path, error)) {
            refuse(fmt::format("{}: {}{} names no file. {}", program, kTaskModuleOption, given, rebuild));
        }
    } else {
        // Next to this program first (CMake puts it there), then where CMake built it.
        const fs::path self = programPath();
        const fs::path built = builtPath ? fs::path(builtPath) : fs::path();
        const fs::path beside = self.empty() ? built : self.parent_path() / fileName;
        path = beside;
        if (!fs::exists(beside, error) && !built.empty() && fs::exists(built, error)) path = built;
        if (!fs::exists(path, error)) {
            const bool elsewhere = !built.empty() && built != beside;
            refuse(fmt::format("{}: {} was expected next to this program, at {}{}, but there is no such file. {}",
                               program, what, utf8(beside), elsewhere ? fmt::format(" (or at {})", utf8(built)) : "",
                               rebuild));
        }
    }
    const std::string shown = utf8(path);

    std::string problem;
    void* handle = openModule(path, problem);
    if (!handle) refuse(fmt::format("{}: cannot load {}, {}: {}. {}", program, what, shown, problem, rebuild));

    // The layout first: a table built with another layout would be read as ours.
    const auto abi = symbol<PluginAbiFunction>(handle, kPluginAbiSymbol);
    const auto number = symbol<TaskModuleTaskFunction>(handle, kTaskModuleTaskSymbol);
    const auto tasks = symbol<LearnerTasksFunction>(handle, kLearnerTasksSymbol);
    if (!abi || !number || !tasks) {
        refuse(fmt::format("{}: {} is not {} (it has no {}, {} and {}). {}", program, shown, what, kPluginAbiSymbol,
                           kTaskModuleTaskSymbol, kLearnerTasksSymbol, rebuild));
    }
    const PluginAbi* built_abi = abi();
    if (!built_abi) {
        refuse(fmt::format("{}: {}, {}: {} returned nothing. {}", program, what, shown, kPluginAbiSymbol, rebuild));
    }
    if (const std::string difference = pluginAbiDifference(*built_abi); !difference.empty()) {
        refuse(fmt::format("{}: {}, {}, was built differently from this program, which would read its data wrongly: "
                           "{}. {}",
                           program, what, shown, difference, rebuild));
    }
    const int holds_task = number();
    const TaskTable* table = tasks();
    if (holds_task != task || !table || !holds(*table, task)) {
        refuse(fmt::format("{}: {} is not {}: it holds task {}'s. {}", program, shown, what, holds_task, rebuild));
    }
    return *table;
}

}  // namespace boids::test

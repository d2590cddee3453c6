// Loading a task's module (task_module.h) at the start of its test program, its own or the one --task-module=PATH
// names, with the kit's one loader (framework/platform/shared_library.h), which the window loads the learner's whole
// plugin with too (framework/app/sdl/learner_plugin_loader.cpp). The checks are the same as the window's.
#include "task_module.h"

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

#include "shared_library.h"

#if defined(_WIN32)
#include <windows.h>
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

    platform::SharedLibrary library(path);
    if (!library.loaded()) {
        refuse(fmt::format("{}: cannot load {}, {}: {}. {}", program, what, shown, library.problem(), rebuild));
    }
    library.keep();  // the table it hands out is used to the program's end

    // The layout first: a table built with another layout would be read as ours.
    const auto abi = library.function<PluginAbiFunction>(kPluginAbiSymbol);
    const auto number = library.function<TaskModuleTaskFunction>(kTaskModuleTaskSymbol);
    const auto tasks = library.function<LearnerTasksFunction>(kLearnerTasksSymbol);
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

// The kit's folders, its tasks, and what build/CMakeCache.txt and .workshop/ say about them.
#include "kit.h"

#include <boids/claims.h>
#include <boids/task_list.h>  // generated from tasks.txt (cmake/task_registry.cmake)

#include <algorithm>
#include <array>
#include <cctype>
#include <climits>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <system_error>

#include "file_io.h"
#include "utf8_path.h"

namespace boids::companion {

namespace fs = std::filesystem;

namespace {

#define BOIDS_COMPANION_TASK(number, name, stem, kind, function, weight, label, colour, bonus, params) \
    Task{number, stem, name, bonus, #function},
constexpr Task kTasks[] = {BOIDS_TASK_LIST(BOIDS_COMPANION_TASK)};
#undef BOIDS_COMPANION_TASK

fs::path inFolder(const fs::path& folder, const Task& task, std::string_view extension) {
    return folder / (std::string(task.stem) + std::string(extension));
}

bool isDigits(std::string_view word) {
    return !word.empty() && std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// The number `word` names when it is a task of tasks.txt, written plainly ("7", not "07" or "+7"), else 0.
int taskNumberIn(std::string_view word) {
    if (!isDigits(word) || word.size() > 2 || word[0] == '0') return 0;
    const int n = std::stoi(std::string(word));
    return findTask(n) ? n : 0;
}

}  // namespace

std::span<const Task> allTasks() { return kTasks; }

const Task* findTask(int number) {
    const auto found = std::find_if(std::begin(kTasks), std::end(kTasks), [&](const Task& t) { return t.number == number; });
    return found == std::end(kTasks) ? nullptr : found;
}

const Task& taskNumber(int number) { return *findTask(number); }

std::string countWord(int n) {
    constexpr std::array<std::string_view, 13> words{"zero", "one", "two",   "three",  "four",   "five",  "six",
                                                     "seven", "eight", "nine", "ten", "eleven", "twelve"};
    return n >= 0 && n < int(words.size()) ? std::string(words[std::size_t(n)]) : std::to_string(n);
}

int mainTaskCount() {
    return int(std::count_if(std::begin(kTasks), std::end(kTasks), [](const Task& t) { return !t.bonus; }));
}

Kit::Kit(fs::path root) : root_(std::move(root)) {}

Kit::Kit(fs::path root, std::optional<fs::path> prebuilt) : root_(std::move(root)), prebuilt_(std::move(prebuilt)) {}

const fs::path& Kit::root() const { return root_; }
fs::path Kit::build() const { return prebuilt_ ? *prebuilt_ : root_ / "build"; }

bool Kit::isPrebuilt() const { return prebuilt_.has_value(); }
fs::path Kit::state() const { return root_ / ".workshop"; }
fs::path Kit::taskFolder(const Task& task) const { return root_ / "framework" / "tasks" / std::string(task.stem); }
fs::path Kit::backups() const { return root_ / "backups"; }
fs::path Kit::exercise(const Task& task) const { return inFolder(root_ / "exercises", task, ".cpp"); }
fs::path Kit::solution(const Task& task) const { return inFolder(root_ / "solutions", task, ".cpp"); }
fs::path Kit::stub(const Task& task) const { return taskFolder(task) / "stub.cpp"; }
fs::path Kit::hints(const Task& task) const { return taskFolder(task) / "hints.md"; }
std::string taskFile(const Task& task, std::string_view name) {
    return "framework/tasks/" + std::string(task.stem) + "/" + std::string(name);
}

std::vector<int> solvedTasksFromCache(std::string_view cacheText) {
    constexpr std::string_view kKey = "BOIDS_SOLVED:STRING=";
    std::vector<int> tasks;
    std::size_t start = 0;
    while (start < cacheText.size()) {
        std::size_t end = cacheText.find('\n', start);
        if (end == std::string_view::npos) end = cacheText.size();
        std::string_view line = cacheText.substr(start, end - start);
        start = end + 1;
        if (!line.starts_with(kKey)) continue;
        line.remove_prefix(kKey.size());
        // As the bash read it: ';' and spaces separate the words.
        std::string word;
        for (std::size_t i = 0; i <= line.size(); ++i) {
            const char c = i < line.size() ? line[i] : ';';
            if (c == ';' || c == ' ' || c == '\t' || c == '\r') {
                if (const int n = taskNumberIn(word); n > 0) tasks.push_back(n);
                word.clear();
            } else {
                word += c;
            }
        }
    }
    std::sort(tasks.begin(), tasks.end());
    tasks.erase(std::unique(tasks.begin(), tasks.end()), tasks.end());
    return tasks;
}

std::vector<int> Kit::solvedTasks() const {
    const std::optional<std::string> cache = readFile(build() / "CMakeCache.txt");
    return cache ? solvedTasksFromCache(*cache) : std::vector<int>{};
}

bool Kit::isSolved(int task) const {
    const std::vector<int> solved = solvedTasks();
    return std::find(solved.begin(), solved.end(), task) != solved.end();
}

bool Kit::isStarted(const Task& task) const {
    const std::optional<std::string> mine = readFile(exercise(task));
    const std::optional<std::string> untouched = readFile(stub(task));
    return !mine || !untouched || *mine != *untouched;  // as `cmp -s` failing: different, or one is missing
}

bool Kit::isStillTheStub(const Task& task) const {
    const std::optional<std::string> mine = readFile(exercise(task));
    const std::optional<std::string> untouched = readFile(stub(task));
    if (!mine || !untouched) return false;
    const auto code = [](const std::string& source) {
        std::string out = report::codeOf(source);
        std::erase_if(out, [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; });
        return out;
    };
    return *mine == *untouched || code(*mine) == code(*untouched);
}

bool Kit::isConfigured() const {
    std::error_code error;
    return fs::is_regular_file(build() / "CMakeFiles" / "TargetDirectories.txt", error);
}

fs::path Kit::built(std::string_view relative) const {
    std::string name(relative);
#ifdef _WIN32
    name += ".exe";
#endif
    const std::size_t slash = name.rfind('/');
    const fs::path plain = build() / app::pathFromUtf8(name);
    const fs::path inConfig = slash == std::string::npos
                                  ? build() / kBuildConfiguration / app::pathFromUtf8(name)
                                  : build() / app::pathFromUtf8(name.substr(0, slash)) / kBuildConfiguration /
                                        app::pathFromUtf8(name.substr(slash + 1));
    std::error_code error;
    if (!fs::exists(plain, error) && fs::exists(inConfig, error)) return inConfig;
    return plain;
}

int Kit::hintCount(const Task& task) const {
    std::ifstream in(hints(task), std::ios::binary);
    int count = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.size() > 8 && line.starts_with("## Hint ") && std::isdigit(static_cast<unsigned char>(line[8]))) {
            ++count;
        }
    }
    return count;
}

int Kit::hintsSeen(const Task& task) const {
    std::ifstream in(state() / ("hints-" + std::to_string(task.number)), std::ios::binary);
    std::string first;
    if (!in || !std::getline(in, first) || !isDigits(first)) return 0;
    const long long seen = std::strtoll(first.c_str(), nullptr, 10);
    return seen > INT_MAX ? INT_MAX : int(seen);
}

fs::path kitRootFromEnvironment(const fs::path& compiledIn) {
    const char* root = std::getenv("BOIDS_KIT_ROOT");
    fs::path chosen = root && *root ? app::pathFromUtf8(root) : compiledIn;
    std::error_code error;
    const fs::path absolute = fs::absolute(chosen, error);
    fs::path normal = (error ? chosen : absolute).lexically_normal();
    if (!normal.has_filename() && normal.has_relative_path()) normal = normal.parent_path();  // "/kit/" -> "/kit"
    return normal;
}

std::optional<fs::path> prebuiltBuildFromEnvironment() {
    const char* folder = std::getenv("BOIDS_WORKSHOP_PREBUILT");
    if (!folder || !*folder) return std::nullopt;
    std::error_code error;
    const fs::path path = app::pathFromUtf8(folder);
    const fs::path absolute = fs::absolute(path, error);
    return (error ? path : absolute).lexically_normal();
}

}  // namespace boids::companion

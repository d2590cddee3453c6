// Building the dev build: configure once, one build at a time under build/.boids-build-lock, progress while it
// builds, the compiler's first errors when it fails. Every message is the bash script's.
#include "build.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <sstream>
#include <system_error>
#include <thread>

#include "build_lock.h"
#include "child_process.h"
#include "file_io.h"
#include "source_link.h"
#include "utf8_path.h"

namespace boids::companion {

namespace fs = std::filesystem;

namespace {

// The digits at the front of `text`, read as a number; `used` is how many there were.
std::optional<int> leadingNumber(std::string_view text, std::size_t& used) {
    used = 0;
    long long value = 0;
    while (used < text.size() && text[used] >= '0' && text[used] <= '9') {
        value = std::min<long long>(value * 10 + (text[used] - '0'), 1'000'000'000);
        ++used;
    }
    if (used == 0) return std::nullopt;
    return int(value);
}

// What follows the last '/' (as the bash's ${x##*/}).
std::string afterLastSlash(std::string_view text) {
    const std::size_t slash = text.rfind('/');
    return std::string(slash == std::string_view::npos ? text : text.substr(slash + 1));
}

// Where `name` is on the PATH (as `command -v`), or nullopt.
std::optional<fs::path> onPath(const std::string& name) {
    const char* path = std::getenv("PATH");
    if (!path) return std::nullopt;
#ifdef _WIN32
    constexpr char kSeparator = ';';
    const std::vector<std::string> suffixes{".exe", ".cmd", ".bat", ""};
#else
    constexpr char kSeparator = ':';
    const std::vector<std::string> suffixes{""};
#endif
    std::string_view folders(path);
    std::size_t start = 0;
    while (start <= folders.size()) {
        std::size_t end = folders.find(kSeparator, start);
        if (end == std::string_view::npos) end = folders.size();
        const std::string folder(folders.substr(start, end - start));
        start = end + 1;
        for (const std::string& suffix : suffixes) {
            const fs::path candidate = app::pathFromUtf8(folder.empty() ? "." : folder) / (name + suffix);
            std::error_code error;
            if (fs::is_regular_file(candidate, error)) return candidate;
        }
    }
    return std::nullopt;
}

int cpuCount() {
    const unsigned count = std::thread::hardware_concurrency();
    return count > 0 ? int(count) : 2;
}

std::vector<fs::path> asArguments(const std::vector<std::string>& words) {
    std::vector<fs::path> arguments;
    for (const std::string& word : words) arguments.push_back(app::pathFromUtf8(word));
    return arguments;
}

// Runs cmake in the kit's root (CMake reads CMakePresets.json from the folder it runs in), its output into `log`.
app::ProcessResult kitCmake(const Kit& kit, const std::vector<std::string>& words, const fs::path& log) {
    app::ProcessOptions options;
    options.workingFolder = kit.root();
    app::ProcessResult result = app::runProcess("cmake", asArguments(words), options);
    std::ofstream(log, std::ios::binary) << result.output;
    return result;
}

// A child's output (cmake's, the compiler's) as it came on a terminal, without its escape codes on plain output.
void showChildOutput(Console& console, std::string_view output) {
    console.out() << (console.styled() ? std::string(output) : withoutEscapes(output));
    console.out().flush();
}

}  // namespace

GeneratorChoice classifyKitPath(std::string_view rootPath) {
    constexpr std::string_view kNinjaReadsBack = " +,/_:.~(){}%=@!#$[]-";
    constexpr std::string_view kNoToolTakes = ";\"\\|?";
    std::string odd;
    for (const char c : rootPath) {
        const auto byte = static_cast<unsigned char>(c);
        const bool plain = byte >= 0x80 || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                           kNinjaReadsBack.find(c) != std::string_view::npos;
        if (!plain) odd += c;
    }
    std::sort(odd.begin(), odd.end(), [](char a, char b) {
        return static_cast<unsigned char>(a) < static_cast<unsigned char>(b);
    });
    odd.erase(std::unique(odd.begin(), odd.end()), odd.end());
    GeneratorChoice choice;
    for (const char c : odd) {
        choice.odd += choice.odd.empty() ? std::string(1, c) : std::string(" ") + c;
        if (kNoToolTakes.find(c) != std::string_view::npos) {
            choice.unbuildable += choice.unbuildable.empty() ? std::string(1, c) : std::string(" ") + c;
        }
    }
    return choice;
}

std::vector<std::string> generatorArguments(const GeneratorChoice& choice, bool ninjaAvailable) {
    if (!ninjaAvailable) return {};
    if (!choice.odd.empty()) return {"-G", "Unix Makefiles"};
    return {"-G", "Ninja"};
}

std::optional<BuildProgress> parseBuildProgress(std::string_view line) {
    if (!line.starts_with('[')) return std::nullopt;
    std::string_view rest = line.substr(1);
    std::size_t used = 0;
    BuildProgress progress;
    // ninja: "[12/118] Building CXX object ..."
    if (const std::optional<int> step = leadingNumber(rest, used); step && used < rest.size() && rest[used] == '/') {
        rest.remove_prefix(used + 1);
        const std::optional<int> total = leadingNumber(rest, used);
        if (!total || !rest.substr(used).starts_with("] ")) return std::nullopt;
        progress.step = step;
        progress.total = total;
        progress.percent = *total > 0 ? int(static_cast<long long>(*step) * 100 / *total) : 0;
        progress.file = afterLastSlash(rest.substr(used + 2));
        return progress;
    }
    // make: "[ 45%] Building CXX object ..."
    while (rest.starts_with(' ')) rest.remove_prefix(1);
    const std::optional<int> percent = leadingNumber(rest, used);
    if (!percent || !rest.substr(used).starts_with("%] ")) return std::nullopt;
    progress.percent = *percent;
    progress.file = afterLastSlash(rest.substr(used + 3));
    return progress;
}

ProgressDisplay::ProgressDisplay(Console& console, int columns) : console_(console), columns_(columns) {}

void ProgressDisplay::line(std::string_view buildOutputLine) {
    // make's "[ 45%]" comes in colour when CLICOLOR_FORCE is set, even into a pipe.
    const std::optional<BuildProgress> progress = parseBuildProgress(withoutEscapes(buildOutputLine));
    if (!progress) return;
    if (progress->total && *progress->total < 8) return;  // a build of a few steps shows nothing
    std::string counter = "  building: " + std::to_string(progress->percent) + "%";
    if (progress->total) {
        counter += " (" + std::to_string(*progress->step) + " of " + std::to_string(*progress->total) + " steps)";
    }
    if (console_.styled()) {
        std::string shown = counter + "  " + progress->file;
        shown = shown.substr(0, std::size_t(std::max(columns_ - 1, 0)));
        console_.out() << "\r\x1b[K" << shown;
        console_.out().flush();
        shown_ = 0;
    } else if (progress->percent / 25 > shown_) {
        shown_ = progress->percent / 25;
        console_.say(counter);
    }
}

void ProgressDisplay::finish() {
    if (console_.styled() && shown_ >= 0) {
        console_.out() << "\r\x1b[K";
        console_.out().flush();
    }
}

std::string firstBuildErrors(std::string_view log) {
    const std::vector<std::string_view> lines = linesOf(log);
    std::vector<std::size_t> errors;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].find(": error:") != std::string_view::npos ||
            lines[i].find(": fatal error:") != std::string_view::npos) {
            errors.push_back(i);
        }
    }
    if (errors.empty()) return lastLines(log, 40);
    // grep -A5: each match and the five lines after it, "--" between groups that do not touch; then head -40.
    std::vector<std::string_view> shown;
    std::size_t next = 0;  // the first line not shown yet
    for (const std::size_t match : errors) {
        if (match + 5 < next) continue;
        const std::size_t from = std::max(match, next);
        if (!shown.empty() && from > next) shown.push_back("--");
        for (std::size_t i = from; i <= match + 5 && i < lines.size(); ++i) shown.push_back(lines[i]);
        next = std::min(match + 6, lines.size());
    }
    std::string text;
    for (std::size_t i = 0; i < shown.size() && i < 40; ++i) {
        text += shown[i];
        text += '\n';
    }
    return text;
}

Builder::Builder(const Kit& kit, Console& console, std::string holder)
    : kit_(kit), console_(console), holder_(std::move(holder)) {}

void Builder::configure() {
    if (kit_.isPrebuilt()) return;
    std::error_code error;
    if (fs::is_regular_file(kit_.build() / "CMakeCache.txt", error)) return;
    const Style& style = console_.style();
    console_.say(style.dim + "Configuring the build in build/ (once)..." + style.reset);
    const std::time_t started = std::time(nullptr);  // whole seconds, as the bash's $SECONDS counted them

    // As bash choose_generator.
    std::string root = app::utf8FromPath(kit_.root());
    std::replace(root.begin(), root.end(), '\\', '/');  // Windows' separators are not the path's characters
    const GeneratorChoice choice = classifyKitPath(root);
    if (!choice.unbuildable.empty()) {
        fail("the kit's folder, " + root + ", holds " + choice.unbuildable +
             ": CMake or the build tools cannot take ; \" \\ | or ? in a path. Move the kit to a folder whose path "
             "has none of them (for example ~/boids-workshop) and run the same command there.");
    }
    const bool ninja = onPath("ninja").has_value();
    if (ninja && !choice.odd.empty()) {
        console_.say(style.dim + "The kit's folder holds " + choice.odd +
                     ", which Ninja cannot read back from its dependency files (it would rebuild everything every "
                     "time): building with make instead." +
                     style.reset);
    }
    std::vector<std::string> words{"--preset", "dev"};
    for (const std::string& word : generatorArguments(choice, ninja)) words.push_back(word);

    // The log is build.configure.log beside build/, as the bash kept it ("$BUILD.configure.log").
    const fs::path log = kit_.root() / "build.configure.log";
    const app::ProcessResult result = kitCmake(kit_, words, log);
    if (result.exitCode != 0) {
        showChildOutput(console_, result.output);
        fail("cmake could not configure the build (the log is above).");
    }
    fs::remove(log, error);
    console_.say(style.dim + "Configured in " + std::to_string(std::time(nullptr) - started) + " s." + style.reset);
}

bool Builder::tryBuild(const std::vector<std::string>& targets) {
    if (kit_.isPrebuilt()) return true;
    configure();
    return runBuild(targets, true);
}

bool Builder::runBuild(const std::vector<std::string>& targets, bool showErrors) {
    const fs::path log = kit_.build() / "workshop-build.log";
    std::vector<std::string> words{"--build", "--preset", "dev", "-j", std::to_string(cpuCount())};
    for (const std::string& target : targets) {
        words.push_back("--target");
        words.push_back(target);
    }

    // One build at a time in build/: the window's live reload takes the same lock (build_lock.h).
    app::BuildLock lock(kit_.build() / app::kBuildLockFile, holder_);
    if (!lock.tryAcquire()) {
        if (!lock.problem().empty()) {
            const std::string& problem = lock.problem();
            const std::size_t colon = problem.rfind(": ");
            const std::string why = colon == std::string::npos ? problem : problem.substr(colon + 2);
            if (problem.starts_with("cannot open")) {
                fail("cannot open the build lock build/.boids-build-lock, so nothing was built: " + why +
                     ". Check that you may write to build/ (ls -ld build).");
            }
            fail("cannot take the build lock build/.boids-build-lock, so nothing was built: " + why + ".");
        }
        const std::string holder = lock.otherHolder().empty() ? "another program in build/" : lock.otherHolder();
        const Style& style = console_.style();
        console_.say(style.dim + "Waiting for the build of " + holder +
                     " to end (it holds build/.boids-build-lock; Ctrl-C stops waiting)..." + style.reset);
        while (!lock.tryAcquire()) {
            if (!lock.problem().empty()) fail("cannot take the build lock build/.boids-build-lock: " + lock.problem());
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
        }
    }

    std::ofstream logFile(log, std::ios::binary);
    const char* columns = std::getenv("COLUMNS");
    ProgressDisplay display(console_, columns && std::atoi(columns) > 0 ? std::atoi(columns) : 80);
    app::ProcessOptions options;
    options.workingFolder = kit_.root();
    options.onLine = [&](std::string_view line) {
        logFile << line << '\n';
        display.line(line);
    };
    const app::ProcessResult result = app::runProcess("cmake", asArguments(words), options);
    display.finish();
    logFile.close();
    lock.release();
    if (result.exitCode == 0) return true;
    if (!showErrors) return false;

    std::ifstream in(log, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    // The compiler's locations as the failure's link gives them, relative to the kit's folder: an editor's problem
    // matcher reads both alike (.vscode/tasks.json).
    showChildOutput(console_, kitRelativeLocations(firstBuildErrors(text.str()), kit_.root()));
    console_.complain("the build failed: the compiler's first messages are above (the full log is "
                      "build/workshop-build.log).");
    return false;
}

void Builder::build(const std::vector<std::string>& targets) {
    if (!tryBuild(targets)) throw CommandError{1, ""};
}

void Builder::reconfigure() {
    std::error_code error;
    if (kit_.isPrebuilt() || !fs::is_regular_file(kit_.build() / "CMakeCache.txt", error)) return;
    const app::ProcessResult result = kitCmake(kit_, {"--preset", "dev"}, kit_.build() / "workshop-configure.log");
    if (result.exitCode != 0) {
        showChildOutput(console_, result.output);
        fail("cmake could not reconfigure (the log is above).");
    }
}

void Builder::setSolved(std::vector<int> tasks) {
    if (kit_.isPrebuilt())
        fail("this kit's programs were built elsewhere (BOIDS_WORKSHOP_PREBUILT), so solve and unsolve, which "
             "reconfigure the build, cannot run here.");
    std::sort(tasks.begin(), tasks.end());
    tasks.erase(std::unique(tasks.begin(), tasks.end()), tasks.end());
    std::string list;
    for (const int task : tasks) {
        if (!list.empty()) list += ';';
        list += std::to_string(task);
    }
    configure();
    const app::ProcessResult result =
        kitCmake(kit_, {"--preset", "dev", "-DBOIDS_SOLVED=" + list}, kit_.build() / "workshop-configure.log");
    if (result.exitCode != 0) {
        showChildOutput(console_, result.output);
        fail("cmake could not reconfigure (the log is above).");
    }
}

}  // namespace boids::companion

// ./workshop selftest [--sanitize | --windows]: for instructors, the kit's own test suite, whatever exercises/ holds.
// The ci preset, or the asan preset (clang, ASan + UBSan, every test, then the threads' tests under TSan: what CI
// runs); --windows runs tools/windows/selftest.sh (the kit built for Windows and run under Wine).
#include <atomic>
#include <chrono>
#include <cmath>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "arguments.h"
#include "background.h"
#include "build.h"
#include "child_process.h"
#include "dependencies.h"
#include "file_io.h"
#include "hints.h"
#include "utf8_path.h"
#include "verbs.h"


namespace boids::companion {

namespace fs = std::filesystem;

namespace {

// Two busy programs beside a command, one per core on a two-core laptop: `yes` writing to nothing (POSIX), or two
// busy threads of this program (Windows, which has no `yes`). They stop with this object.
class Load {
public:
    Load() {
#ifdef _WIN32
        for (int i = 0; i < 2; ++i)
            threads_.emplace_back([this] {
                unsigned long spins = 0;
                while (!stop_.load(std::memory_order_relaxed)) ++spins;
                (void)spins;
            });
#else
        for (int i = 0; i < 2; ++i) busy_.push_back(std::make_unique<Background>("yes", std::vector<std::string>{}, "/dev/null"));
#endif
    }
    ~Load() {
        stop_ = true;
        for (std::thread& thread : threads_) thread.join();
    }

private:
    std::atomic<bool> stop_{false};
    std::vector<std::thread> threads_;
    std::vector<std::unique_ptr<Background>> busy_;
};

// Runs a program in the kit's root on this program's streams (cmake and ctest read CMakePresets.json from there).
int runInKit(const Kit& kit, const std::string& program, const std::vector<std::string>& arguments) {
    app::ProcessOptions options;
    options.workingFolder = kit.root();
    options.inheritStandardStreams = true;
    const app::ProcessResult result =
        app::runProcess(program, std::vector<fs::path>(arguments.begin(), arguments.end()), options);
    if (result.signal != 0) return 128 + result.signal;
    return result.exitCode < 0 ? 127 : result.exitCode;
}

// As `set -e` after a command that failed: ends the self-test with its status.
void orEnd(int status) {
    if (status != 0) throw CommandError{status, ""};
}

// The generator arguments for a new build folder of the kit, saying why when it is make (bash choose_generator).
std::vector<std::string> chooseGenerator(const Kit& kit, Console& console) {
    const std::string root = app::utf8FromPath(kit.root());
    const GeneratorChoice choice = classifyKitPath(root);
    if (!choice.unbuildable.empty())
        fail("the kit's folder, " + root + ", holds " + choice.unbuildable +
             ": CMake or the build tools cannot take ; \" \\ | or ? in a path. Move the kit to a folder whose path has "
             "none of them (for example ~/boids-workshop) and run the same command there.");
    const bool ninja = findProgram("ninja").has_value();
    if (ninja && !choice.odd.empty())
        console.say(console.style().dim + "The kit's folder holds " + choice.odd +
                    ", which Ninja cannot read back from its dependency files (it would rebuild everything every time): "
                    "building with make instead." + console.style().reset);
    return generatorArguments(choice, ninja);
}

std::string cpuCount() { return std::to_string(std::max(1u, std::thread::hardware_concurrency())); }

// The last line of a text, as `tail -1` and "$(...)" give it: without its newline; empty for an empty text.
std::string lastLine(std::string_view text) {
    const std::vector<std::string_view> lines = textLines(text);
    return lines.empty() ? "" : std::string(lines.back());
}

// Whole seconds since `start`, as bash's $SECONDS counts them.
long secondsSince(std::chrono::steady_clock::time_point start) {
    return static_cast<long>(std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - start).count());
}

int windowsSelftest(Context& context) {
    const std::optional<fs::path> bash = findProgram("bash");
    if (!bash) fail("selftest --windows runs tools/windows/selftest.sh, which needs bash.");
    return runInKit(context.kit, app::utf8FromPath(*bash),
                    {app::utf8FromPath(context.kit.root() / "tools" / "windows" / "selftest.sh")});
}

// The preset the arguments ask for: "ci", "asan" (--sanitize) or "windows" (--windows); a usage error otherwise.
std::string presetAskedFor(std::span<const std::string> arguments) {
    if (arguments.empty()) return "ci";
    if (arguments[0] != "--sanitize" && arguments[0] != "--windows")
        usageError("selftest takes no arguments but --sanitize or --windows, got '" + arguments[0] + "'.");
    if (arguments.size() > 1)
        usageError("selftest takes at most one argument (--sanitize or --windows), got " + std::to_string(arguments.size()) + ".");
    return arguments[0] == "--sanitize" ? "asan" : "windows";
}

// cmake's arguments to configure build-PRESET: --preset PRESET, and the generator chosen for a new build folder.
std::vector<std::string> configureArguments(const Kit& kit, Console& console, const std::string& preset) {
    std::error_code ignored;
    std::vector<std::string> configure = {"--preset", preset};
    if (!fs::exists(kit.root() / ("build-" + preset) / "CMakeCache.txt", ignored))
        for (const std::string& word : chooseGenerator(kit, console)) configure.push_back(word);
    return configure;
}

// Configures build-PRESET: cmake's exit status.
int configurePreset(const Kit& kit, Console& console, const std::string& preset) {
    return runInKit(kit, "cmake", configureArguments(kit, console, preset));
}

// ctest on the build; with --sanitize, the tests labelled load again beside two busy programs. Its status.
int runTests(const Kit& kit, Console& console, const std::string& preset, bool sanitize) {
    // The default self-test leaves out the tests labelled long (the soak, the fuzzing of the workshop command's
    // arguments, the self-test on a solved kit, the Windows syntax check); --sanitize, what CI runs, runs every test.
    std::vector<std::string> ctest = {"--preset", preset, "-j", cpuCount(), "-E", "^workshop\\.command$"};
    if (!sanitize) {
        ctest.push_back("-LE");
        ctest.push_back("long");
    }
    int status = runInKit(kit, "ctest", ctest);
    if (sanitize) {
        // A learner's laptop is busy (a build, a browser, a video call): the tests whose answer hangs on time (label
        // "load": time limits, hang detection, Ctrl-C) run again with two busy programs beside them, one per core.
        console.say("Under load: the tests labelled load, again, with two busy programs beside them.");
        Load load;
        const int loaded = runInKit(kit, "ctest", {"--preset", preset, "-L", "^load$", "--output-on-failure"});
        if (loaded != 0) status = loaded;
    }
    return status;
}

// How well the experiments generalise: each catalog entry diagnosed with that entry left out (tests/diagnosis). Says
// the count, when the build has the program.
void sayLeaveOneOut(Console& console, const fs::path& buildFolder) {
    const fs::path leaveOneOut = buildFolder / "tests" / "diagnosis" / "boids_leave_one_out";
    if (!findProgram(app::utf8FromPath(leaveOneOut))) return;
    // Its last line of standard output (its standard error goes to the terminal, as the bash's pipe left it).
    const fs::path output = buildFolder / "leave-one-out.log";
    Background(leaveOneOut, {}, output, false).wait();
    console.say(lastLine(readFile(output).value_or("")));
}

// The threads' tests under ThreadSanitizer, in a build of its own (it cannot share a program with ASan): the status.
int runThreadSanitizer(const Kit& kit, Console& console) {
    console.say("ThreadSanitizer: the step on several threads, in build-tsan/ (the tsan preset; one test program).");
    const std::vector<std::string> tsan = configureArguments(kit, console, "tsan");
    app::ProcessOptions inKit;
    inKit.workingFolder = kit.root();
    const app::ProcessResult configured = app::runProcess("cmake", std::vector<fs::path>(tsan.begin(), tsan.end()), inKit);
    writeFile(kit.root() / "build-asan" / "tsan-configure.log", configured.output);
    int status = configured.exitCode == 0 ? 0 : (configured.exitCode > 0 ? configured.exitCode : 1);
    if (status != 0) console.err() << configured.output << std::flush;
    if (status == 0) status = runInKit(kit, "cmake", {"--build", "--preset", "tsan", "-j", cpuCount()});
    if (status == 0) status = runInKit(kit, "ctest", {"--preset", "tsan", "-j", cpuCount()});
    return status;
}

}  // namespace

int verbSelftest(Context& context, std::span<const std::string> arguments) {
    const std::string preset = presetAskedFor(arguments);
    if (preset == "windows") return windowsSelftest(context);

    const Kit& kit = context.kit;
    Console& console = context.console;
    const Style& style = console.style();
    const std::string& command = console.command();
    ensureDependencies(kit, console, false);
    const bool sanitize = preset == "asan";
    if (sanitize && !findProgram("clang++"))
        fail("selftest --sanitize needs clang++ (Debian/Ubuntu: apt-get install clang; macOS: xcode-select --install).");
    console.say(style.bold + "Kit self-test" + style.reset +
                ": the solutions and the alternatives must pass; the untouched stubs and every known mistake must "
                "fail, each mistake named as itself.");
    console.say("It checks the kit, not exercises/: the stubs it tests are each task's framework/tasks/NN_name/stub.cpp, "
                "so your own code may be anything.");
    if (sanitize) console.say("Built with clang under AddressSanitizer and UndefinedBehaviorSanitizer, in build-asan/.");

    const auto start = std::chrono::steady_clock::now();
    const fs::path buildFolder = kit.root() / ("build-" + preset);
    orEnd(configurePreset(kit, console, preset));
    const long configured = secondsSince(start);

    // The test of the workshop command itself (workshop.command) builds a kit of its own in a scratch folder and
    // spends half its time waiting (saves, reloads), so it starts now, beside the build, rather than after it; its
    // output follows.
    std::error_code ignored;
    fs::create_directories(buildFolder, ignored);
    const fs::path commandLog = buildFolder / "workshop-command-test.log";
    const std::optional<fs::path> bash = findProgram("bash");
    Background commandTest(bash ? *bash : fs::path("bash"),
                           {app::utf8FromPath(kit.root() / "tests" / "workshop" / "workshop_test.sh"),
                            app::utf8FromPath(kit.root())},
                           commandLog);
    orEnd(runInKit(kit, "cmake", {"--build", "--preset", preset, "-j", cpuCount()}));
    const long built = secondsSince(start);

    int status = runTests(kit, console, preset, sanitize);
    sayLeaveOneOut(console, buildFolder);
    if (sanitize) {
        if (const int tsan = runThreadSanitizer(kit, console); tsan != 0) status = tsan;
    }
    const int commandStatus = commandTest.wait();
    const long tested = secondsSince(start);
    const std::string log = readFile(commandLog).value_or("");
    if (commandStatus != 0) {
        console.out() << log << std::flush;
        console.complain("the test of " + command + " itself (workshop.command) failed: its output is above.");
    } else {
        console.say("workshop.command (the test of " + command + " itself, run beside the build): " + lastLine(log));
    }
    console.say("Self-test took " + std::to_string(tested) + " s: configure " + std::to_string(configured) +
                " s, build " + std::to_string(built - configured) + " s, tests " + std::to_string(tested - built) + " s.");
    return status == 0 && commandStatus == 0 ? 0 : 1;
}

}  // namespace boids::companion

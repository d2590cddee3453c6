// No learner work lost: a program killed at any moment leaves the settings file either as it was or as it was about
// to be written, never cut short. Killed with SIGKILL (no chance to clean up), at random moments: a process that
// saves in a loop, and the real `boids` program, which saves when it quits. POSIX only.
#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "files.h"
#include "settings.h"

namespace boids::app {
namespace {

namespace fs = std::filesystem;

std::string readAll(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// A fresh folder under the system's temporary folder, removed at the end.
struct Scratch {
    fs::path dir;
    explicit Scratch(const char* name) : dir(fs::temp_directory_path() / fmt::format("{}-{}", name, ::getpid())) {
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    ~Scratch() {
        std::error_code ignored;
        fs::remove_all(dir, ignored);
    }
};

Params withBoids(int n) {
    Params p;
    p.numBoids = n;
    return p;
}

// Kills `child` after `delay`, and reaps it. True when it was still running (the kill landed).
bool killAfter(pid_t child, std::chrono::microseconds delay) {
    std::this_thread::sleep_for(delay);
    const bool running = ::kill(child, SIGKILL) == 0;
    int status = 0;
    ::waitpid(child, &status, 0);
    return running && WIFSIGNALED(status);
}

TEST(SettingsFile, AProcessKilledWhileSavingLeavesTheOldFileOrTheNewOneNeverAPart) {
    Scratch scratch("boids-kill-save");
    const fs::path path = scratch.dir / "settings.ini";
    // Long values make each write take longer, so that more kills land inside one.
    const std::vector<std::string> versions = {formatSettings(withBoids(200)), formatSettings(withBoids(12345)),
                                               formatSettings(withBoids(67))};
    ASSERT_EQ(writeOutputFile(path, versions[0]), "");

    std::mt19937 random(7);
    int killedMidRun = 0;
    for (int round = 0; round < 150; ++round) {
        const pid_t child = ::fork();
        ASSERT_GE(child, 0);
        if (child == 0) {  // saves the other versions in turn, as fast as it can, until killed
            for (std::size_t i = 1;; i = 3 - i) {
                if (!writeOutputFile(path, versions[i]).empty()) ::_exit(3);
            }
        }
        killedMidRun += killAfter(child, std::chrono::microseconds(random() % 3000));
        const std::string text = readAll(path);
        const bool whole = text == versions[0] || text == versions[1] || text == versions[2];
        ASSERT_TRUE(whole) << "round " << round << ": the file is " << text.size() << " bytes:\n" << text;
        const LoadedSettings loaded = parseSettings(text, Params{}, path.string());
        EXPECT_TRUE(loaded.warnings.empty()) << loaded.warnings.front();
    }
    EXPECT_GT(killedMidRun, 100) << "the kills should land while the child is saving";
    // A leftover settings.ini.tmp from a killed save does not stop the next save.
    EXPECT_EQ(saveSettings(path, withBoids(99)), "");
    EXPECT_EQ(readAll(path), formatSettings(withBoids(99)));
}

// The real program: `boids --boids 321` with a settings file of 200 boids, killed at a random moment. It saves
// numBoids=321 when it quits, so the file must read 200 (killed before) or 321 (after), in full.
// BOIDS_PROGRAM is the program (set by ctest); without it the test is skipped.
TEST(SettingsFile, TheProgramKilledAtAnyMomentLeavesTheOldSettingsOrTheNew) {
    const char* program = std::getenv("BOIDS_PROGRAM");
    if (!program) GTEST_SKIP() << "BOIDS_PROGRAM is not set";
    Scratch scratch("boids-kill-program");
    const fs::path path = scratch.dir / "settings.ini";
    const std::string before = formatSettings(withBoids(200)), after = formatSettings(withBoids(321));

    auto run = [&](std::chrono::microseconds killDelay, bool kill) {
        const pid_t child = ::fork();
        if (child == 0) {
            ::setenv("SDL_VIDEODRIVER", "dummy", 1);  // a window with no display,
            ::setenv("BOIDS_ALLOW_INVISIBLE_WINDOW", "1", 1);  // which the program refuses unless told
            std::freopen("/dev/null", "w", stderr);
            std::freopen("/dev/null", "w", stdout);
            ::execl(program, program, "--frames", "5", "--boids", "321", "--settings", path.c_str(), "--reference",
                    "--no-live-reload", static_cast<char*>(nullptr));
            ::_exit(127);
        }
        if (kill) return killAfter(child, killDelay);
        int status = 0;
        ::waitpid(child, &status, 0);
        return WIFEXITED(status) && WEXITSTATUS(status) == 0;
    };

    // Runs to the end: that the program does save, and how long it takes: the fastest of three, since a busy
    // machine can stretch one run (the first reads the program from disk) far beyond the others, and kills timed
    // from that one would all land after the save.
    auto whole = std::chrono::microseconds::max();
    for (int i = 0; i < 3; ++i) {
        ASSERT_EQ(writeOutputFile(path, before), "");
        const auto start = std::chrono::steady_clock::now();
        ASSERT_TRUE(run({}, false)) << program << " did not run to the end";
        whole = std::min(whole, std::chrono::duration_cast<std::chrono::microseconds>(
                                    std::chrono::steady_clock::now() - start));
        ASSERT_EQ(readAll(path), after);
    }

    std::mt19937 random(11);
    int sawBefore = 0, sawAfter = 0;
    for (int round = 0; round < 24; ++round) {
        ASSERT_EQ(writeOutputFile(path, before), "");
        // Anywhere in the run, and more often near its end, where the save is; the first early, where no save is.
        const double at = round == 0       ? 0.1
                          : round % 2      ? std::uniform_real_distribution<>(0.0, 1.1)(random)
                                           : std::uniform_real_distribution<>(0.85, 1.05)(random);
        run(std::chrono::microseconds(static_cast<long long>(double(whole.count()) * at)), true);
        const std::string text = readAll(path);
        ASSERT_TRUE(text == before || text == after)
            << "round " << round << ": killed at " << at << " of the run; the file is " << text.size()
            << " bytes:\n" << text;
        (text == before ? sawBefore : sawAfter) += 1;
    }
    RecordProperty("killed_before_the_save", sawBefore);
    RecordProperty("killed_after_the_save", sawAfter);
    EXPECT_GT(sawBefore, 0);
}

}  // namespace
}  // namespace boids::app

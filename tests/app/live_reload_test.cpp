// Live reload: noticing a save, the background build, the shared build lock, the compiler's first lines for the
// panel, and LiveReload with a stand-in for cmake. (The whole loop is tested end to end in
// tests/workshop/workshop_test.sh.)
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include <gtest/gtest.h>

#include <boids/tasks.h>

#include "app_state.h"
#include "live_reload.h"
#include "live_reload_loop.h"

namespace boids::app {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

// A fresh folder under the system's temporary folder, removed afterwards.
struct TempFolder {
    fs::path path = fs::temp_directory_path() /
                    ("boids-live-reload-" + std::to_string(ReloadClock::now().time_since_epoch().count()));
    TempFolder() { fs::create_directories(path); }
    ~TempFolder() { fs::remove_all(path); }
};

void write(const fs::path& file, const std::string& text) { std::ofstream(file) << text; }

TEST(SourceWatch, ReportsASaveOnceTheFolderIsQuiet) {
    TempFolder folder;
    write(folder.path / "01_alignment.cpp", "// stub");
    SourceWatch watch(folder.path, 100ms);
    const auto t0 = ReloadClock::now();
    ReloadClock::time_point changedAt;
    EXPECT_FALSE(watch.poll(t0, changedAt)) << "nothing changed yet";

    write(folder.path / "01_alignment.cpp", "// the learner's code, longer than the stub");
    EXPECT_FALSE(watch.poll(t0 + 10ms, changedAt)) << "seen, but the editor may still be writing";
    EXPECT_FALSE(watch.poll(t0 + 60ms, changedAt));
    EXPECT_TRUE(watch.poll(t0 + 120ms, changedAt)) << "quiet for 100 ms: report it";
    EXPECT_EQ(changedAt, t0 + 10ms) << "from the moment it was first seen";
    EXPECT_FALSE(watch.poll(t0 + 300ms, changedAt)) << "once";
}

TEST(SourceWatch, IgnoresOtherFilesAndEditorsSwapFiles) {
    TempFolder folder;
    SourceWatch watch(folder.path, 0ms);
    write(folder.path / ".01_alignment.cpp.swp", "x");
    write(folder.path / "notes.txt", "x");
    const auto t0 = ReloadClock::now();
    ReloadClock::time_point changedAt;
    EXPECT_FALSE(watch.poll(t0, changedAt));
    EXPECT_FALSE(watch.poll(t0 + 1s, changedAt));
    write(folder.path / "helper.h", "// a header the learner added");
    EXPECT_FALSE(watch.poll(t0 + 2s, changedAt));
    EXPECT_TRUE(watch.poll(t0 + 3s, changedAt)) << "a new header counts";
}

TEST(BackgroundBuild, RunsOneCommandAtATimeAndCapturesItsOutput) {
    BackgroundBuild build;
    ASSERT_TRUE(build.start("echo compiling && echo oops 1>&2 && exit 3"));
    EXPECT_FALSE(build.start("echo second")) << "one at a time";
    std::optional<BuildResult> result;
    for (int i = 0; i < 500 && !result; ++i) {
        result = build.finished();
        std::this_thread::sleep_for(10ms);
    }
    ASSERT_TRUE(result) << "the command did not finish in 5 s";
    EXPECT_EQ(result->exitCode, 3);
    EXPECT_NE(result->output.find("compiling"), std::string::npos);
    EXPECT_NE(result->output.find("oops"), std::string::npos) << "stderr too";
    EXPECT_FALSE(build.running());
}

TEST(FirstErrorLines, StartAtTheFirstErrorAndDropTheLongPathBeforeExercises) {
    const std::string output =
        "[1/2] Building CXX object boids_task1_learner.dir/exercises/01_alignment.cpp.o\n"
        "FAILED: boids_task1_learner.dir/exercises/01_alignment.cpp.o\n"
        "/home/ann/kit/exercises/01_alignment.cpp:17:5: error: 'heding' was not declared in this scope\n"
        "   17 |     heding += other.velocity;\n"
        "      |     ^~~~~~\n"
        "ninja: build stopped: subcommand failed.\n";
    const auto lines = firstErrorLines(output, 3);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[0], "exercises/01_alignment.cpp:17:5: error: 'heding' was not declared in this scope");
    EXPECT_EQ(lines[1], "   17 |     heding += other.velocity;");
}

TEST(FirstErrorLines, WithoutAnErrorLineShowTheLastLines) {
    const auto lines = firstErrorLines("one\ntwo\nthree\nlinker said no\n", 2);
    EXPECT_EQ(lines, (std::vector<std::string>{"three", "linker said no"}));
}

TEST(BuildLock, OneHolderAtATimeAndAStaleLockIsTakenOver) {
    TempFolder folder;
    const fs::path path = folder.path / ".boids-build.lock";
    BuildLock window(path), workshop(path);
    EXPECT_TRUE(window.tryAcquire());
    EXPECT_FALSE(workshop.tryAcquire()) << "the window is building";
    window.release();
    EXPECT_TRUE(workshop.tryAcquire());
    fs::last_write_time(path, fs::file_time_type::clock::now() - std::chrono::hours(1));  // its owner was killed
    BuildLock later(path);
    EXPECT_TRUE(later.tryAcquire(std::chrono::seconds(600)));
}

TEST(PluginBuildCommand, QuotesThePathsForTheShell) {
    EXPECT_EQ(pluginBuildCommand("/usr/bin/cmake", "/home/ann/my kit/build", "boids_learner_plugin"),
              "\"/usr/bin/cmake\" --build \"/home/ann/my kit/build\" --target boids_learner_plugin");
    EXPECT_EQ(pluginBuildCommand("cmake", "C:/kit/build", "boids_learner_plugin", "RelWithDebInfo"),
              "\"cmake\" --build \"C:/kit/build\" --config RelWithDebInfo --target boids_learner_plugin")
        << "a multi-configuration build (Visual Studio, Ninja Multi-Config) builds the configuration it runs";
}

std::string firstWord(const fs::path& file) {
    std::ifstream in(file);
    std::string word;
    in >> word;
    return word;
}

#ifndef _WIN32
// Step 1: a slow "cmake" that, as it ends, writes whether the build lock is still held.
// Step 2: start a rebuild by saving an exercise, then close the window (destroy LiveReload) while it runs.
// Step 3: the build must have seen its lock to the end, or ./workshop could have started a second build beside it.
TEST(LiveReload, HoldsTheBuildLockUntilARunningBuildEnds) {
    TempFolder root;
    const fs::path exercises = root.path / "exercises";
    const fs::path build = root.path / "build";
    fs::create_directories(exercises);
    fs::create_directories(build);
    write(exercises / "01_alignment.cpp", "// stub");
    const fs::path fakeCmake = root.path / "slow-cmake";
    // Called as: slow-cmake --build <build folder> --target <target>
    std::ofstream(fakeCmake) << "#!/bin/sh\nsleep 1\n"
                                "if [ -d \"$2/.boids-build.lock\" ]; then echo held; else echo released; fi"
                                " > \"$2/lock-at-the-end\"\n";
    fs::permissions(fakeCmake, fs::perms::owner_all);

    {
        LiveReload live({exercises, build, build / "plugin.so", fakeCmake.string(), "boids_learner_plugin", "",
                         build / "no-checker"});
        AppState app = makeAppState(Params{}, 1, linkedTasks(), nullptr, 0, {1600, 900});
        std::this_thread::sleep_for(20ms);
        write(exercises / "01_alignment.cpp", "// the learner's code, saved");
        const auto giveUp = ReloadClock::now() + 5s;
        while (app.rebuild.status != "Rebuilding your code ..." && ReloadClock::now() < giveUp) {
            live.update(app);
            std::this_thread::sleep_for(20ms);
        }
        ASSERT_EQ(app.rebuild.status, "Rebuilding your code ...") << "the save did not start a build in 5 s";
        ASSERT_TRUE(fs::is_directory(build / ".boids-build.lock")) << "a running build holds the lock";
    }  // the window closes mid-build

    EXPECT_EQ(firstWord(build / "lock-at-the-end"), "held")
        << "LiveReload released the build lock before its build ended: declare the lock before the build, so that "
           "it is destroyed after the build has been waited for.";
    EXPECT_FALSE(fs::exists(build / ".boids-build.lock")) << "and released once the build is over";
}
#endif

}  // namespace
}  // namespace boids::app

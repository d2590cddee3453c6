// Live reload: noticing a save, the background build, the build lock shared with ./workshop, the compiler's first
// lines for the panel, and LiveReload with a stand-in for cmake. (The whole loop is tested end to end in
// tests/workshop/workshop_test.sh.)
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <future>
#include <string>
#include <thread>
#include <vector>

#ifndef _WIN32
#include <csignal>
#endif

#include <gtest/gtest.h>

#include <boids/tasks.h>

#include "app_state.h"
#include "child_process.h"
#include "live_reload.h"
#include "live_reload_loop.h"
#include "utf8_path.h"

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

// child_helper.cpp, whose path CMake gives as CHILD_HELPER: the program these tests start.
const fs::path kHelper = pathFromUtf8(CHILD_HELPER);

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

TEST(BackgroundBuild, RunsOneProgramAtATimeAndCapturesItsOutput) {
    BackgroundBuild build;
    ASSERT_TRUE(build.start(kHelper, {"exit", "3", "compiling", "oops"}));
    EXPECT_FALSE(build.start(kHelper, {"exit", "0", "second", ""})) << "one at a time";
    std::optional<ProcessResult> result;
    for (int i = 0; i < 500 && !result; ++i) {
        result = build.finished();
        std::this_thread::sleep_for(10ms);
    }
    ASSERT_TRUE(result) << "the program did not finish in 5 s";
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

TEST(BuildLock, TwoLocksInOneProcessExcludeEachOtherUntilOneIsReleased) {
    TempFolder folder;
    const fs::path path = folder.path / kBuildLockFile;
    BuildLock window(path, "the window"), workshop(path, "./workshop test 1");
    EXPECT_TRUE(window.tryAcquire());
    EXPECT_TRUE(window.tryAcquire()) << "its holder asking again still holds it";
    EXPECT_FALSE(workshop.tryAcquire()) << "the window is building";
    EXPECT_TRUE(workshop.problem().empty()) << "being held is no problem: " << workshop.problem();
    EXPECT_EQ(workshop.otherHolder(), "the window (process " + std::to_string(thisProcessId()) + ")")
        << "the waiter knows whom it waits for";
    window.release();
    EXPECT_FALSE(window.held());
    EXPECT_TRUE(fs::is_regular_file(path)) << "the file stays: removing it would race with the next holder";
    EXPECT_TRUE(workshop.tryAcquire()) << "released: free at once";
    EXPECT_FALSE(window.tryAcquire());
    EXPECT_EQ(window.otherHolder(), "./workshop test 1 (process " + std::to_string(thisProcessId()) + ")");
}

TEST(BuildLock, ALockFileThatCannotBeOpenedIsAProblemNotAWait) {
    TempFolder folder;
    BuildLock lock(folder.path / "no such folder" / kBuildLockFile, "the window");
    EXPECT_FALSE(lock.tryAcquire());
    EXPECT_NE(lock.problem().find("cannot open the build lock"), std::string::npos) << lock.problem();
}

#ifndef _WIN32
// Reads the process id that child_helper.cpp's hold-lock writes once it holds the lock; 0 if none came in 5 s.
int holderId(const fs::path& pidFile) {
    for (const auto giveUp = ReloadClock::now() + 5s; ReloadClock::now() < giveUp; std::this_thread::sleep_for(10ms)) {
        int pid = 0;
        if (std::ifstream(pidFile) >> pid) return pid;
    }
    return 0;
}

// Tries to take `lock` for `wait`, every 20 ms.
bool takenWithin(BuildLock& lock, std::chrono::milliseconds wait) {
    const auto giveUp = ReloadClock::now() + wait;
    for (; ReloadClock::now() < giveUp; std::this_thread::sleep_for(20ms)) {
        if (lock.tryAcquire()) return true;
    }
    return lock.tryAcquire();
}

// Step 1: another process takes the lock with flock(2), as ./workshop does through flock(1), and stays alive.
// Step 2: however long the window tries, the lock is not taken: it has no stale age to take it over by.
// Step 3: that process is killed (as when a terminal is closed mid-build): the lock is free at once.
TEST(BuildLock, ALiveHolderInAnotherProcessKeepsItAndItsDeathFreesItAtOnce) {
    TempFolder folder;
    const fs::path path = folder.path / kBuildLockFile;
    const fs::path pidFile = folder.path / "holder.pid";
    auto holder = std::async(std::launch::async, [&] { return runProcess(kHelper, {"hold-lock", path, pidFile}); });
    const int pid = holderId(pidFile);
    ASSERT_GT(pid, 0) << "the helper did not take the lock";

    BuildLock window(path, "the window");
    EXPECT_FALSE(takenWithin(window, 1500ms)) << "a lock whose holder lives was taken";
    EXPECT_TRUE(window.problem().empty()) << window.problem();
    EXPECT_EQ(window.otherHolder(), "child_helper hold-lock (process " + std::to_string(pid) + ")");

    ASSERT_EQ(kill(pid, SIGKILL), 0);
    EXPECT_TRUE(takenWithin(window, 2s)) << "the lock of a killed process must be free at once";
    const ProcessResult ended = holder.get();
    EXPECT_EQ(ended.exitCode, -1);
    EXPECT_NE(ended.output.find("was ended by signal 9 (SIGKILL)"), std::string::npos) << ended.output;
}
#endif

TEST(PluginBuildArguments, NameTheBuildFolderTheConfigurationAndTheTarget) {
    using Arguments = std::vector<fs::path>;
    EXPECT_EQ(pluginBuildArguments("/home/ann/it's my $kit/build", "boids_learner_plugin"),
              (Arguments{"--build", "/home/ann/it's my $kit/build", "--target", "boids_learner_plugin"}));
    EXPECT_EQ(pluginBuildArguments("C:/kit/build", "boids_learner_plugin", "RelWithDebInfo"),
              (Arguments{"--build", "C:/kit/build", "--config", "RelWithDebInfo", "--target", "boids_learner_plugin"}))
        << "a multi-configuration build (Visual Studio, Ninja Multi-Config) builds the configuration it runs";
}

// A kit's two folders for LiveReload, whose "cmake" is child_helper.cpp (its --build mode, POSIX only, sleeps 1 s).
// The kit's folder has a name that a shell would split, expand and run: LiveReload must build there all the same.
struct KitFolders {
    TempFolder root;
    fs::path kit = root.path / pathFromUtf8("it's my $kit `touch ran` Ærøskøbing");
    fs::path exercises = kit / "exercises";
    fs::path build = kit / "build";
    KitFolders() {
        fs::create_directories(exercises);
        fs::create_directories(build);
        write(exercises / "01_alignment.cpp", "// stub");
    }
    LiveReloadPaths paths() const {
        return {exercises, build, build / "plugin.so", kHelper, "boids_learner_plugin", "", build / "no-checker"};
    }
    // Saves an exercise, then calls update() until the panel's status is `status`, for at most 5 s.
    void saveAndUpdateUntil(LiveReload& live, AppState& app, const std::string& status) const {
        std::this_thread::sleep_for(20ms);
        write(exercises / "01_alignment.cpp", "// the learner's code, saved");
        updateUntil(live, app, status);
    }
    static void updateUntil(LiveReload& live, AppState& app, const std::string& status) {
        const auto giveUp = ReloadClock::now() + 5s;
        for (live.update(app); app.rebuild.status != status && ReloadClock::now() < giveUp; live.update(app)) {
            std::this_thread::sleep_for(20ms);
        }
    }
};

// Step 1: ./workshop holds the build lock (here a BuildLock of this process, which excludes LiveReload's as one of
// another process would).
// Step 2: a save waits, and the panel and the log (once) say whom it waits for.
// Step 3: once ./workshop lets go, the saved code is built at once.
TEST(LiveReload, ASaveWaitsForTheHolderOfTheBuildLockAndSaysWhoItIs) {
    KitFolders kit;
    BuildLock workshop(kit.build / kBuildLockFile, "./workshop test 1");
    ASSERT_TRUE(workshop.tryAcquire());
    LiveReload live(kit.paths());
    AppState app = makeAppState(Params{}, 1, linkedTasks(), nullptr, 0, {1600, 900});

    const std::string holder = "./workshop test 1 (process " + std::to_string(thisProcessId()) + ")";
    const std::string waiting = "Waiting for the build of " + holder + " to end ...";
    kit.saveAndUpdateUntil(live, app, waiting);
    ASSERT_EQ(app.rebuild.status, waiting);
    for (int i = 0; i < 5; ++i) {  // more polls of the same wait
        std::this_thread::sleep_for(110ms);
        live.update(app);
    }
    const std::string said = "boids: your saved code waits for the build lock " +
                             utf8FromPath(kit.build / kBuildLockFile) + ", held by " + holder +
                             "; it is built as soon as that build ends.";
    EXPECT_EQ(std::count(app.log.begin(), app.log.end(), said), 1) << testing::PrintToString(app.log);

    workshop.release();
    KitFolders::updateUntil(live, app, "Rebuilding your code ...");
    EXPECT_EQ(app.rebuild.status, "Rebuilding your code ...") << "the lock was free, and the save was not built";
}

#ifndef _WIN32
std::string firstWord(const fs::path& file) {
    std::ifstream in(file);
    std::string word;
    in >> word;
    return word;
}

// Step 1: a slow "cmake" (child_helper.cpp's --build) that, as it ends, writes whether the build lock is still held.
// Step 2: start a rebuild by saving an exercise, then close the window (destroy LiveReload) while it runs.
// Step 3: the build must have seen its lock to the end, or ./workshop could have started a second build beside it.
TEST(LiveReload, HoldsTheBuildLockUntilARunningBuildEnds) {
    KitFolders kit;
    {
        LiveReload live(kit.paths());
        AppState app = makeAppState(Params{}, 1, linkedTasks(), nullptr, 0, {1600, 900});
        kit.saveAndUpdateUntil(live, app, "Rebuilding your code ...");
        ASSERT_EQ(app.rebuild.status, "Rebuilding your code ...") << "the save did not start a build in 5 s";
        BuildLock workshop(kit.build / kBuildLockFile, "./workshop");
        ASSERT_FALSE(workshop.tryAcquire()) << "a running build holds the lock";
    }  // the window closes mid-build

    EXPECT_EQ(firstWord(kit.build / "lock-at-the-end"), "held")
        << "LiveReload released the build lock before its build ended: declare the lock before the build, so that "
           "it is destroyed after the build has been waited for.";
    BuildLock workshop(kit.build / kBuildLockFile, "./workshop");
    EXPECT_TRUE(workshop.tryAcquire()) << "and released once the build is over";
}
#endif

}  // namespace
}  // namespace boids::app

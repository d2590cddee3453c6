// A plugin older than the code it is built from: which source is newer, and what the program says about it.
#include <array>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "staleness.h"

namespace boids::app {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

testing::AssertionResult Mentions(const std::string& text, std::string_view part) {
    if (text.find(part) != std::string::npos) return testing::AssertionSuccess();
    return testing::AssertionFailure() << "the text does not say \"" << part << "\":\n  " << text;
}

// A kit's folder with an exercise, a header beside it and a plugin, each saved at a time the test sets.
class Staleness : public testing::Test {
protected:
    void SetUp() override {
        kit_ = fs::temp_directory_path() /
               ("boids_staleness_test_" + std::string(testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(kit_);
        fs::create_directories(kit_ / "exercises");
        fs::create_directories(kit_ / "build");
        for (const char* name : {"exercises/01_alignment.cpp", "exercises/02_separation.cpp", "exercises/helpers.h",
                                 "exercises/notes.txt", "build/libboids_learner.so"}) {
            std::ofstream(kit_ / name) << "// " << name << "\n";
            savedAt(name, built_ - 1h);
        }
        savedAt("build/libboids_learner.so", built_);
    }
    void TearDown() override { fs::remove_all(kit_); }

    void savedAt(const std::string& name, fs::file_time_type when) const { fs::last_write_time(kit_ / name, when); }
    std::vector<fs::path> sources() const {
        return learnerSources(kit_, "exercises/01_alignment.cpp|exercises/02_separation.cpp");
    }
    std::optional<fs::path> newer() const { return newestSourceAfter(kit_ / "build/libboids_learner.so", sources()); }

    fs::path kit_;
    fs::file_time_type built_ = fs::file_time_type::clock::now() - 24h;
};

TEST_F(Staleness, TheSourcesAreTheListsNamesUnderTheKit) {
    EXPECT_EQ(sources(),
              (std::vector<fs::path>{kit_ / "exercises/01_alignment.cpp", kit_ / "exercises/02_separation.cpp"}));
    EXPECT_TRUE(learnerSources(kit_, "").empty());
    EXPECT_EQ(learnerSources(kit_, "a.cpp||b.cpp|").size(), 2u) << "empty names are skipped";
}

TEST(LearnerSourceList, IsEachTasksExerciseOrItsSolutionWhenSolved) {
    auto task = [](int number, std::string_view stem, std::string_view file) {
        TaskInfo t{};
        t.number = number;
        t.stem = stem;
        t.file = file;
        return t;
    };
    const std::vector<TaskInfo> tasks{task(1, "01_alignment", "01_alignment.cpp"), task(4, "04_flee", "04_flee.cpp"),
                                      task(14, "14_keep_clear", "14_keep_clear.cpp")};
    EXPECT_EQ(learnerSourceList(tasks, "exercises/{stem}.cpp", ""),
              "exercises/01_alignment.cpp|exercises/04_flee.cpp|exercises/14_keep_clear.cpp");
    EXPECT_EQ(learnerSourceList(tasks, "exercises/{stem}.cpp", "4"),
              "exercises/01_alignment.cpp|solutions/04_flee.cpp|exercises/14_keep_clear.cpp");
    EXPECT_EQ(learnerSourceList(tasks, "framework/tasks/{stem}/stub.cpp", "1|14"),
              "solutions/01_alignment.cpp|framework/tasks/04_flee/stub.cpp|solutions/14_keep_clear.cpp")
        << "task 1 is solved, not task 14's 1";
}

TEST_F(Staleness, APluginBuiltAfterEverySourceIsNotStale) { EXPECT_EQ(newer(), std::nullopt); }

TEST_F(Staleness, AnExerciseSavedAfterTheBuildIsNamed) {
    savedAt("exercises/02_separation.cpp", built_ + 1s);
    EXPECT_EQ(newer(), kit_ / "exercises/02_separation.cpp");
}

TEST_F(Staleness, TheMostRecentlySavedOfSeveralIsNamed) {
    savedAt("exercises/01_alignment.cpp", built_ + 2s);
    savedAt("exercises/02_separation.cpp", built_ + 1s);
    EXPECT_EQ(newer(), kit_ / "exercises/01_alignment.cpp");
}

TEST_F(Staleness, AHeaderBesideTheExercisesCountsAndOtherFilesDoNot) {
    savedAt("exercises/notes.txt", built_ + 1s);
    EXPECT_EQ(newer(), std::nullopt) << "a text file is not built into the plugin";
    savedAt("exercises/helpers.h", built_ + 1s);
    EXPECT_EQ(newer(), kit_ / "exercises/helpers.h") << "an exercise may include it";
}

TEST_F(Staleness, NoPluginOrNoSourcesIsNotStale) {
    savedAt("exercises/01_alignment.cpp", built_ + 1s);
    EXPECT_EQ(newestSourceAfter(kit_ / "build/missing.so", sources()), std::nullopt);
    EXPECT_EQ(newestSourceAfter(kit_ / "build/libboids_learner.so", {}), std::nullopt);
    const std::vector<fs::path> gone{kit_ / "nowhere/01_alignment.cpp"};
    EXPECT_EQ(newestSourceAfter(kit_ / "build/libboids_learner.so", gone), std::nullopt);
}

TEST(RebuildAndRunCommand, IsTheWorkshopsRunWithTheSameArguments) {
    const std::array<std::string_view, 4> args{"--headless", "--frames", "600", "--screenshot=out.bmp"};
    EXPECT_EQ(rebuildAndRunCommand(args), "./workshop run --headless --frames 600 --screenshot=out.bmp");
    EXPECT_EQ(rebuildAndRunCommand({}), "./workshop run");
}

TEST(RebuildAndRunCommand, QuotesAnArgumentTheShellWouldSplitOrExpand) {
    const std::array<std::string_view, 4> args{"--settings", "my settings.ini", "--script", "it's $HOME.txt"};
    EXPECT_EQ(rebuildAndRunCommand(args),
              "./workshop run --settings 'my settings.ini' --script 'it'\\''s $HOME.txt'");
    const std::array<std::string_view, 1> empty{""};
    EXPECT_EQ(rebuildAndRunCommand(empty), "./workshop run ''");
}

TEST(StalePluginWarning, NamesTheFileAndTheCommandThatRebuildsAndRuns) {
    const std::string warning = stalePluginWarning("exercises/02_separation.cpp", false,
                                                   "./workshop run --headless --frames 5");
    EXPECT_TRUE(Mentions(warning, "exercises/02_separation.cpp was saved after your code was last built"));
    EXPECT_TRUE(Mentions(warning, "run: ./workshop run --headless --frames 5"));
}

TEST(StalePluginWarning, WithLiveReloadSaysThatTheNextSaveRebuilds) {
    const std::string warning = stalePluginWarning("exercises/02_separation.cpp", true, "./workshop run");
    EXPECT_TRUE(Mentions(warning, "save exercises/02_separation.cpp again"));
    EXPECT_FALSE(Mentions(warning, "./workshop run")) << "the window rebuilds by itself: " << warning;
}

TEST(StalePluginNotice, NamesTheFileAndTheOneThingToTry) {
    EXPECT_TRUE(Mentions(stalePluginNotice("exercises/01_alignment.cpp", false), "exercises/01_alignment.cpp"));
    EXPECT_TRUE(Mentions(stalePluginNotice("exercises/01_alignment.cpp", false), "./workshop run"));
    EXPECT_TRUE(Mentions(stalePluginNotice("exercises/01_alignment.cpp", true), "save it again"));
}

}  // namespace
}  // namespace boids::app

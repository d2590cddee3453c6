// Watch: noticing a save in exercises/ (the signature of its sources), the saved files it names, --runs, the keys
// and Ctrl-C.
#include "task_numbers.h"
#include "watch.h"

#include <gtest/gtest.h>

#include <csignal>

#include "console.h"
#include "scratch_folder.h"

namespace boids::companion {
namespace {

namespace fs = std::filesystem;
using testing::put;
using testing::ScratchFolder;
using Names = std::vector<std::string>;

Names namesOf(const Signature& signature) {
    Names names;
    for (const auto& [name, state] : signature) names.push_back(name);
    return names;
}

TEST(SourceSignature, HoldsTheSourcesAtEveryLevelButNotAnEditorsSwapOrBackupFiles) {
    ScratchFolder folder;
    for (const char* file : {"01_alignment.cpp", "helpers.h", "more/extra.cpp", ".01_alignment.cpp.swp",
                             ".hidden.cpp", "01_alignment.cpp~", "notes.txt"})
        put(folder.path() / file, "x");
    EXPECT_EQ(namesOf(sourceSignature(folder.path())),
              (Names{"exercises/01_alignment.cpp", "exercises/helpers.h", "exercises/more/extra.cpp"}));
}

TEST(ChangedFiles, NamesANewFileAndAnEditedOneButNotAnUntouchedOrARemovedOne) {
    ScratchFolder folder;
    put(folder.path() / "a.cpp", "a");
    put(folder.path() / "b.cpp", "b");
    put(folder.path() / "gone.cpp", "gone");
    const Signature before = sourceSignature(folder.path());
    put(folder.path() / "b.cpp", "b, edited");
    put(folder.path() / "new.h", "new");
    fs::remove(folder.path() / "gone.cpp");
    EXPECT_EQ(changedFiles(before, sourceSignature(folder.path())), (Names{"exercises/b.cpp", "exercises/new.h"}));
}

TEST(ChangedFiles, SeesASaveOfTheSameSizeAtTheSameModificationTimeByItsChecksum) {
    ScratchFolder folder;
    const fs::path file = folder.path() / "01_alignment.cpp";
    put(file, "return a;");
    const auto modified = fs::last_write_time(file);
    const Signature before = sourceSignature(folder.path());
    put(file, "return b;");
    fs::last_write_time(file, modified);
    const Signature after = sourceSignature(folder.path());
    EXPECT_EQ(before.at("exercises/01_alignment.cpp").size, after.at("exercises/01_alignment.cpp").size);
    EXPECT_EQ(changedFiles(before, after), (Names{"exercises/01_alignment.cpp"}));
}

TEST(ChangedFiles, IsEmptyWhenNothingChanged) {
    ScratchFolder folder;
    put(folder.path() / "a.cpp", "a");
    EXPECT_EQ(sourceSignature(folder.path()), sourceSignature(folder.path()));
    EXPECT_TRUE(changedFiles(sourceSignature(folder.path()), sourceSignature(folder.path())).empty());
}

TEST(OtherTaskOf, NamesAnotherTasksExerciseButNotTheWatchedOneOrAnyOtherFile) {
    BOIDS_SKIP_UNLESS_TASKS(2, 3, 6);
    const Task& watched = taskNumber(2);
    EXPECT_EQ(otherTaskOf("exercises/03_cohesion.cpp", watched), 3);
    EXPECT_EQ(otherTaskOf("exercises/06_anything.h", watched), 6);
    EXPECT_EQ(otherTaskOf("exercises/02_separation.cpp", watched), std::nullopt);
    EXPECT_EQ(otherTaskOf("exercises/02_separation_helpers.h", watched), 2) << "task 2's, but not its exercise file";
    EXPECT_EQ(otherTaskOf("exercises/07_more.cpp", watched), std::nullopt);
    EXPECT_EQ(otherTaskOf("exercises/helpers.h", watched), std::nullopt);
}

// splitWatchArguments on the words given; a usage error's message instead when it throws one.
std::string usageOf(std::vector<std::string> words) {
    try {
        splitWatchArguments(words);
        return "";
    } catch (const CommandError& error) {
        EXPECT_EQ(error.exitCode, 2);
        EXPECT_TRUE(error.usage);
        return error.message;
    }
}

TEST(SplitWatchArguments, TakesRunsInBothSpellingsAndLeavesTheRest) {
    const std::vector<std::string> spaced = {"2", "--runs", "3"};
    EXPECT_EQ(splitWatchArguments(spaced).runs, "3");
    EXPECT_EQ(splitWatchArguments(spaced).rest, (Names{"2"}));
    const std::vector<std::string> joined = {"--runs=12", "4", "--runs=5"};
    EXPECT_EQ(splitWatchArguments(joined).runs, "5") << "the last one counts";
    EXPECT_EQ(splitWatchArguments(joined).rest, (Names{"4"}));
    const std::vector<std::string> empty = {"--runs="};
    EXPECT_EQ(splitWatchArguments(empty).runs, "") << "as the bash: no limit";
}

TEST(SplitWatchArguments, RefusesRunsWithoutANumberOfOneOrMore) {
    EXPECT_EQ(usageOf({"--runs"}), "--runs expects a number of runs after it, got nothing.");
    EXPECT_EQ(usageOf({"2", "--runs", "many"}), "--runs expects a number of runs, 1 or more, got 'many'.");
    EXPECT_EQ(usageOf({"--runs=0"}), "--runs expects a number of runs, 1 or more, got '0'.");
    EXPECT_EQ(usageOf({"--runs", "-1"}), "--runs expects a number of runs, 1 or more, got '-1'.");
    EXPECT_EQ(usageOf({"--runs", "1\n"}), "--runs expects a number of runs, 1 or more, got '1\n'.");
    EXPECT_EQ(usageOf({"--runs", "007"}), "--runs expects a number of runs, 1 or more, got '007'.");
}

TEST(RunsLimit, ReadsTheNumberAndHoldsAtTheLargestBeyondIt) {
    EXPECT_EQ(runsLimit("12"), 12u);
    EXPECT_EQ(runsLimit("99999999999999999999999"), std::numeric_limits<std::uint64_t>::max());
}

TEST(KeyReader, WhenOffNoKeyComesAndTheWaitLastsItsTime) {
    KeyReader keys(false);
    InterruptFlag interrupt;
    EXPECT_FALSE(keys.active());
    const auto start = std::chrono::steady_clock::now();
    EXPECT_EQ(keys.next(std::chrono::milliseconds(100), interrupt), std::nullopt);
    EXPECT_GE(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(100));
}

#ifndef _WIN32
TEST(InterruptFlag, IsRaisedByCtrlCAndEndsAWaitEarly) {
    InterruptFlag interrupt;
    EXPECT_FALSE(interrupt.raised());
    std::raise(SIGINT);  // the process goes on: the flag takes the signal
    EXPECT_TRUE(interrupt.raised());
    const auto start = std::chrono::steady_clock::now();
    EXPECT_TRUE(interrupt.sleepFor(std::chrono::seconds(10)));
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
}
#endif

}  // namespace
}  // namespace boids::companion

// Reset: the backup's name, every refusal before any write, and the copies themselves, in a scratch kit.
#include "reset.h"

#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "console.h"
#include "dependencies.h"
#include "scratch_folder.h"
#include "verbs.h"

namespace boids::companion {
namespace {

namespace fs = std::filesystem;
using testing::contentsOf;
using testing::put;
using testing::ScratchFolder;

constexpr std::string_view kStub = "// the untouched stub\n";
constexpr std::string_view kLearners = "// the learner's work\n";

// A kit with task 2's stub and the learner's edited exercise.
class Reset : public ::testing::Test {
protected:
    Reset() : kit_(folder_.path()), task_(taskNumber(2)) {
        put(kit_.stub(task_), kStub);
        put(kit_.exercise(task_), kLearners);
    }
    // The refusal's message, or "" when the checks pass.
    std::string refusal() {
        try {
            checkResetCanWrite(kit_, task_, "./workshop", runningAsRoot());
            return "";
        } catch (const CommandError& error) {
            EXPECT_EQ(error.exitCode, 1);
            return error.message;
        }
    }
    void makeReadOnly(const fs::path& path) {
        fs::permissions(path, fs::perms::owner_write | fs::perms::group_write | fs::perms::others_write,
                        fs::perm_options::remove);
    }
    ScratchFolder folder_;
    Kit kit_;
    const Task& task_;
};

TEST(BackupStamp, IsTheDateThenTheTimeOfDay) {
    EXPECT_TRUE(std::regex_match(backupStamp(std::time(nullptr)), std::regex("[0-9]{8}-[0-9]{6}")));
}

TEST_F(Reset, TheBackupIsNamedAfterTheTaskAndTheTimeAndNeverReplacesOne) {
    const std::time_t when = std::time(nullptr);
    const std::string first = "backups/02_separation." + backupStamp(when) + ".cpp";
    EXPECT_EQ(backupName(kit_, task_, when), first);
    put(kit_.root() / first, "an earlier backup");
    const std::string second = "backups/02_separation." + backupStamp(when) + "-2.cpp";
    EXPECT_EQ(backupName(kit_, task_, when), second);
    put(kit_.root() / second, "another");
    EXPECT_EQ(backupName(kit_, task_, when), "backups/02_separation." + backupStamp(when) + "-3.cpp");
}

TEST_F(Reset, SeesAMissingAnUntouchedAndAnEditedExercise) {
    EXPECT_EQ(exerciseState(kit_, task_), ExerciseState::Edited);
    put(kit_.exercise(task_), kStub);
    EXPECT_EQ(exerciseState(kit_, task_), ExerciseState::Untouched);
    fs::remove(kit_.exercise(task_));
    EXPECT_EQ(exerciseState(kit_, task_), ExerciseState::Missing);
}

TEST_F(Reset, RefusesWhenTheStubIsMissing) {
    fs::remove(kit_.stub(task_));
    try {
        exerciseState(kit_, task_);
        FAIL() << "no refusal";
    } catch (const CommandError& error) {
        EXPECT_EQ(error.message,
                  "the kit's untouched copy framework/tasks/02_separation/stub.cpp is missing (git checkout "
                  "framework/tasks/02_separation/stub.cpp brings it back).");
    }
}

TEST_F(Reset, GoesAheadWithAWritableExerciseAndNoBackupsFolderYet) { EXPECT_EQ(refusal(), ""); }

TEST_F(Reset, RefusesAReadOnlyExerciseEvenAsRoot) {
    makeReadOnly(kit_.exercise(task_));
    EXPECT_EQ(refusal(),
              "exercises/02_separation.cpp is read-only, so reset changed nothing. Make it writable (chmod u+w "
              "exercises/02_separation.cpp) and run ./workshop reset 2 again.");
}

TEST_F(Reset, RefusesAReadOnlyBackupsFolderAndABackupsFile) {
#ifdef _WIN32
    GTEST_SKIP() << "Windows has no read-only folders";
#endif
    const std::string expected =
        "backups/ is read-only, so reset changed nothing: your file would have no backup. Make it writable (chmod u+w "
        "backups) and run ./workshop reset 2 again.";
    fs::create_directories(kit_.backups());
    makeReadOnly(kit_.backups());
    EXPECT_EQ(refusal(), expected);
    fs::permissions(kit_.backups(), fs::perms::owner_write, fs::perm_options::add);
    fs::remove(kit_.backups());
    put(kit_.backups(), "a file, not a folder");
    EXPECT_EQ(refusal(), expected);
}

TEST_F(Reset, RefusesWhenBackupsCannotBeCreated) {
#ifdef _WIN32
    GTEST_SKIP() << "Windows has no read-only folders";
#endif
    makeReadOnly(kit_.root());
    EXPECT_EQ(refusal(), "cannot create backups/ in " + kit_.root().string() +
                             ", so reset changed nothing (your file would have no backup).");
}

TEST_F(Reset, KeepsABackupEqualToTheLearnersFileThenPutsTheStubBack) {
    const std::string backup = backUpAndReset(kit_, task_, std::time(nullptr));
    EXPECT_EQ(contentsOf(kit_.root() / backup), kLearners);
    EXPECT_EQ(contentsOf(kit_.exercise(task_)), kStub);
}

TEST_F(Reset, ABackupThatCannotBeWrittenChangesNothing) {
    put(kit_.backups(), "a file where the folder should be");
    try {
        backUpAndReset(kit_, task_, std::time(nullptr));
        FAIL() << "no refusal";
    } catch (const CommandError& error) {
        EXPECT_TRUE(error.message.starts_with("could not write the backup backups/02_separation.")) << error.message;
        EXPECT_TRUE(error.message.ends_with(", so reset changed nothing.")) << error.message;
    }
    EXPECT_EQ(contentsOf(kit_.exercise(task_)), kLearners);
}

TEST_F(Reset, WithoutATerminalAndWithoutYesAsksNothingAndChangesNothing) {
    std::ostringstream out, err;
    Console console(out, err, false, "./workshop");
    Context context{kit_, console, "reset 2"};
    const std::vector<std::string> arguments = {"2"};
    if (standardInputIsTerminal()) GTEST_SKIP() << "standard input is a terminal: reset would ask on it";
    EXPECT_EQ(verbReset(context, arguments), 2);
    EXPECT_EQ(err.str(),
              "workshop: reset asks before it replaces exercises/02_separation.cpp, and there is no terminal to ask on, "
              "so it changed nothing.\nRun ./workshop reset 2 --yes to go ahead (your version is kept in backups/ "
              "first).\n");
    EXPECT_EQ(contentsOf(kit_.exercise(task_)), kLearners);
    EXPECT_FALSE(fs::exists(kit_.backups()));
}

TEST(IsYes, TakesTheWordsOfYesAsBashReadLeavesThem) {
    for (const char* yes : {"y", "Y", "yes", "Yes", "YES", " y", "yes\t"}) EXPECT_TRUE(isYes(yes)) << yes;
    for (const char* no : {"", "n", "no", "yES", "ye", "y y", "sure"}) EXPECT_FALSE(isYes(no)) << no;
}

}  // namespace
}  // namespace boids::companion

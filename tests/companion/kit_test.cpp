// The kit (kit.h): its one list of tasks, the solved tasks in build/CMakeCache.txt, the programs CMake built, and
// what .workshop/ and the hints say.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "kit.h"
#include "scratch_folder.h"
#include "task_numbers.h"

namespace boids::companion {
namespace {

namespace fs = std::filesystem;
using testing::contentsOf;
using testing::put;
using testing::ScratchFolder;

// tasks.txt's lines, read here apart from CMake: the companion's list is made from them (boids/task_list.h).
TEST(Tasks, AreTasksTxtsInItsOrder) {
    std::vector<std::vector<std::string>> listed;
    std::istringstream lines(contentsOf(fs::path(BOIDS_COMPANION_KIT_ROOT) / "tasks.txt"));
    for (std::string line; std::getline(lines, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::vector<std::string> fields;
        std::istringstream split(line);
        for (std::string f; std::getline(split, f, '|');) {
            f.erase(0, f.find_first_not_of(' '));
            f.erase(f.find_last_not_of(" \r") + 1);
            fields.push_back(f);
        }
        listed.push_back(fields);
    }
    ASSERT_EQ(allTasks().size(), listed.size());
    for (std::size_t i = 0; i < listed.size(); ++i) {
        const Task& task = allTasks()[i];
        EXPECT_EQ(task.number, std::stoi(listed[i][0]));
        EXPECT_EQ(task.name, listed[i][1]);
        EXPECT_EQ(task.stem, listed[i][2]);
        EXPECT_EQ(task.bonus, listed[i][8] == "yes") << task.name;
        EXPECT_EQ(&taskNumber(task.number), &task);
    }
    EXPECT_EQ(findTask(0), nullptr);
    EXPECT_EQ(findTask(allTasks().back().number + 1), nullptr);
}

TEST(Tasks, CountInWordsUpToTwelve) {
    EXPECT_EQ(countWord(5), "five");
    EXPECT_EQ(countWord(12), "twelve");
    EXPECT_EQ(countWord(13), "13");
}

TEST(SolvedTasks, AreReadFromARealCacheSortedAndOnce) {
    const std::string cache = contentsOf(fs::path(BOIDS_COMPANION_FIXTURES) / "CMakeCache_solved_2_4.txt");
    EXPECT_EQ(solvedTasksFromCache(cache), (std::vector<int>{2, 4}));
}

TEST(SolvedTasks, AreNoneWithoutTheLineOrWithAnEmptyList) {
    EXPECT_TRUE(solvedTasksFromCache("").empty());
    EXPECT_TRUE(solvedTasksFromCache("BOIDS_SOLVED:STRING=\n").empty());
    EXPECT_TRUE(solvedTasksFromCache("//BOIDS_SOLVED:STRING=3\nX_BOIDS_SOLVED:STRING=3\n").empty());
}

TEST(SolvedTasks, LeaveOutWordsThatAreNotTaskNumbers) {
    const int first = allTasks().front().number, last = allTasks().back().number;
    const std::string one = std::to_string(first);
    const std::string cache = "BOIDS_SOLVED:STRING=x;" + std::to_string(last + 1) + ";" + std::to_string(last) +
                              ";0;0" + one + ";+" + one + "; " + one + "\r\n";
    EXPECT_EQ(solvedTasksFromCache(cache), (std::vector<int>{first, last}))
        << cache << ": a word, a number past the list, 0, and a number written with a 0 or a + in front are not tasks";
}

TEST(SolvedTasks, AreAnyNumberOfTheRegistryAndNoOther) {
    std::string list;
    std::vector<int> numbers;
    for (const Task& task : allTasks()) {
        list += std::to_string(task.number) + ";";
        numbers.push_back(task.number);
    }
    const int unlisted = allTasks().back().number + 1;
    EXPECT_EQ(solvedTasksFromCache("BOIDS_SOLVED:STRING=" + list + std::to_string(unlisted) + "\n"), numbers)
        << "every task of tasks.txt, an added one too, and not " << unlisted << ", which it does not list";
}

TEST(SolvedTasks, ComeFromTheBuildFoldersCache) {
    ScratchFolder folder;
    const Kit kit(folder.path());
    EXPECT_TRUE(kit.solvedTasks().empty()) << "no cache, nothing solved";
    put(kit.build() / "CMakeCache.txt", "A:BOOL=ON\nBOIDS_SOLVED:STRING=6;1\n");
    EXPECT_EQ(kit.solvedTasks(), (std::vector<int>{1, 6}));
    EXPECT_TRUE(kit.isSolved(6));
    EXPECT_FALSE(kit.isSolved(2));
}

TEST(Kit, NamesEachTasksFilesFromItsStem) {
    BOIDS_SKIP_UNLESS_TASKS(4);
    const Kit kit(fs::path("/kit"));
    const Task& flee = taskNumber(4);
    EXPECT_EQ(kit.exercise(flee), fs::path("/kit/exercises/04_flee.cpp"));
    EXPECT_EQ(kit.solution(flee), fs::path("/kit/solutions/04_flee.cpp"));
    EXPECT_EQ(kit.stub(flee), fs::path("/kit/framework/tasks/04_flee/stub.cpp"));
    EXPECT_EQ(kit.hints(flee), fs::path("/kit/framework/tasks/04_flee/hints.md"));
    EXPECT_EQ(kit.build(), fs::path("/kit/build"));
    EXPECT_EQ(kit.state(), fs::path("/kit/.workshop"));
    EXPECT_EQ(kit.backups(), fs::path("/kit/backups"));
}

TEST(Kit, AnExerciseIsStartedWhenItsBytesDifferFromTheStubsOrEitherIsMissing) {
    ScratchFolder folder;
    const Kit kit(folder.path());
    const Task& task = taskNumber(1);
    EXPECT_TRUE(kit.isStarted(task)) << "neither file exists (cmp -s fails)";
    put(kit.stub(task), "return {};\n");
    put(kit.exercise(task), "return {};\n");
    EXPECT_FALSE(kit.isStarted(task));
    put(kit.exercise(task), "return {};\n\n");
    EXPECT_TRUE(kit.isStarted(task));
}

TEST(Kit, AnExerciseIsStillTheStubWhileItsCodeIsTheStubsWhateverItsCommentsAndSpaces) {
    ScratchFolder folder;
    const Kit kit(folder.path());
    const Task& task = taskNumber(1);
    put(kit.stub(task), "Vec2 f() {\n    return {};  // TODO\n}\n");
    EXPECT_FALSE(kit.isStillTheStub(task)) << "no exercise";
    put(kit.exercise(task), "Vec2 f() {\n    return {};  // TODO\n}\n");
    EXPECT_TRUE(kit.isStillTheStub(task));
    put(kit.exercise(task), "// mine now\nVec2 f()\n{\n  return {};\n}\n");
    EXPECT_TRUE(kit.isStillTheStub(task)) << "a comment and the braces moved: the same code";
    put(kit.exercise(task), "Vec2 f() {\n    return {1, 0};\n}\n");
    EXPECT_FALSE(kit.isStillTheStub(task));
}

TEST(Kit, IsConfiguredOnceCMakeHasWrittenItsListOfTargets) {
    ScratchFolder folder;
    const Kit kit(folder.path());
    put(kit.build() / "CMakeCache.txt", "");
    EXPECT_FALSE(kit.isConfigured());
    put(kit.build() / "CMakeFiles" / "TargetDirectories.txt", "");
    EXPECT_TRUE(kit.isConfigured());
}

TEST(Kit, APrebuiltKitReadsItsProgramsAndCacheFromThePrebuiltFolder) {
    ScratchFolder folder;
    const std::filesystem::path elsewhere = folder.path() / "build-windows";
    const Kit kit(folder.path() / "kit", elsewhere);
    EXPECT_TRUE(kit.isPrebuilt());
    EXPECT_EQ(kit.build(), elsewhere);
    put(elsewhere / "CMakeCache.txt", "BOIDS_SOLVED:STRING=1\n");
    EXPECT_TRUE(kit.isSolved(1));
    EXPECT_FALSE(Kit(folder.path() / "kit").isPrebuilt());
}

#ifndef _WIN32
TEST(Kit, FindsAProgramInTheMultiConfigFolderOnlyWhenThePlainOneIsMissing) {
    ScratchFolder folder;
    const Kit kit(folder.path());
    EXPECT_EQ(kit.built("checker/boids_test_task1"), kit.build() / "checker" / "boids_test_task1") << "neither exists";
    put(kit.build() / "checker" / "RelWithDebInfo" / "boids_test_task1", "");
    put(kit.build() / "RelWithDebInfo" / "boids", "");
    EXPECT_EQ(kit.built("checker/boids_test_task1"), kit.build() / "checker" / "RelWithDebInfo" / "boids_test_task1");
    EXPECT_EQ(kit.built("boids"), kit.build() / "RelWithDebInfo" / "boids");
    put(kit.build() / "boids", "");
    EXPECT_EQ(kit.built("boids"), kit.build() / "boids");
}
#endif

TEST(Hints, AreCountedByTheirHeadings) {
    BOIDS_SKIP_UNLESS_TASKS(2);
    ScratchFolder folder;
    const Kit kit(folder.path());
    const Task& task = taskNumber(2);
    EXPECT_EQ(kit.hintCount(task), 0) << "no file";
    put(kit.hints(task), "# Task 2\n## Hint 1\na\n## Hint 2\n### Hint 3\n## Hint x\n## Hints\n## Hint 10 more\n");
    EXPECT_EQ(kit.hintCount(task), 3);
}

TEST(Hints, SeenIsTheNumberOnTheStateFilesFirstLineOrZero) {
    BOIDS_SKIP_UNLESS_TASKS(3);
    ScratchFolder folder;
    const Kit kit(folder.path());
    const Task& task = taskNumber(3);
    EXPECT_EQ(kit.hintsSeen(task), 0) << "no file";
    for (const auto& [text, seen] : std::vector<std::pair<std::string, int>>{
             {"2\n", 2}, {"4\nmore\n", 4}, {"x\n", 0}, {"-1\n", 0}, {" 2\n", 0}, {"", 0}, {"007\n", 7}}) {
        SCOPED_TRACE(text);
        put(kit.state() / "hints-3", text);
        EXPECT_EQ(kit.hintsSeen(task), seen);
    }
}

}  // namespace
}  // namespace boids::companion

// The words after a verb (arguments.h): each usage error says, in the bash script's words, what was wrong; it is exit
// code 2 with the line "Run ./workshop help for the commands." (usage = true).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "arguments.h"
#include "console.h"
#include "kit.h"
#include "task_numbers.h"

namespace boids::companion {
namespace {

using Words = std::vector<std::string>;

std::string refusalOf(const std::string& word) { return testing::taskNumberRefusal(word); }

// The usage error that parsing `words` throws, or "" when it throws none.
template <typename Parse>
std::string usageMessageOf(Parse parse) {
    try {
        parse();
    } catch (const CommandError& error) {
        EXPECT_EQ(error.exitCode, 2) << error.message;
        EXPECT_TRUE(error.usage) << error.message;
        return error.message;
    }
    return "";
}

std::string testUsage(const Words& words) {
    return usageMessageOf([&] { requireTask(parseTaskArguments("test", "--all", words)); });
}

TEST(TaskArguments, ReadsOneTaskNumberAndTheAllowedOptionsInAnyOrder) {
    const int n = allTasks().back().number;
    const Words words{"--all", std::to_string(n)};
    const TaskArguments parsed = parseTaskArguments("test", "--all", words);
    ASSERT_TRUE(parsed.task.has_value());
    EXPECT_EQ(*parsed.task, n);
    EXPECT_TRUE(parsed.has("--all"));
    EXPECT_FALSE(parsed.has("--yes"));
    EXPECT_EQ(requireTask(parsed), n);
}

TEST(TaskArguments, AcceptsTheNumberOfEveryTaskInTasksTxt) {
    for (const Task& task : allTasks()) {
        SCOPED_TRACE(task.number);
        const Words words{std::to_string(task.number)};
        EXPECT_EQ(requireTask(parseTaskArguments("test", "--all", words)), task.number);
    }
}

TEST(TaskArguments, AcceptsAnyOfATasksFilesAsAnEditorGivesTheOpenOne) {
    for (const Task& task : allTasks()) {
        const std::string stem(task.stem);
        for (const std::string& path : {"exercises/" + stem + ".cpp", "exercises\\" + stem + ".cpp",
                                        "/home/learner/kit/solutions/" + stem + ".cpp",
                                        "framework/tasks/" + stem + "/hints.md"}) {
            SCOPED_TRACE(path);
            EXPECT_EQ(requireTask(parseTaskArguments("test", "--all", Words{path})), task.number);
        }
    }
}

TEST(TaskArguments, AFileOfNoTaskSaysWhichFileIsATasksOwn) {
    const std::string first = "exercises/" + std::string(allTasks().front().stem) + ".cpp";
    for (const std::string& path : {std::string("README.md/"), std::string("exercises/notes.cpp"),
                                    std::string("framework/app/main.cpp")}) {
        SCOPED_TRACE(path);
        const std::string message = testUsage({path});
        EXPECT_NE(message.find("'" + path + "' is not a task's file"), std::string::npos) << message;
        EXPECT_NE(message.find(first), std::string::npos) << message;
    }
}

TEST(TaskArguments, ANumberOfNoTaskNamesWhatItGot) {
    const std::string past = std::to_string(allTasks().back().number + 1);
    for (const std::string& word : {past, std::string("0"), std::string("01"), std::string("one"), std::string(" 1"),
                                   std::string("1 ")}) {
        SCOPED_TRACE(word);
        EXPECT_EQ(testUsage({word}), refusalOf(word));
    }
}

TEST(TaskArguments, TheRefusalOfTheKitsOwnListSaysOneToSix) {
    if (testing::taskNumbers() != "from 1 to 6 (6 is the bonus)") GTEST_SKIP() << "tasks.txt is not the kit's own list";
    EXPECT_EQ(testUsage({"7"}), "expected a task number from 1 to 6 (6 is the bonus), got '7'.");
}

TEST(TaskArguments, NoTaskOrAnEmptyWordIsCalledNothing) {
    const std::string expected = refusalOf("nothing");
    EXPECT_EQ(testUsage({}), expected);
    EXPECT_EQ(testUsage({"--all"}), expected);
    EXPECT_EQ(testUsage({""}), expected);
}

TEST(TaskArguments, ASecondTaskNumberNamesBoth) {
    EXPECT_EQ(testUsage({"1", "2"}), "test takes one task number, got '1' and then '2'.");
    EXPECT_EQ(testUsage({"1", "x"}), "test takes one task number, got '1' and then 'x'.")
        << "the second word is refused as a second task before it is checked as a number";
}

TEST(TaskArguments, AnUnknownOptionNamesTheOptionsTheCommandTakes) {
    EXPECT_EQ(testUsage({"1", "--al"}), "unknown option '--al' for test; expected --all (or nothing).");
    EXPECT_EQ(testUsage({"-"}), "unknown option '-' for test; expected --all (or nothing).");
    const Words words{"2", "--all"};
    EXPECT_EQ(usageMessageOf([&] { parseTaskArguments("solve", "", words); }),
              "unknown option '--all' for solve; expected no options.");
}

TEST(TaskArguments, TheFirstWrongWordIsTheOneReported) {
    EXPECT_EQ(testUsage({"0", "--bad"}), refusalOf("0"));
    EXPECT_EQ(testUsage({"--bad", "0"}), "unknown option '--bad' for test; expected --all (or nothing).");
}

TEST(TaskArguments, AnOptionGivenTwiceIsStillOneOption) {
    const Words words{"1", "--all", "--all"};
    const TaskArguments parsed = parseTaskArguments("test", "--all", words);
    EXPECT_TRUE(parsed.has("--all"));
}

TEST(NoArguments, NamesEveryWordItWasGivenJoinedBySpaces) {
    const Words none;
    EXPECT_NO_THROW(noArguments("status", none));
    const Words words{"x", "y z"};
    EXPECT_EQ(usageMessageOf([&] { noArguments("status", words); }), "status takes no arguments, got 'x y z'.");
    const Words empty{""};
    EXPECT_EQ(usageMessageOf([&] { noArguments("help", empty); }), "help takes no arguments, got ''.");
}

TEST(CommandErrors, FailIsExitCodeOneAndNotAUsageError) {
    try {
        fail("the build failed");
        FAIL() << "fail() returned";
    } catch (const CommandError& error) {
        EXPECT_EQ(error.exitCode, 1);
        EXPECT_EQ(error.message, "the build failed");
        EXPECT_FALSE(error.usage);
    }
}

}  // namespace
}  // namespace boids::companion

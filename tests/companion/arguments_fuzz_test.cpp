// The commands' arguments, fuzzed in-process (what tests/workshop/fuzz_args.sh did through the bash script, 300
// cases in minutes): seeded random argument lists, from the words a learner might type and some they would not
// (near misses, shell metacharacters, injections, random bytes), for every command.
//   1. The parsing agrees with the bash rules, written out below as a plain oracle: the same task, the same options,
//      or the same usage message.
//   2. hint, reset and help, run in a scratch kit: exit 0, 1 or 2; exit 2 is a usage error with a message; and
//      exercises/ changes only through `reset N --yes`, after a backup equal to the learner's file.
// A failure prints the seed, the case and its words, so that it repeats.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <sstream>

#include "arguments.h"
#include "console.h"
#include "kit.h"
#include "scratch_folder.h"
#include "task_numbers.h"
#include "verbs.h"
#include "watch.h"

namespace boids::companion {
namespace {

namespace fs = std::filesystem;
using testing::contentsOf;
using testing::put;
using testing::ScratchFolder;
using Words = std::vector<std::string>;

constexpr unsigned kSeed = 1;
constexpr int kParsingCases = 20000;
constexpr int kVerbCases = 1500;

const Words kWords = {"0", "1", "2", "3", "4", "5", "6", "7", "9", "10", "-1", "+1", "01", "1.0", "1e0", "0x1", " 1",
                      "1 ", "", " ", "-", "--", "--all", "--yes", "--reset", "--runs", "--runs=1", "--runs=0",
                      "--runs=-3", "--runs=", "--runs=x", "--runs K", "--sanitize", "--help", "-h", "--yes=1", "--ALL",
                      "'", "\"", "$(touch pwned)", "`touch pwned`", "; touch pwned", "| touch pwned", "*", "?",
                      "[1-6]", "../../etc/passwd", "/dev/null", "\n", "1\n", "\t", "a b", "%s%n%d", "\\", "$HOME",
                      "${x}", "-1e999", "99999999999999999999", "ß", "六", std::string(3000, 'x'),
                      "exercises/01_alignment.cpp", "solutions\\03_cohesion.cpp", "exercises/notes.cpp", "x.cpp",
                      "framework/tasks/02_separation/hints.md", "exercises/"};

// The words of one case: often a task number and the command's own option, then up to three random words (one in
// eight a few random bytes).
Words randomWords(std::mt19937& random, std::string_view ownOption) {
    Words words;
    if (random() % 3) words.push_back(std::to_string(random() % 6 + 1));
    if (!ownOption.empty() && random() % 2) words.emplace_back(ownOption);
    for (int k = int(random() % 4); k > 0; --k) {
        if (random() % 8 == 0) {
            std::string bytes;
            for (int n = int(random() % 8 + 1); n > 0; --n) bytes += char(random() % 255 + 1);
            words.push_back(bytes);
        } else {
            words.push_back(kWords[random() % kWords.size()]);
        }
    }
    std::shuffle(words.begin(), words.end(), random);
    return words;
}

std::string shown(const Words& words) {
    std::ostringstream text;
    for (const std::string& word : words) {
        text << " '";
        for (const char c : word) {
            if (c == '\n') text << "\\n";
            else if (c == '\t') text << "\\t";
            else if (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) >= 127) text << "\\x" << std::hex << (static_cast<unsigned char>(c) + 0) << std::dec;
            else text << c;
        }
        text << "'";
    }
    return text.str();
}

// The bash's parse_args, check_task_number and the verbs' "check_task_number $TASK", as plainly as they read: the
// parsed task and options, or the usage message.
struct Expected {
    std::string task;
    Words options;
    std::string usage;
};
Expected bashParse(std::string_view command, std::string_view allowed, const Words& words, bool taskRequired) {
    Expected expected;
    const std::string padded = " " + std::string(allowed) + " ";
    std::string written;  // the task's word as given, for the message about a second one
    for (const std::string& word : words) {
        if (!word.empty() && word[0] == '-') {
            if (allowed.empty() || padded.find(" " + word + " ") == std::string::npos) {
                expected.usage = "unknown option '" + word + "' for " + std::string(command) + "; expected " +
                                 (allowed.empty() ? "no options" : std::string(allowed) + " (or nothing)") + ".";
                return expected;
            }
            expected.options.push_back(word);
        } else {
            if (!expected.task.empty()) {
                expected.usage = std::string(command) + " takes one task number, got '" + written +
                                 "' and then '" + word + "'.";
                return expected;
            }
            // A path (a slash either way, or a name ending in .cpp) is a task's when a folder of it, or its file
            // name less ".cpp", is the task's stem; then it stands for the task's number.
            if (word.find_first_of("/\\") != std::string::npos || word.ends_with(".cpp")) {
                std::string parts = word;
                std::replace(parts.begin(), parts.end(), '\\', '/');
                std::istringstream split(parts);
                for (std::string part; expected.task.empty() && std::getline(split, part, '/');) {
                    if (part.ends_with(".cpp")) part.resize(part.size() - 4);
                    for (const Task& t : allTasks()) {
                        if (part == t.stem) expected.task = std::to_string(t.number);
                    }
                }
                if (expected.task.empty()) {
                    expected.usage = "'" + word + "' is not a task's file: a task's own file is exercises/NN_name.cpp, "
                                     "such as exercises/" + std::string(allTasks().front().stem) +
                                     ".cpp (open it in your editor, or give its task number, " +
                                     std::to_string(allTasks().front().number) + ").";
                    return expected;
                }
                written = word;
                continue;
            }
            const bool aTask = std::any_of(allTasks().begin(), allTasks().end(),
                                           [&](const Task& t) { return std::to_string(t.number) == word; });
            if (!aTask) {
                expected.usage = testing::taskNumberRefusal(word.empty() ? std::string("nothing") : word);
                return expected;
            }
            expected.task = word;
            written = word;
        }
    }
    if (taskRequired && expected.task.empty())
        expected.usage = testing::taskNumberRefusal("nothing");
    return expected;
}

struct CommandRule {
    std::string_view command, allowed;
    bool taskRequired;
};
constexpr CommandRule kRules[] = {{"test", "--all", true},    {"hint", "--reset", true}, {"solve", "", true},
                                  {"unsolve", "", true},      {"reset", "--yes", true},  {"watch", "--runs K", false}};

TEST(ArgumentFuzz, EveryCommandReadsItsArgumentsAsTheBashRulesSay) {
    std::mt19937 random(kSeed);
    for (int c = 1; c <= kParsingCases; ++c) {
        const CommandRule& rule = kRules[random() % std::size(kRules)];
        const Words words = randomWords(random, rule.allowed.substr(0, rule.allowed.find(' ')));
        SCOPED_TRACE("seed " + std::to_string(kSeed) + ", case " + std::to_string(c) + ": " + std::string(rule.command) +
                     shown(words));
        Words rest = words;
        if (rule.command == "watch") {  // --runs and its value first, as the bash did
            try {
                rest = splitWatchArguments(words).rest;
            } catch (const CommandError& error) {
                ASSERT_EQ(error.exitCode, 2);
                ASSERT_TRUE(error.message.starts_with("--runs expects a number of runs")) << error.message;
                continue;
            }
        }
        const Expected expected = bashParse(rule.command, rule.allowed, rest, rule.taskRequired);
        try {
            const TaskArguments parsed = parseTaskArguments(rule.command, rule.allowed, rest);
            if (rule.taskRequired) requireTask(parsed);
            ASSERT_EQ(expected.usage, "") << "accepted, but the bash refused";
            ASSERT_EQ(parsed.task ? std::to_string(*parsed.task) : "", expected.task);
            ASSERT_EQ(parsed.options, expected.options);
        } catch (const CommandError& error) {
            ASSERT_EQ(error.exitCode, 2);
            ASSERT_TRUE(error.usage);
            ASSERT_EQ(error.message, expected.usage);
        }
    }
}

TEST(ArgumentFuzz, CommandsWithoutArgumentsRefuseAnyNamingThemAll) {
    std::mt19937 random(kSeed);
    for (int c = 1; c <= kParsingCases / 10; ++c) {
        const Words words = randomWords(random, "");
        SCOPED_TRACE("case " + std::to_string(c) + ":" + shown(words));
        std::string all;
        for (std::size_t i = 0; i < words.size(); ++i) all += (i ? " " : "") + words[i];
        try {
            noArguments("status", words);
            ASSERT_TRUE(words.empty());
        } catch (const CommandError& error) {
            ASSERT_EQ(error.message, "status takes no arguments, got '" + all + "'.");
        }
    }
}

// hint, reset and help in a scratch kit whose exercises all hold the learner's work.
TEST(ArgumentFuzz, HintResetAndHelpEndWithZeroOneOrTwoAndChangeExercisesOnlyByAResetWithItsBackup) {
    ScratchFolder folder;
    const Kit kit(folder.path());
    for (const Task& task : allTasks()) {
        put(kit.stub(task), "// stub of task " + std::to_string(task.number) + "\n");
        put(kit.exercise(task), "// the learner was here, task " + std::to_string(task.number) + "\n");
        put(kit.hints(task), "## Hint 1\none\n## Hint 2\n```\ntwo\n```\n");
    }
    const bool terminal = standardInputIsTerminal();
    constexpr std::string_view kVerbNames[] = {"hint", "reset", "help"};
    std::mt19937 random(kSeed);
    for (int c = 1; c <= kVerbCases; ++c) {
        const std::string_view verb = kVerbNames[random() % std::size(kVerbNames)];
        const Words words = randomWords(random, verb == "hint" ? "--reset" : verb == "reset" ? "--yes" : "");
        const bool yes = std::find(words.begin(), words.end(), "--yes") != words.end();
        if (verb == "reset" && !yes && terminal) continue;  // it would ask on this terminal
        SCOPED_TRACE("seed " + std::to_string(kSeed) + ", case " + std::to_string(c) + ": " + std::string(verb) + shown(words));
        std::ostringstream out, err;
        Console console(out, err, false, "./workshop");
        Context context{kit, console, std::string(verb)};
        int status = 0;
        try {
            status = verb == "hint" ? verbHint(context, words) : verb == "reset" ? verbReset(context, words) : verbHelp(context, words);
        } catch (const CommandError& error) {
            status = error.exitCode;
            if (status == 2) {
                ASSERT_TRUE(error.usage && !error.message.empty());
            }
        }
        ASSERT_TRUE(status == 0 || status == 1 || status == 2) << status;
        for (const Task& task : allTasks()) {
            const std::string learners = "// the learner was here, task " + std::to_string(task.number) + "\n";
            if (contentsOf(kit.exercise(task)) == learners) continue;
            ASSERT_TRUE(verb == "reset" && yes && status == 0) << "exercises/" << task.stem << " changed";
            bool backedUp = false;
            for (const auto& entry : fs::directory_iterator(kit.backups()))
                backedUp = backedUp || contentsOf(entry.path()) == learners;
            ASSERT_TRUE(backedUp) << "no backup of the learner's file";
            put(kit.exercise(task), learners);  // the learner's work again, for the next case
            fs::remove_all(kit.backups());
        }
    }
}

}  // namespace
}  // namespace boids::companion

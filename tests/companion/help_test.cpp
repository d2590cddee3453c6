// help and VERB --help (verb_help.cpp): every verb but run answers --help with its own entry, and nothing else runs.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "arguments.h"
#include "console.h"
#include "verbs.h"

namespace boids::companion {
namespace {

constexpr const char* kVerbs[] = {"status", "test",  "watch",    "hint",     "solve", "unsolve", "reset",
                                  "setup",  "doctor", "selftest", "new-task", "help"};

TEST(Help, EveryVerbButRunAnswersHelpWithItsOwnUsage) {
    for (const std::string verb : kVerbs) {
        SCOPED_TRACE(verb);
        ASSERT_TRUE(hasHelpFor(verb));
        std::ostringstream out, err;
        Console console(out, err, false, "./workshop");
        EXPECT_EQ(helpFor(console, verb), 0);
        EXPECT_TRUE(out.str().starts_with("./workshop " + verb)) << out.str();
        EXPECT_EQ(err.str(), "");
    }
}

// The listing's entries under each heading: the verbs that start a line with two spaces, as editors_test.sh reads them.
std::vector<std::string> verbsUnder(const std::string& listing, const std::string& heading) {
    std::istringstream lines(listing);
    std::vector<std::string> verbs;
    bool inside = false;
    for (std::string line; std::getline(lines, line);) {
        if (!line.empty() && line.front() != ' ') inside = line == heading;
        if (inside && line.starts_with("  ") && line.size() > 2 && line[2] != ' ') {
            verbs.push_back(line.substr(2, line.find(' ', 2) - 2));
        }
    }
    return verbs;
}

TEST(Help, ListsTheLearnersCommandsFirstAndTheInstructorsUnderTheirOwnHeading) {
    std::ostringstream out, err;
    Console console(out, err, false, "./workshop");
    const Kit kit(".");
    Context context{kit, console, "help"};
    ASSERT_EQ(verbHelp(context, {}), 0);
    const std::string listing = out.str();
    using Verbs = std::vector<std::string>;
    EXPECT_EQ(verbsUnder(listing, "Your tasks:"),
              (Verbs{"run", "status", "test", "trace", "debug", "watch", "hint", "hand", "join", "leave", "solve", "unsolve",
                     "reset", "help"}))
        << listing;
    EXPECT_EQ(verbsUnder(listing, "Your laptop:"), (Verbs{"setup", "doctor"})) << listing;
    EXPECT_EQ(verbsUnder(listing, "For instructors:"), (Verbs{"selftest", "room", "new-task"})) << listing;
    EXPECT_LT(listing.find("Your tasks:"), listing.find("For instructors:")) << listing;
}

TEST(Help, RunLeavesHelpToTheWindowsProgram) { EXPECT_FALSE(hasHelpFor("run")); }

TEST(Help, AnUnknownVerbIsAUsageError) {
    std::ostringstream out, err;
    Console console(out, err, false, "./workshop");
    try {
        helpFor(console, "solvee");
        FAIL() << "help for a verb that does not exist answered: " << out.str();
    } catch (const CommandError& error) {
        EXPECT_EQ(error.exitCode, 2);
        EXPECT_EQ(error.message, "help knows no command 'solvee'.");
    }
}

}  // namespace
}  // namespace boids::companion

// help and VERB --help (verb_help.cpp): every verb but run answers --help with its own entry, and nothing else runs.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

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

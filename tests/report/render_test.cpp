// The one renderer (boids/render.h): the text a learner reads, from records of real runs (fixtures/README.md) and
// from checks made to order.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include <boids/render.h>

#include "records_fixtures.h"

namespace boids::report {
namespace {

constexpr const char* kFixtures[] = {"task1_stub", "task1_named_mistake", "task6_grid", "task1_solution", "task1_crashed"};

TEST(Render, EveryFailedCheckIsItsNameThenEachMessageAfterAnEmptyLine) {
    for (const std::string name : kFixtures) {
        SCOPED_TRACE(name);
        EXPECT_EQ(allFailures(readRecords(fixture(name + ".jsonl"))), fixture(name + ".all.expected"));
    }
}

TEST(Render, TheReportShowsTheLowestRankFirstThenHowEachOtherDiffers) {
    for (const std::string name : kFixtures) {
        SCOPED_TRACE(name);
        EXPECT_EQ(failuresReport(readRecords(fixture(name + ".jsonl")), "ALSO", "MORE"), fixture(name + ".best.expected"));
    }
}

TEST(Render, ANamedMistakeIsShownBeforeEarlierFailuresOfAVaguerDiagnosis) {
    const std::string best = failuresReport(readRecords(fixture("task1_named_mistake.jsonl")), "ALSO", "MORE");
    EXPECT_TRUE(best.starts_with("Failed check: Alignment.NormalizesTheSumOfSeveralHeadings\n")) << best;
    EXPECT_NE(best.find("This is what you get when the velocities are averaged"), std::string::npos);
    EXPECT_EQ(best.find("Alignment.NormalizesTheSumOfSeveralHeadings,"), std::string::npos)
        << "the failure shown in full is not listed again";
}

TEST(Render, ALearnerReadsNoHiddenTagNoGoogleTestBannerAndNoHarnessLine) {
    for (const std::string name : kFixtures) {
        SCOPED_TRACE(name);
        const Records records = readRecords(fixture(name + ".jsonl"));
        for (const std::string& text : {allFailures(records), failuresReport(records, "ALSO", "MORE")}) {
            for (const char* hidden : {"[boids-", "[ RUN", "[  FAILED", "task_harness.cpp", "\nFailed\n"}) {
                EXPECT_EQ(text.find(hidden), std::string::npos) << hidden << " in:\n" << text;
            }
        }
    }
}

TEST(Render, TheTraceGoesAfterTheMessageAndTheEditorsLinkRightAfterTheName) {
    const Records records = recordsOf({failedCheck("A", Rank::Measured)});
    EXPECT_EQ(failuresReport(records, "ALSO", "MORE", "  TRACE", "exercises/01_alignment.cpp:3: error: LINK"),
              "Failed check: Alignment.A\nexercises/01_alignment.cpp:3: error: LINK\n\n"
              "Task 1 Alignment (calculateAlignment), scenario: A\n\n  TRACE\n");
}

// ---- How each other failure differs ----

TEST(VerdictWords, SayHowYoursDiffersAndWhatTheCaseChecks) {
    const VerdictWords length = verdictWords({"length", {{"yours", 1.414}, {"recipe", 1}}, "the boid's own heading plays no part."});
    EXPECT_EQ(length.kind, "length");
    EXPECT_EQ(length.differs, "right direction, but length 1.414 where the recipe's is 1");
    EXPECT_EQ(length.checks, "the boid's own heading plays no part.");
    EXPECT_EQ(verdictWords({"opposite", {{"yours", 0.5}, {"recipe", 0.5}}, ""}).differs,
              "the opposite direction to the recipe's, with the same length");
    EXPECT_EQ(verdictWords({"direction", {{"degrees", 30}}, ""}).differs,
              "30 degrees away from the recipe's direction, with the recipe's length");
    EXPECT_EQ(verdictWords({"direction", {{"degrees", 30}, {"yours", 2}, {"recipe", 1}}, ""}).kind, "direction and length");
    EXPECT_EQ(verdictWords({"zero", {{"recipe", 1}}, ""}).differs, "yours is zero, where the recipe's has length 1");
    EXPECT_EQ(verdictWords({"extra", {{"yours", 0.25}}, ""}).differs,
              "the recipe gives no force here; yours has length 0.25");
    EXPECT_EQ(verdictWords({"nan", {}, ""}).differs, "yours is NaN or infinity");
    EXPECT_EQ(verdictWords({"hang", {}, ""}).kind, "it never returned");
    EXPECT_EQ(verdictWords({"property", {}, "your force changes"}).kind, "property: your force changes");
}

TEST(VerdictWords, SayWhatAGridGotWrongForOneBoidAndWhereTheMissedOnesAre) {
    const VerdictWords own = verdictWords({"grid", {{"missing", 3}, {"othercell", 0}}, ""});
    EXPECT_EQ(own.differs, "for one boid, your grid misses 3 neighbours (all in the boid's own cell)");
    EXPECT_EQ(own.kind, "missing from the boid's own cell");
    const VerdictWords mixed = verdictWords({"grid", {{"missing", 2}, {"onradius", 1}, {"othercell", 1}, {"twice", 1}}, ""});
    EXPECT_EQ(mixed.differs, "for one boid, your grid misses 2 neighbours (1 exactly on the radius, 1 in other cells "
                             "than the boid's), lists a neighbour twice");
    EXPECT_EQ(mixed.kind, "missing, twice");
}

TEST(VerdictWords, AreEmptyForAKindTheRendererDoesNotKnow) {
    const VerdictWords unknown = verdictWords({"wobbly", {{"yours", 1}}, "x"});
    EXPECT_TRUE(unknown.kind.empty() && unknown.differs.empty() && unknown.checks.empty());
}

TEST(AlsoFailing, EachNameSaysHowItDiffersAndWhatItChecks) {
    const Records records = recordsOf({failedCheck("A", Rank::NamedMistake, "zero", {{"recipe", 1}}),
                                       failedCheck("B", Rank::Measured, "length", {{"yours", 2}, {"recipe", 1}}, "B's point.")});
    const std::string text = failuresReport(records, "ALSO", "MORE");
    EXPECT_NE(text.find("ALSO\n  - Alignment.B: right direction, but length 2 where the recipe's is 1\n"
                        "      checks: B's point.\nMORE\n"),
              std::string::npos)
        << text;
}

TEST(AlsoFailing, ThoseThatDifferOnlyAsTheOneShownAreNamedTogetherAfterTheRest) {
    const Records records = recordsOf({failedCheck("A", Rank::NamedMistake, "zero", {{"recipe", 1}}),
                                       failedCheck("B", Rank::Measured, "zero", {{"recipe", 1}}),
                                       failedCheck("C", Rank::Measured, "nan"),
                                       failedCheck("D", Rank::Measured, "zero", {{"recipe", 2}})});
    const std::string text = failuresReport(records, "ALSO", "MORE");
    EXPECT_NE(text.find("ALSO\n  - Alignment.C: yours is NaN or infinity\n"
                        "  and 2 more that differ the same way as the one shown (zero): Alignment.B, Alignment.D\nMORE\n"),
              std::string::npos)
        << text;
}

TEST(AlsoFailing, AFailureWithoutAVerdictIsItsNameAloneAndNothingFollowsWhenNoOtherFails) {
    const std::string text = failuresReport(recordsOf({failedCheck("A", Rank::Measured), failedCheck("B", Rank::Measured)}),
                                            "ALSO", "MORE");
    EXPECT_NE(text.find("ALSO\n  - Alignment.B\nMORE\n"), std::string::npos) << text;
    EXPECT_EQ(failuresReport(recordsOf({failedCheck("A", Rank::Measured)}), "ALSO", "MORE").find("ALSO"),
              std::string::npos);
}

// ---- The check a report is about ----

TEST(ShownCheck, IsTheFirstOfTheLowestRankWithItsScene) {
    const Records records = recordsOf({failedCheck("A", Rank::Vague, "", {}, "", 0),
                                       failedCheck("B", Rank::Measured, "", {}, "", 0),
                                       failedCheck("C", Rank::Measured, "", {}, "", 0)});
    const Shown shown = shownCheck(records);
    ASSERT_TRUE(shown.check);
    EXPECT_EQ(shown.check->name, "Alignment.B");
    EXPECT_NE(shown.scene.find("Alignment.B"), std::string::npos);
    EXPECT_FALSE(shown.smallerWorld);
}

TEST(ShownCheck, FindsAFailedCheckByItsWholeNameOrItsLastPartAndNoPassedOne) {
    const Records records = recordsOf({failedCheck("A", Rank::Measured), failedCheck("B", Rank::Vague)});
    EXPECT_EQ(shownCheck(records, "Alignment.B").check->name, "Alignment.B");
    EXPECT_EQ(shownCheck(records, "B").check->name, "Alignment.B");
    EXPECT_FALSE(shownCheck(records, "Passes").check) << "a check that passed is no failure to trace";
    EXPECT_FALSE(shownCheck(records, "Z").check);
    EXPECT_TRUE(shownCheck(records, "B").scene.empty()) << "B wrote no scene";
}

TEST(ShownCheck, TheGridIsTracedOnTheSmallestWorldThatFails) {
    const Records records = recordsOf({failedCheck("Big", Rank::Measured, "", {}, "", 40),
                                       failedCheck("Small", Rank::Vague, "", {}, "", 3),
                                       failedCheck("Middle", Rank::Vague, "", {}, "", 10)});
    const Shown shown = shownCheck(records);
    EXPECT_EQ(shown.check->name, "Alignment.Small");
    EXPECT_TRUE(shown.smallerWorld);
    EXPECT_EQ(sceneBoids(shown.scene), 3u);
}

TEST(ScenarioOf, IsWhatTheTitleOrTheCrashReportSaysWasRunning) {
    EXPECT_EQ(scenarioOf(failedCheck("a boid alone", Rank::Measured)), "a boid alone");
    Check crashed = failedCheck("X", Rank::Stopped);
    crashed.failures[0].parts = {{"ending", "Task 1 Alignment: your calculateAlignment crashed.\n"},
                                 {"running", "  It was running: two neighbours\n"}};
    EXPECT_EQ(scenarioOf(crashed), "two neighbours");
    Check none = failedCheck("X", Rank::Stopped);
    none.failures[0].parts = {{"threw", "Task 1 Alignment threw.\n"}};
    EXPECT_EQ(scenarioOf(none), "");
}

TEST(OneLine, IsTheNamedMistakeElseTheFirstFindingElseTheVerdictElseTheTitle) {
    Check check = failedCheck("A", Rank::NamedMistake, "zero", {{"recipe", 1}});
    EXPECT_EQ(oneLine(check), "yours is zero, where the recipe's has length 1");
    check.failures[0].findings = {{"always_zero", "Yours returns (0, 0) in every scene.", "", {}}};
    EXPECT_EQ(oneLine(check), "Yours returns (0, 0) in every scene.");
    check.failures[0].mistake = MistakeRecord{"id", "the sum is never returned", "", {}};
    EXPECT_EQ(oneLine(check), "This is what you get when the sum is never returned.");
    EXPECT_EQ(oneLine(failedCheck("B", Rank::Measured)), "Task 1 Alignment (calculateAlignment), scenario: B");
}

TEST(Number, HasFourSignificantDigitsAndNeitherNegativeZeroNorMinusNan) {
    EXPECT_EQ(number(1.41421356), "1.414");
    EXPECT_EQ(number(-0.0), "0");
    EXPECT_EQ(number(-std::nan("")), "NaN");
    EXPECT_EQ(number(123456), "1.235e+05");
}

}  // namespace
}  // namespace boids::report

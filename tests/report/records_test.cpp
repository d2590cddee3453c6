// The check records (boids/records.h): what is written reads back the same, and what is not a record is named.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include <boids/records.h>

#include "records_fixtures.h"

namespace boids::report {
namespace {

// A failed check with one failure of every kind of field.
Check everyField() {
    Failure f;
    f.rank = Rank::NamedMistake;
    f.parts = {{"title", "Task 1 Alignment (calculateAlignment), scenario: a boid alone\n"},
               {"yours", "  yours      (NaN, 0)  length NaN\n"}};
    f.mistake = MistakeRecord{"adds_own_velocity", "the boid's own velocity is added", "leave self out", {}};
    f.findings = {{"always_zero", "Yours returns (0, 0).", "start", {{"scenes", 6}}}};
    f.verdict = Verdict{"direction", {{"degrees", 30}, {"yours", 2}}, "the heading"};
    f.scene = R"({"task":1,"check":"Alignment.X"})";
    f.expected = Vector{0.6, 0.8};
    f.actual = Vector{std::numeric_limits<double>::quiet_NaN(), -std::numeric_limits<double>::infinity()};
    f.file = "framework/checker/task_harness.cpp";
    f.line = 98;
    return {1, "Alignment.X", "case", "the heading", false, {f}};
}

TEST(Records, ReadBackAsTheyWereWrittenNumbersThatAreNotFiniteToo) {
    const Check written = everyField();
    const Records read = readRecords(startLine({"boids_test_task1", {1}, 1}) + checkLine(written) +
                                     taskLine({1, 0, 1, false, "", "", ""}) + endLine());
    ASSERT_TRUE(read.errors.empty()) << read.errors.front();
    ASSERT_TRUE(read.start);
    EXPECT_EQ(read.start->program, "boids_test_task1");
    ASSERT_EQ(read.checks.size(), 1u);
    const Check& c = read.checks.front();
    EXPECT_EQ(c.name, written.name);
    EXPECT_EQ(c.kind, "case");
    EXPECT_FALSE(c.passed);
    ASSERT_EQ(c.failures.size(), 1u);
    const Failure& f = c.failures.front();
    const Failure& w = written.failures.front();
    EXPECT_EQ(f.rank, w.rank);
    ASSERT_EQ(f.parts.size(), w.parts.size());
    EXPECT_EQ(f.parts[1].text, w.parts[1].text);
    ASSERT_TRUE(f.mistake);
    EXPECT_EQ(f.mistake->explanation, w.mistake->explanation);
    ASSERT_EQ(f.findings.size(), 1u);
    EXPECT_EQ(f.findings[0].numbers, w.findings[0].numbers);
    ASSERT_TRUE(f.verdict);
    EXPECT_EQ(f.verdict->number("degrees"), 30.0);
    EXPECT_FALSE(f.verdict->number("recipe"));
    EXPECT_EQ(f.scene, w.scene);
    ASSERT_TRUE(f.actual);
    EXPECT_TRUE(std::isnan(f.actual->x));
    EXPECT_EQ(f.actual->y, -std::numeric_limits<double>::infinity());
    EXPECT_EQ(f.line, 98);
    ASSERT_EQ(read.tasks.size(), 1u);
    EXPECT_EQ(read.tasks[0].total, 1);
    EXPECT_TRUE(read.ended);
}

TEST(Records, AWindowsProgramsLinesEndingInCarriageReturnsReadTheSame) {
    const std::string text = fixture("task1_stub.jsonl");
    std::string windows;
    for (const char c : text) windows += c == '\n' ? std::string("\r\n") : std::string(1, c);
    const Records unix = readRecords(text), crlf = readRecords(windows);
    EXPECT_TRUE(crlf.errors.empty());
    EXPECT_EQ(crlf.checks.size(), unix.checks.size());
    EXPECT_EQ(crlf.passed(), unix.passed());
    EXPECT_TRUE(crlf.ended);
}

TEST(Records, ALineThatIsNotARecordIsNamedByItsNumberAndTheOthersStillRead) {
    const Records read = readRecords(startLine({"p", {1}, 2}) + "not json at all\n" + R"({"record":"frog"})" + "\n" +
                                     R"({"record":"check","task":1})" + "\n" + endLine());
    ASSERT_EQ(read.errors.size(), 3u);
    EXPECT_TRUE(read.errors[0].starts_with("line 2: ")) << read.errors[0];
    EXPECT_NE(read.errors[1].find("no record is called \"frog\""), std::string::npos) << read.errors[1];
    EXPECT_TRUE(read.errors[2].starts_with("line 4: ")) << read.errors[2];
    EXPECT_TRUE(read.start);
    EXPECT_TRUE(read.ended);
}

TEST(Records, OfAnotherFormatOrVersionDoNotRead) {
    const Records other = readRecords(R"({"record":"start","format":"other","version":1,"program":"p","tasks":[1]})");
    EXPECT_FALSE(other.start);
    ASSERT_EQ(other.errors.size(), 1u);
    const Records later = readRecords(R"({"record":"start","format":"boids-checks","version":99,"program":"p","tasks":[1]})");
    EXPECT_FALSE(later.start);
    EXPECT_NE(later.errors.front().find("another version"), std::string::npos);
}

TEST(Records, TextThatIsNotUtf8IsWrittenWithAReplacementCharacterNotLost) {
    Check check = everyField();
    check.failures[0].parts[0].text = "threw: \xff\xfe bytes\n";
    const Records read = readRecords(checkLine(check));
    ASSERT_EQ(read.checks.size(), 1u) << (read.errors.empty() ? "" : read.errors.front());
    EXPECT_EQ(read.checks[0].failures[0].parts[0].text, "threw: \xef\xbf\xbd\xef\xbf\xbd bytes\n");
}

TEST(Records, CountTheirPassedChecksAndFindOneByItsWholeNameOrItsLastPart) {
    const Records read = readRecords(fixture("task1_stub.jsonl"));
    EXPECT_EQ(read.checks.size(), 5u);
    EXPECT_EQ(read.passed(), 2);
    ASSERT_TRUE(read.find("Alignment.ReturnsZeroWhenHeadingsCancel"));
    EXPECT_EQ(read.find("ReturnsZeroWhenHeadingsCancel"), read.find("Alignment.ReturnsZeroWhenHeadingsCancel"));
    EXPECT_FALSE(read.find("HeadingsCancel"));
    EXPECT_FALSE(read.find("Alignment.NoSuchCheck"));
}

TEST(Records, AFailureGoesAndComesBackAsJsonTheWayAChildProcessHandsItOver) {
    const Check check = everyField();
    const Failure& written = check.failures.front();
    const std::optional<Failure> back = failureFromJson(failureJson(written));
    ASSERT_TRUE(back);
    EXPECT_EQ(back->parts.size(), written.parts.size());
    EXPECT_EQ(back->mistake->id, "adds_own_velocity");
    EXPECT_FALSE(failureFromJson("{\"rank\":9,\"parts\":[]}")) << "a rank is 0 to 4";
    EXPECT_FALSE(failureFromJson("[1, 2"));
}

TEST(Records, ACheckRanksAsItsLowestFailureAndNamesItsFirstVerdictAndScene) {
    Check check = everyField();
    Failure later;
    later.rank = Rank::Stopped;
    later.verdict = Verdict{"hang", {}, ""};
    check.failures.push_back(later);
    EXPECT_EQ(check.rank(), Rank::Stopped);
    EXPECT_EQ(check.verdict()->kind, "direction");
    EXPECT_EQ(check.withScene(), &check.failures.front());
    EXPECT_EQ(Check{}.rank(), Rank::None);
}

}  // namespace
}  // namespace boids::report

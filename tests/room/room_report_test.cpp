// A learner's report: what the kit writes is read back whole, and every kind of body that is not a report is
// refused with the line and what was wrong, never thrown on.
#include <boids/room_report.h>

#include <gtest/gtest.h>

#include <string>

namespace boids::room {
namespace {

constexpr std::int64_t kRaisedAt = 1764860400;

Report aReport() {
    Report r;
    r.code = "K7QF";
    r.learner = "a1b2c3d4";
    r.name = "Ana";
    r.tasks.push_back({1, "Alignment", "passing", "tests", 15, 15, false, 2, 3, "", 4, ""});
    r.tasks.push_back({2, "Separation", "failing", "tests", 9, 17, false, 1, 3, "Separation.WeightsCloserNeighboursMore", 1,
                       "Yours pushes as hard from a far neighbour as from a near one"});
    r.tasks.push_back({6, "Spatial grid", "not started", "", 3, 24, true, 0, 3, "", 4, ""});
    r.hand = hand::Hand{hand::Kind::Help, 0, kRaisedAt};
    return r;
}

// The report's body with line `n` (from 1) replaced by `text`.
std::string withLine(const std::string& body, int n, const std::string& text) {
    std::string out;
    int k = 0;
    std::size_t start = 0;
    while (start < body.size()) {
        const std::size_t end = body.find('\n', start);
        ++k;
        out += (k == n ? text : body.substr(start, end - start)) + "\n";
        start = end + 1;
    }
    return out;
}

TEST(RoomReport, WhatTheKitWritesIsReadBackWhole) {
    const Report sent = aReport();
    const ReadReport read = readReport(reportBody(sent));
    ASSERT_TRUE(read.report) << read.problem;
    EXPECT_EQ(*read.report, sent);
}

TEST(RoomReport, TheBodyIsTheLearnerLineThenStatusJsonsRecords) {
    const std::string body = reportBody(aReport());
    EXPECT_TRUE(body.starts_with(R"({"record":"learner","room":"K7QF","learner":"a1b2c3d4","name":"Ana"})" "\n")) << body;
    EXPECT_NE(body.find(R"({"record":"status","task":2,"name":"Separation","state":"failing")"), std::string::npos);
    EXPECT_NE(body.find(R"({"record":"hand","hand":"help","since":1764860400})"), std::string::npos) << body;
    EXPECT_TRUE(body.ends_with("{\"record\":\"end\"}\n"));
}

TEST(RoomReport, ABodyOverTheLimitIsRefusedBeforeItIsRead) {
    const std::string body(kMaxReportBytes + 1, '{');
    const ReadReport read = readReport(body);
    EXPECT_FALSE(read.report);
    EXPECT_EQ(read.problem, "the body is 16385 bytes, over 16384");
}

TEST(RoomReport, EachKindOfDamageIsRefusedNamingTheLineAndWhatIsWrong) {
    const std::string body = reportBody(aReport());  // line 1 learner, 2-4 status, 5 hand, 6 end
    struct Damaged {
        std::string body, problem;
    };
    const std::string longName(kMaxNameBytes + 1, 'x');
    for (const Damaged& d : std::initializer_list<Damaged>{
             {"", "the body has no learner record"},
             {body.substr(0, body.rfind("{\"record\":\"end\"")), "the body has no end record: it was cut short"},
             {withLine(body, 1, "not json"), "line 1: it is not a JSON object"},
             {withLine(body, 1, "[1, 2]"), "line 1: it is not a JSON object"},
             {withLine(body, 2, R"({"record":"learner","room":"K7QF","learner":"b","name":"Bo"})"),
              "line 2: a second learner record"},
             {withLine(body, 1, R"({"record":"status","task":1})"), "line 1: the first record is \"status\", not \"learner\""},
             {withLine(body, 1, R"({"record":"learner","room":"K7QF","learner":"a","name":")" + longName + "\"}"),
              "line 1: \"name\" is 61 bytes, over 60"},
             {withLine(body, 1, R"({"record":"learner","room":"K7QF","learner":"a","name":"<b>\u0007</b>"})"),
              "line 1: \"name\" holds a control character"},
             {withLine(body, 1, R"({"record":"learner","room":"K7QF","learner":"a"})"), "line 1: it has no \"name\""},
             {withLine(body, 1, R"({"record":"learner","room":"K7QF","learner":"a","name":7})"),
              "line 1: \"name\" is not a string"},
             {withLine(body, 3, R"({"record":"status","task":100,"name":"X","state":"failing","passed":0,"total":1,"bonus":false,"hintsSeen":0,"hints":0})"),
              "line 3: \"task\" is 100, outside 1 to 99"},
             {withLine(body, 3, R"({"record":"status","task":2,"name":"X","state":"failing","passed":5,"total":1,"bonus":false,"hintsSeen":0,"hints":0})"),
              "line 3: \"passed\" is 5, outside 0 to 1"},
             {withLine(body, 3, R"({"record":"status","task":2,"name":"X","state":"won","passed":0,"total":1,"bonus":false,"hintsSeen":0,"hints":0})"),
              "line 3: \"state\" is \"won\", where it is not started, failing, passing, reference or edited"},
             {withLine(body, 3, R"({"record":"status","task":2,"name":"X","state":"failing","from":"guess","passed":0,"total":1,"bonus":false,"hintsSeen":0,"hints":0})"),
              "line 3: \"from\" is \"guess\", where it is tests or window"},
             {withLine(body, 3, R"({"record":"status","task":1,"name":"X","state":"failing","passed":0,"total":1,"bonus":false,"hintsSeen":0,"hints":0})"),
              "line 3: task 1 again"},
             {withLine(body, 3, R"({"record":"status","task":2,"name":"X","state":"failing","passed":0.5,"total":1,"bonus":false,"hintsSeen":0,"hints":0})"),
              "line 3: \"passed\" is not a whole number"},
             {withLine(body, 5, R"({"record":"hand","hand":"wave","since":1})"),
              "line 5: \"hand\" is \"wave\", where it is help or done"},
             {withLine(body, 5, R"({"record":"run","program":"rm -rf /"})"),
              "line 5: the record \"run\" is not learner, status, hand or end"},
             {body + R"({"record":"hand","hand":"help","since":1})" "\n", "line 7: a record follows the end record"},
         }) {
        const ReadReport read = readReport(d.body);
        EXPECT_FALSE(read.report) << d.body;
        EXPECT_EQ(read.problem, d.problem) << d.body;
    }
}

TEST(RoomReport, TheWindowsFindingWithoutACheckNameAndAnEditedTaskReadBack) {
    Report r = aReport();
    r.tasks.push_back({3, "Cohesion", "failing", "window", 5, 8, false, 0, 3, "", 4, "it threw: the centre is empty"});
    r.tasks.push_back({4, "Flee", "edited", "", 0, 0, false, 0, 3, "", 4, ""});
    const ReadReport read = readReport(reportBody(r));
    ASSERT_TRUE(read.report) << read.problem;
    EXPECT_EQ(*read.report, r);
}

TEST(RoomReport, FittedTextKeepsToItsBytesAndCutsAtACharactersStart) {
    constexpr std::size_t kMost = 10;
    EXPECT_EQ(fitted("short", kMost), "short");
    EXPECT_EQ(fitted("two\nlines\r\n", 40), "two lines ");
    EXPECT_EQ(fitted("abcdefghijklmnop", kMost), "abcdefg...");
    const std::string cut = fitted("abcdé\xC3\xA9\xC3\xA9xyz", kMost);  // "é" is two bytes: never half of one
    EXPECT_EQ(cut, "abcdé...");
    EXPECT_LE(cut.size(), kMost);
}

TEST(RoomReport, MoreTasksThanAKitHasAreRefused) {
    Report r = aReport();
    r.tasks.clear();
    for (int n = 1; n <= int(kMaxReportTasks) + 1; ++n) r.tasks.push_back({n, "T", "failing", "tests", 0, 1, false, 0, 0, "", 4, ""});
    const ReadReport read = readReport(reportBody(r));
    EXPECT_FALSE(read.report);
    EXPECT_EQ(read.problem, "line 18: more than 16 status records");
}

}  // namespace
}  // namespace boids::room

// The room's state: reports taken only with its code and within each learner's rate, counted when refused; the
// rows in the instructor's order (hands first, the oldest first, then the furthest behind); the summary of who
// passes each task; time on the current task counted from when it became current.
#include <boids/room.h>

#include <gtest/gtest.h>

#include <string>

namespace boids::room {
namespace {

constexpr std::int64_t kWallNow = 1764860400;

// A learner's report: tasks 1 to 3 of the main line, the first `passing` of them passing, and the bonus task 6.
Report learner(std::string id, std::string name, int passing, std::optional<hand::Hand> hand = {}) {
    Report r;
    r.code = "K7QF";
    r.learner = std::move(id);
    r.name = std::move(name);
    for (int n = 1; n <= 3; ++n) {
        const bool passes = n <= passing;
        r.tasks.push_back({n, "Task" + std::to_string(n), passes ? "passing" : "failing", "tests", passes ? 10 : 4, 10, false,
                           passes ? 0 : 1, 3, passes ? "" : "Check" + std::to_string(n), passes ? 4 : 2,
                           passes ? "" : "Yours is off"});
    }
    r.tasks.push_back({6, "Spatial grid", "not started", "", 0, 24, true, 0, 3, "", 4, ""});
    r.hand = hand;
    return r;
}

std::vector<std::string> names(const Room& room) {
    std::vector<std::string> out;
    for (const Learner* l : room.ordered()) out.push_back(l->last.name);
    return out;
}

TEST(Room, TakesAReportWithItsCodeAndRefusesAndCountsOneWithAnother) {
    Room room("K7QF");
    EXPECT_EQ(room.take(reportBody(learner("a", "Ana", 1)), 0), std::nullopt);
    Report stranger = learner("b", "Bo", 1);
    stranger.code = "ZZZZ";
    std::string why;
    EXPECT_EQ(room.take(reportBody(stranger), 0, &why), Refused::WrongCode);
    EXPECT_EQ(why, "the code \"ZZZZ\" is not this room's");
    EXPECT_EQ(room.take("garbage", 0), Refused::Malformed);
    EXPECT_EQ(room.take(std::string(kMaxReportBytes + 1, ' '), 0), Refused::TooLarge);
    EXPECT_EQ(room.taken(), 1u);
    EXPECT_EQ(room.refused(Refused::WrongCode), 1u);
    EXPECT_EQ(room.refused(Refused::Malformed), 1u);
    EXPECT_EQ(room.refused(Refused::TooLarge), 1u);
    EXPECT_EQ(names(room), (std::vector<std::string>{"Ana"})) << "only the room's learner";
}

TEST(Room, ALearnerSendingInALoopIsRefusedPastTheBurstAndTakenAgainLater) {
    Room room("K7QF");
    const std::string body = reportBody(learner("a", "Ana", 1));
    int taken = 0;
    for (int i = 0; i < 100; ++i) taken += !room.take(body, 0.001 * i).has_value();
    EXPECT_EQ(taken, int(kReportBurst)) << "the burst, and nothing more in a tenth of a second";
    EXPECT_EQ(room.refused(Refused::TooFast), 100u - std::uint64_t(kReportBurst));
    EXPECT_EQ(room.take(body, 0.1 + 1 / kReportsPerSecond), std::nullopt) << "a report a rate's worth later is taken";
}

TEST(Room, ARoomOfItsSizeRefusesANewLearnerButNotOneItHolds) {
    Room room("K7QF");
    for (std::size_t i = 0; i < kMaxLearners; ++i) {
        ASSERT_EQ(room.take(reportBody(learner("id" + std::to_string(i), "L", 0)), 0), std::nullopt);
    }
    EXPECT_EQ(room.take(reportBody(learner("new", "New", 0)), 1), Refused::Full);
    EXPECT_EQ(room.take(reportBody(learner("id0", "L", 1)), 1), std::nullopt);
}

TEST(Room, HandsComeFirstTheOldestFirstThenTheFurthestBehind) {
    Room room("K7QF");
    room.take(reportBody(learner("a", "Ahead", 3)), 0);
    room.take(reportBody(learner("b", "Behind", 0)), 0);
    room.take(reportBody(learner("c", "Middle", 1)), 0);
    room.take(reportBody(learner("d", "NewHand", 2, hand::Hand{hand::Kind::Help, 0, kWallNow - 60})), 0);
    room.take(reportBody(learner("e", "OldHand", 3, hand::Hand{hand::Kind::Done, 3, kWallNow - 600})), 0);
    EXPECT_EQ(names(room), (std::vector<std::string>{"OldHand", "NewHand", "Behind", "Middle", "Ahead"}));
}

TEST(Room, TimeOnTheCurrentTaskCountsFromWhenItBecameCurrent) {
    Room room("K7QF");
    room.take(reportBody(learner("a", "Ana", 0)), 0);
    room.take(reportBody(learner("a", "Ana", 0)), 300);  // still on task 1
    const double passedTask1At = 400;
    room.take(reportBody(learner("a", "Ana", 1)), passedTask1At);
    const double now = passedTask1At + 125;
    EXPECT_EQ(room.ordered().front()->currentTask, 2);
    EXPECT_NE(room.table(now, kWallNow).find("Ana: task 2 for 2 min, failing 4/10, first failing Check2, hints 1/3"),
              std::string::npos)
        << room.table(now, kWallNow);
}

TEST(Room, TheSummaryCountsWhoPassesEachTaskForTheMoveOnDecision) {
    Room room("K7QF");
    room.take(reportBody(learner("a", "A", 3)), 0);
    room.take(reportBody(learner("b", "B", 2)), 0);
    room.take(reportBody(learner("c", "C", 0)), 0);
    const std::string table = room.table(0, kWallNow);
    EXPECT_TRUE(table.starts_with("Passing: 1 Task1 2/3, 2 Task2 2/3, 3 Task3 1/3, 6 Spatial grid 0/3\n")) << table;
    const std::string view = room.viewJson(0, kWallNow);
    EXPECT_NE(view.find(R"({"task":1,"name":"Task1","passing":2,"reference":0})"), std::string::npos) << view;
    EXPECT_NE(view.find(R"("learners":3)"), std::string::npos) << view;
}

TEST(Room, AHandShowsItsWordsAndHowLongItHasBeenUp) {
    Room room("K7QF");
    room.take(reportBody(learner("a", "Ana", 1, hand::Hand{hand::Kind::Help, 0, kWallNow - 12 * 60})), 0);
    EXPECT_TRUE(room.table(0, kWallNow).find("[NEED HELP, 12 min] Ana: task 2") != std::string::npos)
        << room.table(0, kWallNow);
    EXPECT_NE(room.viewJson(0, kWallNow).find(R"("hand":{"kind":"help","up":"12 min"})"), std::string::npos);
}

TEST(Room, ANameIsCarriedAsDataNeverAsMarkup) {
    Room room("K7QF");
    room.take(reportBody(learner("a", "<script>alert(1)</script>", 0)), 0);
    const std::string view = room.viewJson(0, kWallNow);
    EXPECT_NE(view.find(R"("name":"<script>alert(1)</script>")"), std::string::npos)
        << "a JSON string, which the page puts in textContent: " << view;
}

}  // namespace
}  // namespace boids::room

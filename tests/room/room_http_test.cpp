// The room's server on loopback: a report is taken and shows in the view, a refusal is answered with its status
// and counted, a body over the limit is refused unread, and a room that is not there is said so within the time
// asked, never thrown on.
#include <boids/room_http.h>

#include <gtest/gtest.h>

#include <chrono>
#include <string>

namespace boids::room {
namespace {

using namespace std::chrono_literals;

Report aReport(std::string code, std::string learner, std::string name) {
    Report r;
    r.code = std::move(code);
    r.learner = std::move(learner);
    r.name = std::move(name);
    r.tasks.push_back({1, "Alignment", "failing", "tests", 4, 15, false, 1, 3, "Alignment.AveragesHeadings", 2, "Yours is off"});
    return r;
}

class RoomOnLoopback : public ::testing::Test {
protected:
    RoomOnLoopback() {
        std::string why;
        port = server.listen("127.0.0.1", 0, why);
        EXPECT_GT(port, 0) << why;
    }
    Sent send(const std::string& body) { return sendReport("127.0.0.1", port, body, 2000ms); }

    RoomServer server{"K7QF"};
    int port = 0;
};

TEST_F(RoomOnLoopback, AReportIsTakenAndShowsInTheView) {
    const Sent sent = send(reportBody(aReport("K7QF", "a1", "Ana")));
    EXPECT_TRUE(sent.answered) << sent.reply;
    EXPECT_EQ(sent.status, 204) << sent.reply;
    EXPECT_EQ(server.taken(), 1u);
    EXPECT_NE(server.viewJson().find(R"("name":"Ana")"), std::string::npos) << server.viewJson();
}

TEST_F(RoomOnLoopback, ARefusalIsAnsweredWithItsStatusAndReasonAndCounted) {
    const Sent wrong = send(reportBody(aReport("ZZZZ", "a1", "Ana")));
    EXPECT_EQ(wrong.status, 403);
    EXPECT_EQ(wrong.reply, "wrong code: the code \"ZZZZ\" is not this room's");
    const Sent malformed = send("{\"record\":\"run\"}\n");
    EXPECT_EQ(malformed.status, 400);
    EXPECT_EQ(server.refused(Refused::WrongCode), 1u);
    EXPECT_EQ(server.refused(Refused::Malformed), 1u);
    EXPECT_EQ(server.taken(), 0u);
}

TEST_F(RoomOnLoopback, ABodyOverTheLimitIsRefusedUnreadAndCounted) {
    const Sent sent = send(std::string(kMaxReportBytes * 4, 'x'));
    EXPECT_EQ(sent.status, 413) << sent.reply;
    EXPECT_EQ(server.refused(Refused::TooLarge), 1u);
}

TEST(RoomAway, ARoomThatIsNotThereIsSaidSoWithinTheTimeAsked) {
    RoomServer server("K7QF");  // a free port, then nobody listening on it
    std::string why;
    const int port = server.listen("127.0.0.1", 0, why);
    server.stop();
    const auto start = std::chrono::steady_clock::now();
    const Sent sent = sendReport("127.0.0.1", port, reportBody(aReport("K7QF", "a", "A")), 500ms);
    EXPECT_FALSE(sent.answered);
    EXPECT_FALSE(sent.reply.empty());
    EXPECT_LT(std::chrono::steady_clock::now() - start, 1500ms) << "a refused connection ends at once, well inside";
}

TEST(RoomAddress, IsAHostAndAPortOrTheDefaultPort) {
    std::string host;
    int port = 0;
    EXPECT_TRUE(splitAddress("192.168.1.20:9000", host, port));
    EXPECT_EQ(host, "192.168.1.20");
    EXPECT_EQ(port, 9000);
    EXPECT_TRUE(splitAddress("teacher.local", host, port));
    EXPECT_EQ(port, kDefaultPort);
    EXPECT_FALSE(splitAddress("192.168.1.20:99999", host, port));
    EXPECT_FALSE(splitAddress("http://x", host, port));
    EXPECT_FALSE(splitAddress(":80", host, port));
}

}  // namespace
}  // namespace boids::room

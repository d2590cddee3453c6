// What the window tells a joined kit's room (room_news.h): its checks kept where ./workshop reads them, with the time
// of the code they checked, and ./workshop's sender started only when the kit has joined a room.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include <gtest/gtest.h>

#include "../support/stub_table.h"

#include <boids/records.h>

#include "app_state.h"
#include "room_news.h"

namespace boids::app {
namespace {

namespace fs = std::filesystem;

constexpr Vec2 kWindow{1200 + kPanelWidth, 900};
const TaskTable kStubs = stubs::forcesTable();
const std::string kReport = report::startLine({"boids_check", {1}, 0}) + report::taskLine({1, 5, 8, false, "", "", ""}) + report::endLine();

std::string contentsOf(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A kit's .workshop folder of its own, removed after the test; the sender a script that leaves a mark beside it.
class RoomNews : public ::testing::Test {
protected:
    RoomNews() {
        folder_ = fs::temp_directory_path() /
                  ("boids-room-news-" + std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()));
        app.hand.file = state() / "hand";
    }
    ~RoomNews() override {
        std::error_code ignored;
        fs::remove_all(folder_, ignored);
    }
    fs::path state() const { return folder_ / ".workshop"; }
    fs::path kept() const { return state() / report::kWindowChecksFile; }
    fs::path mark() const { return folder_ / "sent"; }
    void senderLeavesAMark() {
        fs::create_directories(folder_);
        app.hand.sender = folder_ / "sender.sh";
        std::ofstream(app.hand.sender) << "#!/bin/sh\necho \"$1\" > '" << mark().string() << "'\n";
        fs::permissions(app.hand.sender, fs::perms::owner_all);
    }
    void join() {
        fs::create_directories(state());
        std::ofstream(state() / "room") << "a room\n";
    }
    // The sender's mark, waited for (it runs detached) for up to `wait`.
    std::string markAfter(std::chrono::seconds wait) const {
        for (auto until = std::chrono::steady_clock::now() + wait; std::chrono::steady_clock::now() < until;) {
            if (const std::string text = contentsOf(mark()); !text.empty()) return text;
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
        return "";
    }

    fs::path folder_;
    AppState app = makeAppState(Params{}, 1, linkedTasks(), &kStubs, 0, kWindow);
};

TEST_F(RoomNews, TheChecksAreKeptWithTheTimeOfTheCodeTheyChecked) {
    const auto builtFrom = fs::file_time_type::clock::now() - std::chrono::minutes(3);
    keepWindowChecks(app, kReport, builtFrom);
    EXPECT_EQ(contentsOf(kept()), kReport);
    // A file system may keep a coarser time (Wine's: whole seconds), never a later one: a save after the build
    // must still be newer than the checks.
    const auto kept = fs::last_write_time(this->kept());
    EXPECT_LE(kept, builtFrom);
    EXPECT_GT(kept, builtFrom - std::chrono::seconds(2));
    EXPECT_TRUE(app.log.empty());
}

TEST_F(RoomNews, AJoinedKitsSenderIsStartedWithRoomSend) {
#ifdef _WIN32
    GTEST_SKIP() << "the sender here is a shell script";
#endif
    senderLeavesAMark();
    join();
    keepWindowChecks(app, kReport, fs::file_time_type::clock::now());
    EXPECT_EQ(markAfter(std::chrono::seconds(20)), "room-send\n");
}

TEST_F(RoomNews, AKitThatHasNotJoinedSendsNothing) {
#ifdef _WIN32
    GTEST_SKIP() << "the sender here is a shell script";
#endif
    senderLeavesAMark();
    keepWindowChecks(app, kReport, fs::file_time_type::clock::now());
    EXPECT_TRUE(tellTheRoom(app));
    // A started sender leaves its mark within milliseconds; one that is never started, never.
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    EXPECT_FALSE(fs::exists(mark()));
    EXPECT_EQ(contentsOf(kept()), kReport) << "kept all the same, for ./workshop status";
}

TEST_F(RoomNews, WithoutAHandFileNothingIsWritten) {
    app.hand.file.clear();
    keepWindowChecks(app, kReport, fs::file_time_type::clock::now());
    EXPECT_FALSE(fs::exists(state()));
}

TEST_F(RoomNews, AFileThatCannotBeWrittenIsSaidAndTheRoomIsNotTold) {
    senderLeavesAMark();
    join();
    std::ofstream(folder_ / "not-a-folder") << "a file\n";
    app.hand.file = folder_ / "not-a-folder" / "hand";
    keepWindowChecks(app, kReport, fs::file_time_type::clock::now());
    ASSERT_EQ(app.log.size(), 1u);
    EXPECT_NE(app.log[0].find("the window's checks are not kept"), std::string::npos) << app.log[0];
    EXPECT_NE(app.log[0].find("window-checks.jsonl"), std::string::npos) << app.log[0];
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    EXPECT_FALSE(fs::exists(mark()));
}

}  // namespace
}  // namespace boids::app

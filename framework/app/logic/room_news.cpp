// What the window tells a kit that joined a room (room_news.h).
#include "room_news.h"

#include <system_error>

#include <boids/records.h>

#include "app_state.h"
#include "child_process.h"
#include "files.h"
#include "utf8_path.h"

namespace boids::app {

bool tellTheRoom(AppState& app) {
    if (app.hand.sender.empty() || app.hand.file.empty()) return true;
    std::error_code error;
    if (!std::filesystem::exists(app.hand.file.parent_path() / report::kRoomMembershipFile, error)) return true;
    return startDetached(app.hand.sender, {"room-send"});
}

void keepWindowChecks(AppState& app, std::string_view report, std::filesystem::file_time_type builtFrom) {
    if (app.hand.file.empty()) return;
    const std::filesystem::path file = app.hand.file.parent_path() / report::kWindowChecksFile;
    std::error_code error;
    std::filesystem::create_directories(file.parent_path(), error);
    std::string why = writeOutputFile(file, report);
    if (why.empty()) {
        std::filesystem::last_write_time(file, builtFrom, error);
        if (error) {
            why = "cannot set the time of " + utf8FromPath(file) + ": " + error.message();
            std::filesystem::remove(file, error);  // without its time, the file could pass for a newer save's
        }
    }
    if (!why.empty()) {
        app.log.push_back("boids: the window's checks are not kept for ./workshop status and the room: " + why);
        return;
    }
    tellTheRoom(app);
}

}  // namespace boids::app

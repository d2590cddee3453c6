// The room this kit has joined, and what it sends (room_membership.h).
#include "room_membership.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <random>

#include <boids/records.h>
#include <boids/room_report.h>

#include "file_io.h"
#include "hand_file.h"
#include "plain_text.h"
#include "task_status.h"

namespace boids::companion {

namespace fs = std::filesystem;

std::optional<Membership> readMembership(const Kit& kit, Console& console) {
    const std::optional<std::string> text = readFile(kit.state() / report::kRoomMembershipFile);
    if (!text) return std::nullopt;
    Membership m;
    for (std::string_view line : linesOf(*text)) {
        const std::string whole(app::trim(line));
        if (whole.empty() || whole.front() == '#') continue;
        const std::size_t equals = whole.find('=');
        if (equals == std::string::npos) continue;
        const std::string key(app::trim(std::string_view(whole).substr(0, equals)));
        const std::string value(app::trim(std::string_view(whole).substr(equals + 1)));
        if (key == "address") m.address = value;
        else if (key == "code") m.code = value;
        else if (key == "name") m.name = value;
        else if (key == "learner") m.learner = value;
    }
    if (m.address.empty() || !roomCode(m.code) || !learnerName(m.name) || m.learner.empty()) {
        console.complain(".workshop/room is not a room's membership (it needs address, code, name and learner); "
                         "nothing is sent. " + console.command() + " join ADDRESS CODE writes it anew.");
        return std::nullopt;
    }
    return m;
}

void saveMembership(const Kit& kit, const Membership& m) {
    std::error_code error;
    fs::create_directories(kit.state(), error);
    const fs::path file = kit.state() / report::kRoomMembershipFile, temporary = kit.state() / (std::string(report::kRoomMembershipFile) + ".new");
    std::string text = "# The room this kit has joined (./workshop join); ./workshop leave leaves it. Nothing is sent "
                       "without this file.\n";
    text.append("address = ").append(m.address).append("\ncode = ").append(m.code).append("\nname = ").append(m.name);
    text.append("\nlearner = ").append(m.learner).append("\n");
    if (error || !writeFile(temporary, text)) fail("could not write .workshop/room, so the kit has not joined.");
    fs::rename(temporary, file, error);
    if (error) {
        fs::remove(temporary, error);
        fail(std::string("could not write .workshop/room (") + error.message() + "), so the kit has not joined.");
    }
}

bool removeMembership(const Kit& kit) {
    std::error_code error;
    const bool removed = fs::remove(kit.state() / report::kRoomMembershipFile, error);
    if (error) fail(std::string("could not remove .workshop/room (") + error.message() + "), so the kit is still joined.");
    return removed;
}

std::string newLearnerId() {
    std::random_device random;
    std::uniform_int_distribution<int> digit(0, 15);
    std::string id;
    for (int i = 0; i < 12; ++i) id += "0123456789abcdef"[digit(random)];
    return id;
}

std::optional<std::string> roomCode(std::string_view typed) {
    std::string code(typed);
    std::transform(code.begin(), code.end(), code.begin(), [](unsigned char c) { return char(std::toupper(c)); });
    const bool ok = code.size() >= 4 && code.size() <= 12 &&
                    std::all_of(code.begin(), code.end(), [](unsigned char c) { return std::isalnum(c) != 0; });
    if (!ok) return std::nullopt;
    return code;
}

std::optional<std::string> learnerName(std::string_view typed) {
    const std::string name(app::trim(typed));
    const bool ok = !name.empty() && name.size() <= room::kMaxNameBytes &&
                    std::none_of(name.begin(), name.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7F; });
    if (!ok) return std::nullopt;
    return name;
}

std::string reportFor(const Kit& kit, Console& console, const Membership& m) {
    std::vector<report::TaskStatus> tasks;
    for (const Task& task : allTasks()) tasks.push_back(lastStatus(kit, task));
    // Each text within the room's bounds, and the whole too: a finding's line is what gives way.
    std::string body;
    for (const std::size_t most : {room::kMaxTextBytes, std::size_t(120), std::size_t(0)}) {
        body = room::learnerLine(m.code, m.learner, m.name);
        for (report::TaskStatus status : tasks) {
            status.name = room::fitted(status.name, room::kMaxTextBytes);
            status.firstFailing = room::fitted(status.firstFailing, room::kMaxTextBytes);
            status.line = most == 0 ? std::string() : room::fitted(status.line, most);
            body += report::statusLine(status);
        }
        if (body.size() + 200 < room::kMaxReportBytes) break;  // the hand's and the end's records are under 200
    }
    if (const std::optional<hand::Hand> raised = readHand(kit, console)) body += report::handLine(*raised);
    return body + report::endLine();
}

}  // namespace boids::companion

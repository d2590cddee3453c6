// The room this kit has joined (docs/room.md): .workshop/room, written by ./workshop join and removed by leave.
// Nothing is sent to a room without it. What a joined kit sends is its status (task_status.h) and its hand, never
// code, file contents or paths.
#pragma once

#include <optional>
#include <string>

#include "console.h"
#include "kit.h"

namespace boids::companion {

struct Membership {
    std::string address;  // "192.168.1.20:8765", as typed
    std::string code;     // the room's code, upper case
    std::string name;     // the learner's chosen name
    std::string learner;  // a random id chosen at join: the room knows the learner by it across names
};

// The membership, if the kit has joined a room; a file that is not one is named on the console and counts as none.
std::optional<Membership> readMembership(const Kit&, Console&);
// Writes it whole (beside, then renamed over); throws fail() when it cannot.
void saveMembership(const Kit&, const Membership&);
// Removes it; false when there was none.
bool removeMembership(const Kit&);

// A new learner id: 12 hexadecimal digits from the system's random source.
std::string newLearnerId();

// A room's code as the learner typed it, upper case: 4 to 12 letters and digits; nullopt when it is not one.
std::optional<std::string> roomCode(std::string_view typed);

// A name the room takes: 1 to 60 bytes, no control character; nullopt when it is not one.
std::optional<std::string> learnerName(std::string_view typed);

// The report a joined kit sends (boids/room_report.h): the learner record, each task's last status (nothing is
// run), the hand, the end.
std::string reportFor(const Kit&, Console&, const Membership&);

}  // namespace boids::companion

// ./workshop join ADDRESS CODE [--name NAME], ./workshop leave, and the kit's sender (docs/room.md): a learner joins
// the instructor's room by choice, and from then on each command that changes where they stand starts a sender in
// the background, which sends the kit's status and hand and retries while the room does not answer. A command
// never waits for the room, and a learner's laptop opens no port.
#include <chrono>
#include <cstdlib>
#include <thread>

#include <boids/records.h>
#include <boids/room_http.h>

#include "arguments.h"
#include "build_lock.h"
#include "child_process.h"
#include "file_io.h"
#include "room_membership.h"
#include "verbs.h"

namespace boids::companion {

namespace {

using namespace std::chrono_literals;

// How long join waits for the room's first answer, and the sender for each answer.
constexpr auto kJoinWait = 3s;
constexpr auto kSendWait = 3s;
// The sender's tries while the room does not answer: a minute in all; the next command starts another.
constexpr int kSendTries = 12;
constexpr auto kBetweenTries = 5s;
// After the room said "too fast": its limit is two reports a second.
constexpr auto kTooFastWait = 1s;

std::string defaultName() {
    for (const char* variable : {"BOIDS_NAME", "USER", "USERNAME"}) {
        if (const char* value = std::getenv(variable); value && learnerName(value)) return *learnerName(value);
    }
    return "learner";
}

// One send of the kit's report now; what became of it.
room::Sent sendNow(const Kit& kit, Console& console, const Membership& m, std::chrono::milliseconds wait) {
    std::string host;
    int port = 0;
    if (!room::splitAddress(m.address, host, port)) return {false, 0, "the address " + m.address + " is not host:port"};
    return room::sendReport(host, port, reportFor(kit, console, m), wait);
}

// What to do about a room's refusal, by its HTTP status (room_http.cpp's statusFor).
std::string refusalAdvice(int status) {
    switch (status) {
        case 403: return "Check the code the room prints.";
        case 400:
        case 413:
            return "The room could not read this kit's report: the instructor's kit and yours may be different "
                   "versions (git pull in both brings them to the same).";
        case 429: return "The room takes a few reports a second from each learner: join again in a second.";
        case 503: return "The room is full: the instructor can start another.";
        default: return std::string("The room answered ").append(std::to_string(status)).append(".");
    }
}

}  // namespace

int verbJoin(Context& context, std::span<const std::string> arguments) {
    Console& console = context.console;
    const std::string& command = console.command();
    std::vector<std::string> words;
    std::optional<std::string> name;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        if (arguments[i] == "--name") {
            if (i + 1 == arguments.size()) usageError("join: --name needs the name after it (--name Ana).");
            name = arguments[++i];
        } else {
            words.push_back(arguments[i]);
        }
    }
    if (words.size() != 2) usageError("join takes the room's address and code, as the instructor's room prints them: "
                                      "join 192.168.1.20:8765 K7QF");
    std::string host;
    int port = 0;
    if (!room::splitAddress(words[0], host, port)) {
        usageError("join: '" + words[0] + "' is not a room's address, which is HOST:PORT (192.168.1.20:8765).");
    }
    const std::optional<std::string> code = roomCode(words[1]);
    if (!code) usageError("join: '" + words[1] + "' is not a room's code, which is 4 to 12 letters and digits (K7QF).");
    const std::optional<std::string> chosen = learnerName(name.value_or(defaultName()));
    if (!chosen) usageError("join: the name must be 1 to 60 characters, on one line.");
    Membership m{words[0], *code, *chosen, newLearnerId()};
    if (const std::optional<Membership> before = readMembership(context.kit, console); before && before->code == m.code) {
        m.learner = before->learner;  // the same room again: the same learner, not a second row
    }
    saveMembership(context.kit, m);
    const room::Sent sent = sendNow(context.kit, console, m, kJoinWait);
    if (sent.answered && sent.status == 204) {
        console.say("Joined room " + m.code + " at " + m.address + " as " + m.name +
                    ": the room has your tasks and hints, and each command sends them again.");
    } else if (sent.answered) {
        removeMembership(context.kit);
        fail("the room at " + m.address + " refused the kit: " + sent.reply + ". " + refusalAdvice(sent.status) +
             " Nothing was joined.");
    } else {
        console.say("Joined room " + m.code + " at " + m.address + " as " + m.name + ", but the room did not answer (" +
                    sent.reply + "): each command sends your tasks again until it does.");
        console.say("If it never does, the network may keep laptops apart (venue Wi-Fi often does): ask the "
                    "instructor; the hands work without it (" + command + " hand).");
    }
    console.say("What is sent: each task's state, its first failing check, the hints taken and your hand; never "
                "your code or files. " + command + " leave stops it.");
    return 0;
}

int verbLeave(Context& context, std::span<const std::string> arguments) {
    noArguments("leave", arguments);
    Console& console = context.console;
    const std::optional<Membership> m = readMembership(context.kit, console);
    const bool removed = removeMembership(context.kit);
    if (!removed) {
        console.say("This kit has not joined a room: nothing is sent.");
        return 0;
    }
    console.say(m ? "Left room " + m->code + ": nothing more is sent." : "Left the room: nothing more is sent.");
    return 0;
}

// One sender at a time sends for the kit, under an operating-system lock (.workshop/room-send.lock): a command's
// sender first leaves a mark (.workshop/room-send.again), then sends only if it takes the lock. The holder removes
// the mark before each report, which it builds then, so the last report it sends is the newest state; after
// letting go it looks for a mark once more, so that a change made while it finished is not left unsent.
int verbRoomSend(Context& context, std::span<const std::string> arguments) {
    noArguments("room-send", arguments);
    const Kit& kit = context.kit;
    const std::filesystem::path again = kit.state() / "room-send.again";
    std::error_code error;
    std::filesystem::create_directories(kit.state(), error);
    writeFile(again, "");
    app::BuildLock lock(kit.state() / "room-send.lock", "./workshop room-send");
    int status = 1;
    while (isThere(again) && lock.tryAcquire()) {
        int unanswered = 0;
        while (isThere(again) && unanswered < kSendTries) {
            std::filesystem::remove(again, error);
            const std::optional<Membership> m = readMembership(kit, context.console);  // left meanwhile: stop
            if (!m) return 0;
            const room::Sent sent = sendNow(kit, context.console, *m, kSendWait);
            if (!sent.answered) {
                ++unanswered;
                writeFile(again, "");  // still to send
                std::this_thread::sleep_for(kBetweenTries);
            } else if (sent.status == 429) {  // too fast for the room's limit: the newest state, a moment later
                writeFile(again, "");
                std::this_thread::sleep_for(kTooFastWait);
            } else {
                status = sent.status == 204 ? 0 : 1;
            }
        }
        lock.release();
        if (unanswered == kSendTries) break;  // the next command starts another
    }
    return status;
}

bool roomBuiltIn() { return true; }

void sayMembership(const Kit& kit, Console& console) {
    const std::optional<Membership> m = readMembership(kit, console);
    if (!m) return;
    console.say("Joined room " + m->code + " at " + m->address + " as " + m->name +
                ": your tasks and hand are sent after each command (" + console.command() + " leave stops it).");
}

void tellTheRoom(const Kit& kit, Console& console) {
    if (!isThere(kit.state() / report::kRoomMembershipFile)) return;  // not joined: nothing is sent, nothing is started
    const std::filesystem::path self = app::thisProgramPath();
    if (self.empty() || !app::startDetached(self, {"room-send"})) {
        console.complain("could not start the sender for the room; the next command tries again.");
    }
}

}  // namespace boids::companion

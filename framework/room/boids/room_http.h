// The room on the network (docs/room.md), with cpp-httplib: the server that ./workshop room runs on the instructor's
// laptop, and the one request a joined learner's kit makes. Only the instructor's laptop listens: a learner's kit
// opens no port. httplib.h stays in room_http.cpp.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>

#include "boids/room.h"

namespace boids::room {

// The port the room listens on unless told another; join's address may leave it out.
inline constexpr int kDefaultPort = 8765;

// The server: POST /report takes a learner's report (boids/room_report.h); GET / is the page, GET /view.json the
// room's view that the page asks for every second. It serves on threads of its own from start() to stop().
class RoomServer {
public:
    explicit RoomServer(std::string code);
    ~RoomServer();  // stops
    RoomServer(const RoomServer&) = delete;
    RoomServer& operator=(const RoomServer&) = delete;

    // Listens on `host` (0.0.0.0: every interface) at `port`, or the first free port of the ten from it; 0 asks the
    // system for any. Returns the port, or 0 when none could be had (`why` says so).
    int listen(const std::string& host, int port, std::string& why);
    void stop();

    // The room's views, now (under the lock the server's threads take too).
    std::string viewJson();
    std::string table();
    std::uint64_t taken();
    std::uint64_t refused(Refused kind);

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// What became of one report sent.
struct Sent {
    bool answered = false;  // the room answered (whatever it said)
    int status = 0;         // its HTTP status: 204 taken, 400 malformed, 403 wrong code, 413 too large, 429 too fast
    std::string reply;      // the room's words for a refusal, or the network's reason when it did not answer
};

// Sends a report's body to the room at host:port, giving up after `timeout` for the connection and again for the
// answer.
Sent sendReport(const std::string& host, int port, const std::string& body, std::chrono::milliseconds timeout);

// "192.168.1.20:8765" into its host and port (kDefaultPort when left out); false when it is not an address.
bool splitAddress(const std::string& address, std::string& host, int& port);

}  // namespace boids::room

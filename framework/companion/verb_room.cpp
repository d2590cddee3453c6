// ./workshop room [--port N] [--code CODE] [--text] [--no-browser] [--for SECONDS]: the instructor's room (docs/room.md).
// It listens while it runs, on every network of the laptop, prints the one line to give the learners and the page's
// address, opens the page, and with --text prints the room as a table every two seconds. Ctrl-C closes it.
#include <atomic>
#include <chrono>
#include <csignal>
#include <random>
#include <thread>

#include <boids/room_http.h>

#include "child_process.h"
#include "file_io.h"
#include "room_membership.h"
#include "verbs.h"

#ifdef _WIN32
#include <winsock2.h>
#include <ws2tcpip.h>
#else
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>
#endif

namespace boids::companion {

namespace {

std::atomic<bool> roomClosing{false};

extern "C" void closeTheRoom(int) { roomClosing = true; }

// A code that is easy to read out and type: four of the letters and digits no one confuses (no 0/O, 1/I/L).
std::string newRoomCode() {
    constexpr std::string_view kLetters = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
    std::random_device random;
    std::uniform_int_distribution<std::size_t> pick(0, kLetters.size() - 1);
    std::string code;
    for (int i = 0; i < 4; ++i) code += kLetters[pick(random)];
    return code;
}

// The address other laptops reach this one at: the one its route to the outside leaves from (a UDP socket connected
// to a documentation address sends nothing); 127.0.0.1 when the laptop has no network but itself.
std::string lanAddress() {
#ifdef _WIN32
    WSADATA data;
    WSAStartup(MAKEWORD(2, 2), &data);
    using Socket = SOCKET;
    const Socket none = INVALID_SOCKET;
    auto closeSocket = [](Socket s) { closesocket(s); };
#else
    using Socket = int;
    const Socket none = -1;
    auto closeSocket = [](Socket s) { close(s); };
#endif
    std::string address = "127.0.0.1";
    const Socket s = socket(AF_INET, SOCK_DGRAM, 0);
    if (s == none) return address;
    sockaddr_in outside{};
    outside.sin_family = AF_INET;
    outside.sin_port = htons(9);
    inet_pton(AF_INET, "192.0.2.1", &outside.sin_addr);  // TEST-NET-1: never routed, only looked up
    sockaddr_in self{};
    socklen_t length = sizeof self;
    if (connect(s, reinterpret_cast<const sockaddr*>(&outside), sizeof outside) == 0 &&
        getsockname(s, reinterpret_cast<sockaddr*>(&self), &length) == 0) {
        char text[INET_ADDRSTRLEN] = {};
        if (inet_ntop(AF_INET, &self.sin_addr, text, sizeof text)) address = text;
    }
    closeSocket(s);
    return address;
}

void openInBrowser(const std::string& url) {
#ifdef _WIN32
    app::startDetached("C:\\Windows\\System32\\cmd.exe", {"/c", "start", "", url});
#elif defined(__APPLE__)
    app::startDetached("/usr/bin/open", {url});
#else
    for (const char* opener : {"/usr/bin/xdg-open", "/usr/local/bin/xdg-open"}) {
        if (isThere(opener)) {
            app::startDetached(opener, {url});
            return;
        }
    }
#endif
}

struct RoomArguments {
    int port = room::kDefaultPort;
    std::string code;
    bool text = false, browser = true;
    std::optional<int> seconds;  // --for: close after this long (tests)
};

RoomArguments parseRoomArguments(std::span<const std::string> arguments) {
    RoomArguments parsed;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string& word = arguments[i];
        auto value = [&]() -> const std::string& {
            if (i + 1 == arguments.size()) usageError("room: " + word + " needs a value after it.");
            return arguments[++i];
        };
        auto number = [&](int least, int most) {
            const std::string& text = value();
            const bool digits = !text.empty() && text.size() <= 6 &&
                                std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
            const int n = digits ? std::stoi(text) : -1;
            if (n < least || n > most) {
                usageError("room: " + word + " takes a whole number from " + std::to_string(least) + " to " +
                           std::to_string(most) + ", not '" + text + "'.");
            }
            return n;
        };
        if (word == "--port") parsed.port = number(0, 65535);
        else if (word == "--for") parsed.seconds = number(1, 86400);
        else if (word == "--text") parsed.text = true;
        else if (word == "--no-browser") parsed.browser = false;
        else if (word == "--code") {
            const std::optional<std::string> code = roomCode(value());
            if (!code) usageError("room: --code takes 4 to 12 letters and digits.");
            parsed.code = *code;
        } else {
            usageError("room does not take " + word + "; it takes --port N, --code CODE, --text, --no-browser and --for SECONDS.");
        }
    }
    return parsed;
}

}  // namespace

int verbRoom(Context& context, std::span<const std::string> arguments) {
    const RoomArguments parsed = parseRoomArguments(arguments);
    Console& console = context.console;
    const std::string& command = console.command();
    const std::string code = parsed.code.empty() ? newRoomCode() : parsed.code;
    room::RoomServer server(code);
    std::string why;
    const int port = server.listen("0.0.0.0", parsed.port, why);
    if (port == 0) fail("the room cannot listen: " + why + ". Close the program that holds it, or give --port N.");
    const std::string lan = lanAddress();
    const std::string page = "http://localhost:" + std::to_string(port) + "/";
    const Style& style = console.style();
    console.say("The room is open, with code " + style.bold + code + style.reset + ". Give the learners this line:");
    console.say("  " + style.bold + command + " join " + lan + ":" + std::to_string(port) + " " + code + style.reset);
    console.say("The room's page: " + page + (parsed.browser ? " (opening in your browser)." : "."));
    if (lan == "127.0.0.1") {
        console.say("This laptop has no network but itself, so no other laptop can reach the room: make it (or a "
                    "phone) a hotspot for the room (docs/room.md), or follow the hands alone.");
    }
    console.say("It listens on every network of this laptop, port " + std::to_string(port) +
                ", until Ctrl-C closes it. Learners who cannot reach it lose nothing: the hands in their windows work "
                "without it.");
    if (parsed.browser) openInBrowser(page);
    roomClosing = false;
    std::signal(SIGINT, closeTheRoom);
    std::signal(SIGTERM, closeTheRoom);
    const auto start = std::chrono::steady_clock::now();
    auto lastTable = start - std::chrono::seconds(10);
    while (!roomClosing) {
        const auto now = std::chrono::steady_clock::now();
        if (parsed.seconds && now - start >= std::chrono::seconds(*parsed.seconds)) break;
        if (parsed.text && now - lastTable >= std::chrono::seconds(2)) {
            lastTable = now;
            console.say("--- room " + code + " ---");
            console.out() << server.table();
            console.out().flush();
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    server.stop();
    std::string refusedWords;
    for (room::Refused kind : room::kRefusals) {
        refusedWords += std::string(refusedWords.empty() ? "" : ", ") + std::string(room::refusedName(kind)) + " " +
                        std::to_string(server.refused(kind));
    }
    console.say("The room is closed. Reports taken: " + std::to_string(server.taken()) + "; refused: " + refusedWords + ".");
    return 0;
}

}  // namespace boids::companion

// The room's server and a learner's one request, with cpp-httplib (boids/room_http.h).
#include "boids/room_http.h"

#include <charconv>
#include <mutex>
#include <thread>

#include <httplib.h>

#include "boids/hand.h"
#include "room_page.h"

namespace boids::room {

namespace {

int statusFor(Refused refused) {
    switch (refused) {
        case Refused::TooLarge: return 413;
        case Refused::Malformed: return 400;
        case Refused::WrongCode: return 403;
        case Refused::TooFast: return 429;
        case Refused::Full: return 503;
    }
    return 400;
}

}  // namespace

struct RoomServer::Impl {
    explicit Impl(std::string code) : room(std::move(code)) {}

    httplib::Server server;
    std::thread thread;
    std::mutex mutex;  // the room, which the server's threads share
    Room room;
    const std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();

    double now() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); }
};

RoomServer::RoomServer(std::string code) : impl_(std::make_unique<Impl>(std::move(code))) {
    httplib::Server& server = impl_->server;
    Impl* impl = impl_.get();
    // A body over the limit is refused before it is read (413), and counted as too large here.
    server.set_payload_max_length(kMaxReportBytes);
    server.set_error_handler([impl](const httplib::Request&, httplib::Response& res) {
        if (res.status == 413) {
            const std::lock_guard lock(impl->mutex);
            impl->room.count(Refused::TooLarge);
        }
    });
    server.Post("/report", [impl](const httplib::Request& req, httplib::Response& res) {
        std::string why;
        std::optional<Refused> refused;
        {
            const std::lock_guard lock(impl->mutex);
            refused = impl->room.take(req.body, impl->now(), &why);
        }
        if (!refused) {
            res.status = 204;
            return;
        }
        res.status = statusFor(*refused);
        res.set_content(std::string(refusedName(*refused)) + ": " + why + "\n", "text/plain; charset=utf-8");
    });
    server.Get("/", [](const httplib::Request&, httplib::Response& res) {
        res.set_content(std::string(kRoomPage), "text/html; charset=utf-8");
    });
    server.Get("/view.json", [impl](const httplib::Request&, httplib::Response& res) {
        std::string view;
        {
            const std::lock_guard lock(impl->mutex);
            view = impl->room.viewJson(impl->now(), hand::secondsNow());
        }
        res.set_header("Cache-Control", "no-store");
        res.set_content(view, "application/json");
    });
}

RoomServer::~RoomServer() { stop(); }

int RoomServer::listen(const std::string& host, int port, std::string& why) {
    httplib::Server& server = impl_->server;
    int bound = 0;
    if (port == 0) {
        bound = server.bind_to_any_port(host);
    } else {
        for (int p = port; p < port + 10 && bound <= 0; ++p) {
            if (server.bind_to_port(host, p)) bound = p;
        }
    }
    if (bound <= 0) {
        why = port == 0 ? "no port was free on " + host
                        : "ports " + std::to_string(port) + " to " + std::to_string(port + 9) + " are all taken on " + host;
        return 0;
    }
    impl_->thread = std::thread([&server] { server.listen_after_bind(); });
    // Serving before this returns: a stop() that came before the server's loop began would be lost, and join forever.
    for (int i = 0; i < 500 && !server.is_running(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    return bound;
}

void RoomServer::stop() {
    if (!impl_) return;
    impl_->server.stop();
    if (impl_->thread.joinable()) impl_->thread.join();
}

std::string RoomServer::viewJson() {
    const std::lock_guard lock(impl_->mutex);
    return impl_->room.viewJson(impl_->now(), hand::secondsNow());
}

std::string RoomServer::table() {
    const std::lock_guard lock(impl_->mutex);
    return impl_->room.table(impl_->now(), hand::secondsNow());
}

std::uint64_t RoomServer::taken() {
    const std::lock_guard lock(impl_->mutex);
    return impl_->room.taken();
}

std::uint64_t RoomServer::refused(Refused kind) {
    const std::lock_guard lock(impl_->mutex);
    return impl_->room.refused(kind);
}

Sent sendReport(const std::string& host, int port, const std::string& body, std::chrono::milliseconds timeout) {
    httplib::Client client(host, port);
    client.set_connection_timeout(timeout);
    client.set_read_timeout(timeout);
    client.set_write_timeout(timeout);
    client.set_keep_alive(false);
    Sent sent;
    const httplib::Result result = client.Post("/report", body, "application/x-ndjson");
    if (!result) {
        switch (result.error()) {
            case httplib::Error::Connection: sent.reply = "nothing answered at that address"; break;
            case httplib::Error::ConnectionTimeout:
                sent.reply = "no answer within " + std::to_string(timeout.count()) + " ms";
                break;
            case httplib::Error::Read: sent.reply = "the room stopped answering halfway"; break;
            default: sent.reply = "the network said: " + httplib::to_string(result.error()); break;
        }
        return sent;
    }
    sent.answered = true;
    sent.status = result->status;
    sent.reply = result->body;
    while (!sent.reply.empty() && sent.reply.back() == '\n') sent.reply.pop_back();
    return sent;
}

bool splitAddress(const std::string& address, std::string& host, int& port) {
    const std::size_t colon = address.rfind(':');
    host = address.substr(0, colon);
    port = kDefaultPort;
    if (colon != std::string::npos) {
        const std::string_view digits = std::string_view(address).substr(colon + 1);
        const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), port);
        if (error != std::errc() || end != digits.data() + digits.size() || port < 1 || port > 65535) return false;
    }
    if (host.empty() || host.size() > 253) return false;
    for (const char c : host) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-';
        if (!ok) return false;
    }
    return true;
}

}  // namespace boids::room

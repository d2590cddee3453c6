// A simulated learner's kit for the room's end-to-end and load tests (tests/room/room_e2e.py, tools/measure_room.sh):
// a process of its own that keeps a report (boids/room_report.h, written by the kit's own writer) and sends it as a
// joined kit does.
//   boids_room_learner HOST:PORT CODE ID NAME            reads commands on standard input, one a line:
//       task N STATE PASSED TOTAL [CHECK [LINE...]]      set task N (STATE: failing, passing, reference, not-started)
//       hints N SEEN                                     hints seen of task N (of 3)
//       hand help | hand done N | hand down
//       send                                             sends the report; prints "sent STATUS" or "unanswered WHY"
//   boids_room_learner HOST:PORT CODE ID NAME --every SECONDS --for SECONDS
//                                                        sends its report that often, that long; prints the counts
// It starts with tasks 1 to 5 not started and the bonus task 6.
#include <chrono>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>

#include <boids/room_http.h>

namespace {

using namespace boids;
using namespace std::chrono_literals;

room::TaskReport* taskOf(room::Report& report, int number) {
    for (room::TaskReport& t : report.tasks) {
        if (t.task == number) return &t;
    }
    return nullptr;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 5) {
        std::cerr << "usage: boids_room_learner HOST:PORT CODE ID NAME [--every SECONDS --for SECONDS]\n";
        return 2;
    }
    std::string host;
    int port = 0;
    if (!room::splitAddress(argv[1], host, port)) {
        std::cerr << "boids_room_learner: '" << argv[1] << "' is not HOST:PORT\n";
        return 2;
    }
    room::Report report;
    report.code = argv[2];
    report.learner = argv[3];
    report.name = argv[4];
    const char* names[] = {"Alignment", "Separation", "Cohesion", "Flee", "Obstacle avoidance", "Spatial grid"};
    for (int n = 1; n <= 6; ++n) report.tasks.push_back({n, names[n - 1], "not started", "", 3, 15, n == 6, 0, 3, "", 4, ""});
    auto send = [&] { return room::sendReport(host, port, room::reportBody(report), 2000ms); };

    if (argc == 9 && std::string(argv[5]) == "--every") {
        const auto every = std::chrono::duration<double>(std::stod(argv[6]));
        const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(std::stod(argv[8]));
        int taken = 0, refused = 0, unanswered = 0, k = 0;
        auto next = std::chrono::steady_clock::now();
        while (std::chrono::steady_clock::now() < until) {
            report.tasks[0].passed = k++ % 15;  // a change each time, as a learner's edits make
            const room::Sent sent = send();
            (sent.answered ? (sent.status == 204 ? taken : refused) : unanswered)++;
            next += std::chrono::duration_cast<std::chrono::steady_clock::duration>(every);
            std::this_thread::sleep_until(next);
        }
        std::cout << "taken " << taken << " refused " << refused << " unanswered " << unanswered << "\n";
        return 0;
    }

    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream words(line);
        std::string command;
        words >> command;
        if (command == "task") {
            int n = 0, passed = 0, total = 0;
            std::string state, check;
            words >> n >> state >> passed >> total >> check;
            std::string rest;
            std::getline(words, rest);
            room::TaskReport* t = taskOf(report, n);
            if (!t) continue;
            t->state = state == "not-started" ? "not started" : state;
            t->passed = passed;
            t->total = total;
            t->firstFailing = check;
            t->rank = check.empty() ? 4 : 2;
            t->line = rest.empty() ? "" : rest.substr(1);
        } else if (command == "hints") {
            int n = 0, seen = 0;
            words >> n >> seen;
            if (room::TaskReport* t = taskOf(report, n)) t->hintsSeen = seen;
        } else if (command == "hand") {
            std::string kind;
            int n = 0;
            words >> kind >> n;
            if (kind == "down") report.hand.reset();
            else report.hand = hand::Hand{kind == "help" ? hand::Kind::Help : hand::Kind::Done, n, hand::secondsNow()};
        } else if (command == "send") {
            const room::Sent sent = send();
            if (sent.answered) std::cout << "sent " << sent.status << std::endl;
            else std::cout << "unanswered " << sent.reply << std::endl;
        } else if (command == "quit") {
            break;
        }
    }
    return 0;
}

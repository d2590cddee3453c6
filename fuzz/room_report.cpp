// Fuzzes the room's reader of learners' reports: any bytes are taken or refused (never thrown on, never crash), a
// report that is taken is written back by the kit's own writer and read back the same, and the room's views of it
// are valid JSON built from the data alone.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include <boids/room.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace boids::room;
    const std::string_view body(reinterpret_cast<const char*>(data), size);
    const ReadReport read = readReport(body);
    if (read.report.has_value() == !read.problem.empty()) {
        std::fprintf(stderr, "fuzz_room_report: a body is either a report or has a problem, not both or neither\n");
        std::abort();
    }
    if (read.report) {
        const ReadReport again = readReport(reportBody(*read.report));
        if (!again.report || !(*again.report == *read.report)) {
            std::fprintf(stderr, "fuzz_room_report: a report written back did not read the same: %s\n",
                         again.problem.c_str());
            std::abort();
        }
    }
    Room room(read.report ? read.report->code : "K7QF");
    room.take(body, 0);
    room.take(body, 0.25);
    const std::string view = room.viewJson(1, 1764860400);
    const std::string table = room.table(1, 1764860400);
    if (view.empty() || table.empty()) std::abort();
    return 0;
}

// The records where nlohmann's JSON library is not installed (boids/records.h): the companion's build on a laptop
// before ./workshop setup. Nothing reads or writes; each read says what is missing and how to get it.
#include "boids/records.h"

namespace boids::report {

namespace {
constexpr std::string_view kMissing =
    "the check records cannot be read: this build of ./workshop's program has no JSON library (nlohmann-json), which "
    "./workshop setup installs; the next command then builds the program again with it";
}  // namespace

bool recordsReadable() { return false; }

Records readRecords(std::string_view) {
    Records records;
    records.errors.emplace_back(kMissing);
    return records;
}

std::string startLine(const Start&) { return {}; }
std::string checkLine(const Check&) { return {}; }
std::string taskLine(const TaskSummary&) { return {}; }
std::string problemLine(std::string_view) { return {}; }
std::string heldBackLine(std::string_view) { return {}; }
std::string endLine() { return {}; }
std::string handLine(const hand::Hand&) { return {}; }
std::string statusLine(const TaskStatus&) { return {}; }
std::size_t sceneBoids(std::string_view) { return 0; }
std::size_t sceneSize(std::string_view) { return 0; }
std::string failureJson(const Failure&) { return {}; }
std::optional<Failure> failureFromJson(std::string_view) { return std::nullopt; }

}  // namespace boids::report

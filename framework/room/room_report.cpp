// A learner's report read and written (boids/room_report.h): nlohmann's JSON, one record a line, every field
// checked for its type and bounds.
#include "boids/room_report.h"

#include <algorithm>
#include <set>

#include <nlohmann/json.hpp>

#include "boids/records.h"

namespace boids::room {

using json = nlohmann::ordered_json;  // written in the order the records give their fields

namespace {

// Why a record is not what the room takes; caught per line, and said with the line's number.
struct Refusal {
    std::string why;
};

std::string joined(std::initializer_list<std::string_view> parts) {
    std::string text;
    for (std::string_view part : parts) text.append(part);
    return text;
}

const json& field(const json& record, const char* key) {
    const auto it = record.find(key);
    if (it == record.end()) throw Refusal{joined({"it has no \"", key, "\""})};
    return *it;
}

// A string of at most `most` bytes with no control character (a name is shown on a page and in a terminal).
std::string text(const json& record, const char* key, std::size_t most, bool mayBeEmpty = true) {
    const json& value = field(record, key);
    if (!value.is_string()) throw Refusal{joined({"\"", key, "\" is not a string"})};
    std::string s = value.get<std::string>();
    if (s.size() > most) throw Refusal{joined({"\"", key, "\" is ", std::to_string(s.size()), " bytes, over ", std::to_string(most)})};
    if (!mayBeEmpty && s.empty()) throw Refusal{joined({"\"", key, "\" is empty"})};
    if (std::any_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7F; })) {
        throw Refusal{joined({"\"", key, "\" holds a control character"})};
    }
    return s;
}

std::int64_t whole(const json& record, const char* key, std::int64_t least, std::int64_t most) {
    const json& value = field(record, key);
    if (!value.is_number_integer()) throw Refusal{joined({"\"", key, "\" is not a whole number"})};
    const std::int64_t n = value.is_number_unsigned() && value.get<std::uint64_t>() > std::uint64_t(INT64_MAX)
                               ? most + 1
                               : value.get<std::int64_t>();
    if (n < least || n > most) {
        throw Refusal{joined({"\"", key, "\" is ", std::to_string(n), ", outside ", std::to_string(least), " to ",
                              std::to_string(most)})};
    }
    return n;
}

bool flag(const json& record, const char* key) {
    const json& value = field(record, key);
    if (!value.is_boolean()) throw Refusal{joined({"\"", key, "\" is not true or false"})};
    return value.get<bool>();
}

TaskReport taskOf(const json& record) {
    TaskReport t;
    t.task = int(whole(record, "task", 1, 99));
    t.name = text(record, "name", kMaxTextBytes, false);
    t.state = text(record, "state", 20);
    static const std::set<std::string> states{"not started", "failing", "passing", "reference", "edited"};
    if (!states.contains(t.state)) {
        throw Refusal{std::string("\"state\" is \"") + t.state +
                      "\", where it is not started, failing, passing, reference or edited"};
    }
    if (record.contains("from")) {
        t.from = text(record, "from", 10);
        if (t.from != "tests" && t.from != "window") {
            throw Refusal{std::string("\"from\" is \"") + t.from + "\", where it is tests or window"};
        }
    }
    t.total = int(whole(record, "total", 0, 100000));
    t.passed = int(whole(record, "passed", 0, t.total));
    t.bonus = flag(record, "bonus");
    t.hints = int(whole(record, "hints", 0, 100));
    t.hintsSeen = int(whole(record, "hintsSeen", 0, t.hints));
    if (const auto first = record.find("firstFailing"); first != record.end()) {
        if (!first->is_object()) throw Refusal{"\"firstFailing\" is not an object"};
        t.firstFailing = text(*first, "check", kMaxTextBytes);  // "" for the window's finding, which names no check
        t.rank = int(whole(*first, "rank", 0, 4));
        t.line = text(*first, "line", kMaxTextBytes);
    }
    return t;
}

hand::Hand handOf(const json& record) {
    hand::Hand h;
    const std::string kind = text(record, "hand", 10);
    if (kind == "help") {
        h.kind = hand::Kind::Help;
    } else if (kind == "done") {
        h.kind = hand::Kind::Done;
        h.task = int(whole(record, "task", 1, 99));
    } else {
        throw Refusal{std::string("\"hand\" is \"") + kind + "\", where it is help or done"};
    }
    h.since = whole(record, "since", 0, std::int64_t(1) << 40);
    return h;
}

}  // namespace

ReadReport readReport(std::string_view body) {
    ReadReport read;
    if (body.size() > kMaxReportBytes) {
        read.problem = joined({"the body is ", std::to_string(body.size()), " bytes, over ", std::to_string(kMaxReportBytes)});
        return read;
    }
    Report report;
    bool learnerSeen = false, ended = false;
    int lineNumber = 0;
    std::set<int> tasksSeen;
    try {
        while (!body.empty()) {
            ++lineNumber;
            const std::size_t end = body.find('\n');
            std::string_view line = body.substr(0, end);
            body.remove_prefix(end == std::string_view::npos ? body.size() : end + 1);
            if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
            if (line.empty()) continue;
            if (ended) throw Refusal{"a record follows the end record"};
            const json record = json::parse(line, nullptr, false);
            if (record.is_discarded() || !record.is_object()) throw Refusal{"it is not a JSON object"};
            const std::string kind = text(record, "record", 20);
            if (!learnerSeen && kind != "learner") throw Refusal{std::string("the first record is \"") + kind + "\", not \"learner\""};
            if (kind == "learner") {
                if (learnerSeen) throw Refusal{"a second learner record"};
                learnerSeen = true;
                report.code = text(record, "room", kMaxIdBytes, false);
                report.learner = text(record, "learner", kMaxIdBytes, false);
                report.name = text(record, "name", kMaxNameBytes, false);
            } else if (kind == "status") {
                if (report.tasks.size() == kMaxReportTasks) {
                    throw Refusal{joined({"more than ", std::to_string(kMaxReportTasks), " status records"})};
                }
                TaskReport t = taskOf(record);
                if (!tasksSeen.insert(t.task).second) throw Refusal{std::string("task ") + std::to_string(t.task) + " again"};
                report.tasks.push_back(std::move(t));
            } else if (kind == "hand") {
                if (report.hand) throw Refusal{"a second hand record"};
                report.hand = handOf(record);
            } else if (kind == "end") {
                ended = true;
            } else {
                throw Refusal{std::string("the record \"") + kind + "\" is not learner, status, hand or end"};
            }
        }
    } catch (const Refusal& refusal) {
        read.problem = joined({"line ", std::to_string(lineNumber), ": ", refusal.why});
        return read;
    } catch (const json::exception& error) {  // a value of a type get<>() does not take: said, never thrown on
        read.problem = joined({"line ", std::to_string(lineNumber), ": ", error.what()});
        return read;
    }
    if (!learnerSeen) {
        read.problem = "the body has no learner record";
    } else if (!ended) {
        read.problem = "the body has no end record: it was cut short";
    } else {
        read.report = std::move(report);
    }
    return read;
}

std::string fitted(std::string_view text, std::size_t most) {
    std::string out;
    for (const char c : text) {
        const bool control = static_cast<unsigned char>(c) < 0x20 || c == 0x7F;
        if (!control) out += c;
        else if (!out.empty() && out.back() != ' ') out += ' ';  // a line break reads as a space
    }
    if (out.size() <= most) return out;
    constexpr std::string_view kEllipsis = "...";
    std::size_t cut = most - kEllipsis.size();
    while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80) --cut;  // not inside a character
    out.resize(cut);
    return out.append(kEllipsis);
}

std::string learnerLine(std::string_view code, std::string_view learner, std::string_view name) {
    const json j = {{"record", "learner"}, {"room", code}, {"learner", learner}, {"name", name}};
    return j.dump(-1, ' ', false, json::error_handler_t::replace) + "\n";
}

std::string reportBody(const Report& r) {
    std::string body = learnerLine(r.code, r.learner, r.name);
    for (const TaskReport& t : r.tasks) {
        report::TaskStatus s;
        s.task = t.task;
        s.name = t.name;
        s.state = t.state;
        s.from = t.from;
        s.passed = t.passed;
        s.total = t.total;
        s.bonus = t.bonus;
        s.hintsSeen = t.hintsSeen;
        s.hints = t.hints;
        s.firstFailing = t.firstFailing;
        s.rank = Rank(t.rank);
        s.line = t.line;
        body += report::statusLine(s);
    }
    if (r.hand) body += report::handLine(*r.hand);
    return body + report::endLine();
}

}  // namespace boids::room

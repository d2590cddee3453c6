// The records as JSON Lines (boids/records.h, docs/records.md), with nlohmann's JSON library: this file alone includes it.
#include <cmath>
#include <limits>
#include <utility>

#include <nlohmann/json.hpp>

#include "boids/records.h"

namespace boids::report {

using json = nlohmann::ordered_json;  // fields in the order written, a scene as it came

namespace {

// A number as JSON: itself when finite, else "NaN", "Infinity" or "-Infinity".
json numberJson(double x) {
    if (std::isnan(x)) return "NaN";
    if (std::isinf(x)) return x > 0 ? "Infinity" : "-Infinity";
    return x;
}

double numberOf(const json& j) {
    if (j.is_number()) return j.get<double>();
    const std::string text = j.get<std::string>();  // throws for anything but a string: the line does not read
    if (text == "NaN") return std::numeric_limits<double>::quiet_NaN();
    if (text == "Infinity") return std::numeric_limits<double>::infinity();
    if (text == "-Infinity") return -std::numeric_limits<double>::infinity();
    throw std::invalid_argument("a number, or \"NaN\", \"Infinity\" or \"-Infinity\", not \"" + text + "\"");
}

json vectorJson(const Vector& v) { return json::array({numberJson(v.x), numberJson(v.y)}); }
Vector vectorOf(const json& j) {
    if (!j.is_array() || j.size() != 2) throw std::invalid_argument("a vector is [x, y]");
    return {numberOf(j[0]), numberOf(j[1])};
}

json numbersJson(const std::vector<Number>& numbers) {
    json out = json::object();
    for (const auto& [name, value] : numbers) out[name] = numberJson(value);
    return out;
}
std::vector<Number> numbersOf(const json& j) {
    std::vector<Number> out;
    for (const auto& [name, value] : j.items()) out.emplace_back(name, numberOf(value));
    return out;
}

json failureObject(const Failure& f) {
    json j = {{"rank", int(f.rank)}};
    json parts = json::array();
    for (const Part& p : f.parts) parts.push_back({{"part", p.kind}, {"text", p.text}});
    j["parts"] = parts;
    if (f.mistake) {
        j["mistake"] = {{"id", f.mistake->id}, {"explanation", f.mistake->explanation}, {"try", f.mistake->tryThis}};
        if (!f.mistake->absent.empty()) j["mistake"]["absent"] = f.mistake->absent;
    }
    json findings = json::array();
    for (const FindingRecord& x : f.findings) {
        findings.push_back({{"id", x.id}, {"text", x.text}, {"try", x.tryThis}, {"numbers", numbersJson(x.numbers)}});
    }
    j["findings"] = findings;
    if (f.verdict) {
        j["verdict"] = {{"kind", f.verdict->kind}, {"numbers", numbersJson(f.verdict->numbers)}, {"checks", f.verdict->checks}};
    }
    if (!f.scene.empty()) j["scene"] = json::parse(f.scene);
    if (f.expected) j["expected"] = vectorJson(*f.expected);
    if (f.actual) j["actual"] = vectorJson(*f.actual);
    if (!f.file.empty()) j["source"] = {{"file", f.file}, {"line", f.line}};
    return j;
}

Failure failureOf(const json& j) {
    Failure f;
    const int rank = j.at("rank").get<int>();
    if (rank < int(Rank::Stopped) || rank > int(Rank::None)) throw std::invalid_argument("a rank is 0 to 4");
    f.rank = Rank(rank);
    for (const json& p : j.at("parts")) f.parts.push_back({p.at("part").get<std::string>(), p.at("text").get<std::string>()});
    if (j.contains("mistake")) {
        const json& m = j["mistake"];
        f.mistake = MistakeRecord{m.at("id").get<std::string>(), m.at("explanation").get<std::string>(),
                                  m.at("try").get<std::string>(),
                                  m.value("absent", std::vector<std::string>())};
    }
    for (const json& x : j.value("findings", json::array())) {
        f.findings.push_back({x.at("id").get<std::string>(), x.at("text").get<std::string>(),
                              x.value("try", std::string()), numbersOf(x.value("numbers", json::object()))});
    }
    if (j.contains("verdict")) {
        const json& v = j["verdict"];
        f.verdict = Verdict{v.at("kind").get<std::string>(), numbersOf(v.value("numbers", json::object())),
                            v.value("checks", std::string())};
    }
    if (j.contains("scene")) f.scene = j["scene"].dump();
    if (j.contains("expected")) f.expected = vectorOf(j["expected"]);
    if (j.contains("actual")) f.actual = vectorOf(j["actual"]);
    if (j.contains("source")) {
        f.file = j["source"].at("file").get<std::string>();
        f.line = j["source"].at("line").get<int>();
    }
    return f;
}

// One line of the file. Text that is not valid UTF-8 (what a learner's exception said, say) is written with U+FFFD in
// place of each bad byte, rather than lost with the record.
std::string line(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace) + "\n"; }

// One record of the file into `records`; throws (nlohmann's exceptions, std::invalid_argument) when it is not one.
void readRecord(const json& j, Records& records) {
    const std::string kind = j.at("record").get<std::string>();
    if (kind == "start") {
        if (j.at("format").get<std::string>() != kFormat) throw std::invalid_argument("not the boids-checks format");
        if (j.at("version").get<int>() != kVersion) throw std::invalid_argument("another version of the format");
        records.start = Start{j.at("program").get<std::string>(), j.at("tasks").get<std::vector<int>>(),
                              j.value("checks", 0)};
    } else if (kind == "check") {
        Check c;
        c.task = j.at("task").get<int>();
        c.name = j.at("check").get<std::string>();
        c.kind = j.at("kind").get<std::string>();
        c.checks = j.value("checks", std::string());
        c.passed = j.at("passed").get<bool>();
        for (const json& f : j.value("failures", json::array())) c.failures.push_back(failureOf(f));
        records.checks.push_back(std::move(c));
    } else if (kind == "task") {
        records.tasks.push_back({j.at("task").get<int>(), j.at("passed").get<int>(), j.at("total").get<int>(),
                                 j.value("stub", false), j.value("threw", std::string()),
                                 j.value("heldBack", std::string()), j.value("diagnosis", std::string())});
    } else if (kind == "problem") {
        records.problem = j.at("text").get<std::string>();
    } else if (kind == "held") {
        records.heldBack = j.at("text").get<std::string>();
    } else if (kind == "end") {
        records.ended = true;
    } else {
        throw std::invalid_argument("no record is called \"" + kind + "\"");
    }
}

}  // namespace

bool recordsReadable() { return true; }

Records readRecords(std::string_view text) {
    Records records;
    int number = 0;
    while (!text.empty()) {
        ++number;
        const std::size_t end = std::min(text.find('\n'), text.size());
        std::string_view one = text.substr(0, end);
        text.remove_prefix(std::min(end + 1, text.size()));
        if (!one.empty() && one.back() == '\r') one.remove_suffix(1);
        if (one.empty()) continue;
        try {
            readRecord(json::parse(one), records);
        } catch (const std::exception& e) {
            records.errors.push_back("line " + std::to_string(number) + ": " + e.what());
        }
    }
    return records;
}

std::string startLine(const Start& s) {
    return line({{"record", "start"}, {"format", kFormat}, {"version", kVersion}, {"program", s.program},
                 {"tasks", s.tasks}, {"checks", s.checks}});
}

std::string checkLine(const Check& c) {
    json failures = json::array();
    for (const Failure& f : c.failures) failures.push_back(failureObject(f));
    return line({{"record", "check"}, {"task", c.task}, {"check", c.name}, {"kind", c.kind}, {"checks", c.checks},
                 {"passed", c.passed}, {"failures", failures}});
}

std::string taskLine(const TaskSummary& t) {
    json j = {{"record", "task"}, {"task", t.task}, {"passed", t.passed}, {"total", t.total}};
    if (t.stub) j["stub"] = true;
    if (!t.threw.empty()) j["threw"] = t.threw;
    if (!t.heldBack.empty()) j["heldBack"] = t.heldBack;
    if (!t.diagnosis.empty()) j["diagnosis"] = t.diagnosis;
    return line(j);
}

std::string problemLine(std::string_view problem) { return line({{"record", "problem"}, {"text", problem}}); }
std::string heldBackLine(std::string_view why) { return line({{"record", "held"}, {"text", why}}); }
std::string endLine() { return line({{"record", "end"}}); }

std::string handLine(const hand::Hand& hand) {
    json j = {{"record", "hand"}, {"hand", hand.kind == hand::Kind::Help ? "help" : "done"}, {"since", hand.since}};
    if (hand.kind == hand::Kind::Done) j["task"] = hand.task;
    return line(j);
}

std::string statusLine(const TaskStatus& t) {
    json j = {{"record", "status"}, {"task", t.task}, {"name", t.name}, {"state", t.state}};
    if (!t.from.empty()) j["from"] = t.from;
    j["passed"] = t.passed;
    j["total"] = t.total;
    j["bonus"] = t.bonus;
    j["hintsSeen"] = t.hintsSeen;
    j["hints"] = t.hints;
    if (!t.firstFailing.empty() || !t.line.empty()) {
        j["firstFailing"] = {{"check", t.firstFailing}, {"rank", int(t.rank)}, {"line", t.line}};
    }
    return line(j);
}

std::string failureJson(const Failure& failure) {
    return failureObject(failure).dump(-1, ' ', false, json::error_handler_t::replace);
}

std::optional<Failure> failureFromJson(std::string_view text) {
    try {
        return failureOf(json::parse(text));
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

namespace {

// A grid scene's boids and cells (0 and 0 for a force's scene, or none), read once.
std::pair<std::size_t, std::size_t> gridSceneCounts(std::string_view scene) {
    if (scene.empty()) return {0, 0};
    const json j = json::parse(scene, nullptr, false);
    if (j.is_discarded() || !j.contains("boids") || !j["boids"].is_array()) return {0, 0};
    const json cells = j.value("cells", json());
    return {j["boids"].size(), cells.is_number_unsigned() ? cells.get<std::size_t>() : 0};
}

}  // namespace

std::size_t sceneBoids(std::string_view scene) { return gridSceneCounts(scene).first; }

std::size_t sceneSize(std::string_view scene) {
    const auto [boids, cells] = gridSceneCounts(scene);
    return boids == 0 ? 0 : boids + cells;
}

}  // namespace boids::report

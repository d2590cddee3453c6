// The room's state and its views (boids/room.h).
#include "boids/room.h"

#include <algorithm>
#include <cmath>
#include <set>

#include <nlohmann/json.hpp>

namespace boids::room {

using json = nlohmann::ordered_json;

namespace {

// The lowest-numbered task of the main line that neither passes nor has the reference swapped in; 0 when none.
int currentTaskOf(const Report& report) {
    int current = 0;
    for (const TaskReport& t : report.tasks) {
        if (t.bonus || t.state == "passing" || t.state == "reference") continue;
        if (current == 0 || t.task < current) current = t.task;
    }
    return current;
}

const TaskReport* taskIn(const Report& report, int number) {
    for (const TaskReport& t : report.tasks) {
        if (t.task == number) return &t;
    }
    return nullptr;
}

// Every task number any learner reported, with the name reported for it last, in order.
std::map<int, std::string> tasksOf(const std::vector<const Learner*>& learners) {
    std::map<int, std::string> tasks;
    for (const Learner* l : learners) {
        for (const TaskReport& t : l->last.tasks) tasks[t.task] = t.name;
    }
    return tasks;
}

std::string handWords(const hand::Hand& h) { return h.kind == hand::Kind::Help ? "help" : std::string("done ") + std::to_string(h.task); }

}  // namespace

std::string_view refusedName(Refused refused) {
    switch (refused) {
        case Refused::TooLarge: return "too large";
        case Refused::Malformed: return "malformed";
        case Refused::WrongCode: return "wrong code";
        case Refused::TooFast: return "too fast";
        case Refused::Full: return "room full";
    }
    return "?";
}

std::string duration(double seconds) {
    const auto s = std::int64_t(std::max(0.0, std::floor(seconds)));
    if (s < 60) return std::to_string(s) + " s";
    const std::int64_t minutes = s / 60;
    if (minutes < 60) return std::to_string(minutes) + " min";
    // Appended piece by piece: GCC 12 warns of a false overlap (-Wrestrict) in insert() and in "text" + string.
    std::string text = std::to_string(minutes / 60);
    text.append(minutes % 60 < 10 ? " h 0" : " h ").append(std::to_string(minutes % 60)).append(" min");
    return text;
}

std::optional<Refused> Room::take(std::string_view body, double now, std::string* why) {
    auto refuse = [&](Refused kind, std::string reason) {
        ++refused_[std::size_t(kind)];
        if (why) *why = std::move(reason);
        return kind;
    };
    if (body.size() > kMaxReportBytes) {
        return refuse(Refused::TooLarge, std::to_string(body.size()) + " bytes, over " + std::to_string(kMaxReportBytes));
    }
    ReadReport read = readReport(body);
    if (!read.report) return refuse(Refused::Malformed, read.problem);
    Report& report = *read.report;
    if (report.code != code_) return refuse(Refused::WrongCode, std::string("the code \"") + report.code + "\" is not this room's");
    auto found = learners_.find(report.learner);
    if (found == learners_.end()) {
        if (learners_.size() >= kMaxLearners) {
            return refuse(Refused::Full, std::string("the room holds ") + std::to_string(kMaxLearners) + " learners already");
        }
        found = learners_.emplace(report.learner, Learner{}).first;
        found->second.firstSeen = found->second.lastSeen = now;
        found->second.currentTask = -1;  // none yet: the first report sets it
    }
    Learner& learner = found->second;
    learner.tokens = std::min(kReportBurst, learner.tokens + (now - learner.lastSeen) * kReportsPerSecond);
    learner.lastSeen = std::max(learner.lastSeen, now);
    if (learner.tokens < 1) return refuse(Refused::TooFast, std::string("more than ") + std::to_string(int(kReportsPerSecond)) + " reports a second");
    learner.tokens -= 1;
    const int current = currentTaskOf(report);
    if (current != learner.currentTask) {
        learner.currentTask = current;
        learner.onCurrentSince = now;
    }
    learner.last = std::move(report);
    ++taken_;
    return std::nullopt;
}

std::vector<const Learner*> Room::ordered() const {
    std::vector<const Learner*> rows;
    for (const auto& [id, learner] : learners_) rows.push_back(&learner);
    auto key = [](const Learner* l) {
        const bool hand = l->last.hand.has_value();
        return std::tuple(hand ? 0 : 1, hand ? l->last.hand->since : 0, l->currentTask == 0 ? 100 : l->currentTask,
                          l->onCurrentSince, l->last.name, l->last.learner);
    };
    std::sort(rows.begin(), rows.end(), [&](const Learner* a, const Learner* b) { return key(a) < key(b); });
    return rows;
}

std::string Room::viewJson(double now, std::int64_t wallNow) const {
    const std::vector<const Learner*> rows = ordered();
    json view;
    view["room"] = code_;
    json summary = json::array();
    for (const auto& [number, name] : tasksOf(rows)) {
        int passing = 0, reference = 0;
        for (const Learner* l : rows) {
            if (const TaskReport* t = taskIn(l->last, number)) {
                passing += t->state == "passing";
                reference += t->state == "reference";
            }
        }
        summary.push_back({{"task", number}, {"name", name}, {"passing", passing}, {"reference", reference}});
    }
    view["learners"] = rows.size();
    view["summary"] = summary;
    json out = json::array();
    for (const Learner* l : rows) {
        json row = {{"name", l->last.name}, {"current", l->currentTask},
                    {"onCurrent", duration(now - l->onCurrentSince)}, {"lastSeen", duration(now - l->lastSeen)}};
        int hints = 0;
        json tasks = json::array();
        for (const TaskReport& t : l->last.tasks) {
            hints += t.hintsSeen;
            json task = {{"task", t.task}, {"state", t.state}, {"from", t.from}, {"passed", t.passed},
                         {"total", t.total}, {"hintsSeen", t.hintsSeen}};
            if (!t.firstFailing.empty() || !t.line.empty()) {
                task["firstFailing"] = {{"check", t.firstFailing}, {"line", t.line}};
            }
            tasks.push_back(task);
        }
        row["hints"] = hints;
        row["tasks"] = tasks;
        if (l->last.hand) {
            row["hand"] = {{"kind", handWords(*l->last.hand)}, {"up", hand::upFor(*l->last.hand, wallNow)}};
        }
        out.push_back(row);
    }
    view["rows"] = out;
    json counts = {{"taken", taken_}};
    for (Refused kind : kRefusals) counts[std::string(refusedName(kind))] = refused(kind);
    view["reports"] = counts;
    return view.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string Room::table(double now, std::int64_t wallNow) const {
    const std::vector<const Learner*> rows = ordered();
    std::string out;
    for (const auto& [number, name] : tasksOf(rows)) {
        int passing = 0;
        for (const Learner* l : rows) {
            const TaskReport* t = taskIn(l->last, number);
            passing += t && t->state == "passing";
        }
        out += std::string(out.empty() ? "Passing: " : ", ") + std::to_string(number) + " " + name + " " +
               std::to_string(passing) + "/" + std::to_string(rows.size());
    }
    out += out.empty() ? "No learner has joined yet.\n" : "\n";
    for (const Learner* l : rows) {
        std::string line = l->last.hand ? std::string("[") + hand::sign(*l->last.hand) + ", " + hand::upFor(*l->last.hand, wallNow) + "] " : "";
        line += l->last.name + ": ";
        if (l->currentTask == 0) {
            line += "every task done";
        } else {
            line += std::string("task ") + std::to_string(l->currentTask) + " for " + duration(now - l->onCurrentSince);
            if (const TaskReport* t = taskIn(l->last, l->currentTask)) {
                line += std::string(", ") + t->state;
                if (t->state != "edited") {
                    line.append(" ").append(std::to_string(t->passed)).append("/").append(std::to_string(t->total));
                }
                if (t->from == "window") line += " in the window";
                if (!t->firstFailing.empty()) line += std::string(", first failing ") + t->firstFailing;
                else if (!t->line.empty()) line += std::string(": ") + fitted(t->line, 100);
                if (t->hintsSeen > 0) line += std::string(", hints ") + std::to_string(t->hintsSeen) + "/" + std::to_string(t->hints);
            }
        }
        out += line + "\n";
    }
    return out;
}

}  // namespace boids::room

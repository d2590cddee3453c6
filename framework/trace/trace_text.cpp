// The text of a trace (trace_text.h): the events become a line per source line run, with what it changed, loops
// folded past a few iterations, and an ending that compares the result with the recipe's.
#include "trace_text.h"

#include "trace_before.h"
#include "trace_condition.h"
#include "trace_fold.h"
#include "trace_result.h"
#include "trace_where.h"
#include "trace_words.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>

#include <fmt/format.h>

#include <boids/format.h>

namespace boids::trace {

namespace {

// How many of a kind's values a `var` line carries.
std::optional<std::size_t> valueCount(std::string_view kind) {
    if (kind == "num" || kind == "bool" || kind == "list") return 1;
    if (kind == "vec2") return 2;
    if (kind == "obstacle") return 3;
    if (kind == "boid") return 4;
    if (kind == "other") return 0;
    return std::nullopt;
}

// --- What a line changed ---

bool sameValues(const Variable& a, const Variable& b) {
    if (a.kind != b.kind || a.values.size() != b.values.size()) return false;
    for (std::size_t i = 0; i < a.values.size(); ++i) {
        const bool bothNan = std::isnan(a.values[i]) && std::isnan(b.values[i]);
        if (!bothNan && a.values[i] != b.values[i]) return false;
    }
    return true;
}

bool sameBoid(const Variable& v, const Boid& b) {
    return float(v.values[0]) == b.position.x && float(v.values[1]) == b.position.y &&
           float(v.values[2]) == b.velocity.x && float(v.values[3]) == b.velocity.y;
}

std::string numberText(double v, bool integral) {
    if (integral) return fmt::format("{}", static_cast<long long>(v));
    return number(float(v));
}

// A variable's value as the trace shows it: an input by its name in the scene, anything else by its numbers.
std::string valueText(const Variable& v, const TraceScene& scene) {
    const std::vector<double>& x = v.values;
    if (v.kind == "num") return numberText(x[0], v.integral);
    if (v.kind == "bool") return x[0] != 0 ? "true" : "false";
    if (v.kind == "list") return fmt::format("{} item{}", numberText(x[0], true), x[0] == 1 ? "" : "s");
    if (v.kind == "vec2") {
        const Vec2 p{float(x[0]), float(x[1])};
        if (v.reference) {
            for (std::size_t k = 0; k < scene.predators.size(); ++k) {
                if (scene.predators[k] == p) return fmt::format("predator {}", k + 1);
            }
        }
        return fmt::format("{}", p);
    }
    if (v.kind == "boid") {
        if (scene.boids.empty() && sameBoid(v, scene.self)) return "self";
        for (std::size_t k = 0; k < scene.neighbors.size(); ++k) {
            if (sameBoid(v, scene.neighbors[k])) return fmt::format("neighbour {}", k + 1);
        }
        for (std::size_t k = 0; k < scene.boids.size(); ++k) {
            if (sameBoid(v, scene.boids[k])) return fmt::format("boids[{}]", k);
        }
        return fmt::format("position {} velocity {}", Vec2{float(x[0]), float(x[1])}, Vec2{float(x[2]), float(x[3])});
    }
    if (v.kind == "obstacle") {
        for (std::size_t k = 0; k < scene.obstacles.size(); ++k) {
            const Obstacle& o = scene.obstacles[k];
            if (o.center == Vec2{float(x[0]), float(x[1])} && o.radius == float(x[2])) return fmt::format("obstacle {}", k + 1);
        }
        return fmt::format("centre {} radius {}", Vec2{float(x[0]), float(x[1])}, number(float(x[2])));
    }
    return {};
}

bool isWordCharacter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// True when `code` assigns to `name` or to a part of it ("sum.y += ...", "out[i] = ..."): then the line shows it even
// when the value it wrote is the one it held.
bool assigns(std::string_view code, std::string_view name) {
    for (std::size_t at = code.find(name); at != std::string_view::npos; at = code.find(name, at + 1)) {
        if (at > 0 && (isWordCharacter(code[at - 1]) || code[at - 1] == '.')) continue;
        std::size_t i = at + name.size();
        if (i < code.size() && isWordCharacter(code[i])) continue;
        while (i < code.size()) {  // members and indices: .x, [k]
            if (code[i] == '.' && i + 1 < code.size() && isWordCharacter(code[i + 1])) {
                ++i;
                while (i < code.size() && isWordCharacter(code[i])) ++i;
            } else if (code[i] == '[') {
                const std::size_t close = code.find(']', i);
                if (close == std::string_view::npos) break;
                i = close + 1;
            } else {
                break;
            }
        }
        while (i < code.size() && code[i] == ' ') ++i;
        if (i < code.size() && std::string_view("+-*/").find(code[i]) != std::string_view::npos) ++i;
        if (i < code.size() && code[i] == '=' && (i + 1 >= code.size() || code[i + 1] != '=')) return true;
    }
    return false;
}

// An `if (...) out.push_back(i);` line's condition, from whether `out` changed between `before` and `after`; empty
// where the statement is of another kind or its variable is not in both frames (trace_condition.h).
std::string conditionFromEffect(std::span<const std::string> source, int line, const std::vector<Variable>& before,
                                const std::vector<Variable>& after) {
    const std::string name = alwaysChangedBy(source, line);
    if (name.empty()) return {};
    const auto named = [&](const Variable& v) { return v.name == name && v.kind != "other" && v.declared < line; };
    const auto old = std::find_if(before.begin(), before.end(), named);
    const auto now = std::find_if(after.begin(), after.end(), named);
    if (old == before.end() || now == after.end()) return {};
    return conditionText(!sameValues(*old, *now));
}

// "sum = (1, 0), i = 2": the variables line `line` (its source `code`) set or changed, from the frame before it ran
// to the frame after. A variable the line assigns to is shown even when its value stayed, said so.
std::string changes(const std::vector<Variable>& before, const std::vector<Variable>& after, int line,
                    std::string_view code, const TraceScene& scene) {
    std::string text;
    for (const Variable& v : after) {
        if (v.kind == "other" || v.declared > line) continue;  // not yet declared: whatever its memory held
        const auto old = std::find_if(before.begin(), before.end(), [&](const Variable& b) { return b.name == v.name; });
        const bool changed = old == before.end() || !sameValues(*old, v) || v.declared == line;
        const bool kept = !changed && assigns(code, v.name);
        if (!changed && !kept) continue;
        text += fmt::format("{}{} = {}{}", text.empty() ? "" : ", ", v.name, valueText(v, scene), kept ? " (unchanged)" : "");
    }
    return text;
}

std::string signalWords(std::string_view signal) {
    if (signal == "SIGSEGV" || signal == "SIGBUS") {
        return "it read or wrote memory it does not own: an index past the end, or a pointer or reference to nothing?";
    }
    if (signal == "SIGABRT") {
        return "the standard library stopped it, most often for an index past the end of a span or vector (the "
               "failure's own message names it).";
    }
    if (signal == "SIGFPE") return "a whole number was divided by zero.";
    return "it stopped on that signal.";
}

}  // namespace

std::optional<std::vector<Event>> parseEvents(std::string_view text, std::string& error) {
    std::vector<Event> events;
    int number = 0;
    while (!text.empty()) {
        ++number;
        const std::size_t cut = std::min(text.find('\n'), text.size());
        std::string_view line = text.substr(0, cut);
        text.remove_prefix(std::min(cut + 1, text.size()));
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        const std::vector<std::string_view> w = wordsOf(line);
        if (w.empty()) continue;
        auto bad = [&](std::string_view expected) {
            error = fmt::format("line {} (\"{}\") does not read: expected {}", number, line, expected);
            return std::nullopt;
        };
        auto rest = [&](std::size_t from) {
            std::string words;
            for (std::size_t i = from; i < w.size(); ++i) words += (i == from ? "" : " ") + std::string(w[i]);
            return words;
        };
        Event e;
        const std::string_view key = w[0];
        if (key == "engine") {
            e.type = Event::Type::Engine;
            e.word = rest(1);
        } else if (key == "call") {
            e.type = Event::Type::Call;
            if (w.size() != 3 || !readInt(w[1], e.depth)) return bad("\"call DEPTH NAME\"");
            e.word = std::string(w[2]);
        } else if (key == "line") {
            e.type = Event::Type::Line;
            if (w.size() != 3 || !readInt(w[1], e.depth) || !readInt(w[2], e.line)) return bad("\"line DEPTH LINE\"");
        } else if (key == "var") {
            if (events.empty() || events.back().type != Event::Type::Line) return bad("a \"line\" before each \"var\"");
            Variable v;
            if (w.size() < 4) return bad("\"var NAME KIND DECL VALUES...\"");
            v.name = std::string(w[1]);
            v.kind = std::string(w[2]);
            if (v.kind.ends_with('&')) {
                v.kind.pop_back();
                v.reference = true;
            }
            const std::optional<std::size_t> count = valueCount(v.kind);
            if (!count || !readInt(w[3], v.declared) || w.size() != 4 + *count) {
                return bad("a kind of num, bool, vec2, boid, obstacle, list or other, with as many values");
            }
            v.integral = v.kind == "num" && w[4].find_first_of(".eEnNiI") == std::string_view::npos;
            for (std::size_t i = 4; i < w.size(); ++i) {
                double x = 0;
                if (!readDouble(w[i], x)) return bad("numbers after the declaration's line");
                v.values.push_back(x);
            }
            events.back().variables.push_back(std::move(v));
            continue;
        } else if (key == "ret") {
            e.type = Event::Type::Return;
            if (w.size() != 2 || !readInt(w[1], e.depth)) return bad("\"ret DEPTH\"");
        } else if (key == "crash") {
            e.type = Event::Type::Crash;
            if (w.size() != 3 || !readInt(w[2], e.line)) return bad("\"crash SIGNAL LINE\"");
            e.word = std::string(w[1]);
        } else if (key == "limit") {
            e.type = Event::Type::Limit;
            if (w.size() != 3 || (w[1] != "steps" && w[1] != "depth") || !readInt(w[2], e.line)) {
                return bad("\"limit steps LINE\" or \"limit depth LINE\"");
            }
            e.word = std::string(w[1]);
        } else if (key == "exit") {
            e.type = Event::Type::Exit;
            if (w.size() != 2 || !readInt(w[1], e.status)) return bad("\"exit STATUS\"");
        } else if (key == "error") {
            e.type = Event::Type::Error;
            e.word = rest(1);
        } else {
            return bad("an event: engine, call, line, var, ret, crash, limit, exit or error");
        }
        events.push_back(std::move(e));
    }
    return events;
}

std::string sceneText(const TraceScene& s) {
    auto boid = [](const Boid& b) { return fmt::format("position {} velocity {}", b.position, b.velocity); };
    std::string text;
    if (!s.boids.empty()) {
        text += fmt::format("  {} boids, radius {}, world {}; the boid traced: boids[{}], {}\n", s.boids.size(),
                            number(s.radius), s.worldSize, s.focus, boid(s.boids[s.focus]));
        return text;
    }
    text += fmt::format("  self         {}\n", boid(s.self));
    for (std::size_t k = 0; k < s.neighbors.size(); ++k) {
        text += fmt::format("  neighbour {:<2} {}\n", k + 1, boid(s.neighbors[k]));
    }
    for (std::size_t k = 0; k < s.predators.size(); ++k) {
        text += fmt::format("  predator {:<3} {}\n", k + 1, s.predators[k]);
    }
    for (std::size_t k = 0; k < s.obstacles.size(); ++k) {
        text += fmt::format("  obstacle {:<3} centre {} radius {}\n", k + 1, s.obstacles[k].center,
                            number(s.obstacles[k].radius));
    }
    return text;
}

namespace {

// The events read into the lines a trace shows, with how the run ended.
struct Run {
    std::vector<Entry> entries;
    const Event* ending = nullptr;  // the crash, the limit, the exit or the engine's error, if any
    std::size_t linesRun = 0;
    int deepest = 0;                // the deepest call
};

Run readEvents(std::span<const Event> events, const TraceScene& scene, std::span<const std::string> source) {
    Run run;
    std::vector<Entry>& entries = run.entries;
    std::vector<std::optional<std::size_t>> open;    // per depth: the entry whose changes are not known yet
    std::vector<std::vector<Variable>> frames;       // per depth: the variables when that entry began
    for (const Event& e : events) {
        const std::size_t d = std::size_t(std::max(0, e.depth));
        if (open.size() <= d) {
            open.resize(d + 1);
            frames.resize(d + 1);
        }
        switch (e.type) {
            case Event::Type::Call:
                entries.push_back({e.depth, 0, e.word, {}, {}});
                open[d].reset();
                run.deepest = std::max(run.deepest, e.depth);
                break;
            case Event::Type::Line:
                ++run.linesRun;
                if (!entries.empty() && entries.back().line == 0 && entries.back().depth == e.depth) {
                    // The call's arguments: what the frame holds before its first line, declared above it.
                    std::string arguments;
                    for (const Variable& v : e.variables) {
                        if (v.kind == "other" || v.declared >= e.line) continue;
                        arguments += fmt::format("{}{} = {}", arguments.empty() ? "" : ", ", v.name, valueText(v, scene));
                    }
                    entries.back().changed = arguments;
                }
                if (open[d]) {
                    Entry& ran = entries[*open[d]];
                    const std::string_view code = ran.line > 0 && std::size_t(ran.line) <= source.size()
                                                      ? std::string_view(source[std::size_t(ran.line) - 1])
                                                      : std::string_view();
                    ran.changed = changes(frames[d], e.variables, ran.line, code, scene);
                    ran.condition = conditionText(source, ran.line, e.line);
                    if (ran.condition.empty()) ran.condition = conditionFromEffect(source, ran.line, frames[d], e.variables);
                }
                entries.push_back({e.depth, e.line, {}, {}, {}});
                open[d] = entries.size() - 1;
                frames[d] = e.variables;
                for (std::size_t deeper = d + 1; deeper < open.size(); ++deeper) open[deeper].reset();
                break;
            case Event::Type::Return:
                if (open[d]) entries[*open[d]].condition = conditionText(source, entries[*open[d]].line, 0);
                open[d].reset();
                break;
            case Event::Type::Crash:
            case Event::Type::Limit:
            case Event::Type::Exit:
            case Event::Type::Error: run.ending = &e; break;
            case Event::Type::Engine: break;
        }
    }
    return run;
}

// The trace's last line: how the run stopped, or what the function returned.
std::string endingText(const Run& run, std::string_view result, const TraceScene& scene, const Options& options) {
    const Event* ending = run.ending;
    if (ending && ending->type == Event::Type::Crash) {
        return fmt::format("  stopped on line {} with {}: {}\n", ending->line, ending->word, signalWords(ending->word));
    }
    if (ending && ending->type == Event::Type::Limit && ending->word == "steps" && options.neverReturned) {
        return fmt::format("  stopped after {} lines had run: line {} kept running, so a loop around it never ends. "
                           "Does its condition ever become false?\n",
                           run.linesRun, ending->line);
    }
    if (ending && ending->type == Event::Type::Limit && ending->word == "steps") {
        return fmt::format("  the trace stopped after {} lines had run, on line {}: that is the trace's own limit, and "
                           "your function had not returned yet.\n",
                           run.linesRun, ending->line);
    }
    if (ending && ending->type == Event::Type::Limit) {
        return fmt::format("  stopped {} calls deep: line {} calls a function of yours again and again, and the "
                           "calls never end.\n",
                           run.deepest, ending->line);
    }
    if (const std::string r = resultText(result, scene, options.answered); !r.empty()) return r;
    return "  the trace ended before your function returned.\n";
}

// Where the grid's trace meets its difference: the first entry at which a variable that indexes the boids
// (`boids[name]` in the source) holds a boid the result lists wrongly (missing, or not a neighbour). nullopt for a
// force's trace, or where no such variable holds one.
std::optional<std::size_t> firstDifferingVisit(const std::vector<Entry>& entries, std::span<const std::string> source,
                                               std::string_view result, const TraceScene& scene) {
    const std::optional<NeighbourDifference> difference = neighbourDifference(result, scene);
    if (!difference) return std::nullopt;
    std::vector<std::string> names;
    for (const std::string& code : source) {
        for (std::size_t at = code.find("boids["); at != std::string::npos; at = code.find("boids[", at + 1)) {
            std::size_t end = at + 6;
            while (end < code.size() && (std::isalnum(static_cast<unsigned char>(code[end])) || code[end] == '_')) ++end;
            if (end > at + 6 && end < code.size() && code[end] == ']') names.push_back(code.substr(at + 6, end - at - 6));
        }
    }
    std::vector<std::string> pieces;  // "i = 3" for each name and each boid listed wrongly
    for (const std::string& name : names) {
        for (const auto* list : {&difference->missing, &difference->extra}) {
            for (const std::uint32_t boid : *list) pieces.push_back(fmt::format("{} = {}", name, boid));
        }
    }
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const std::string& changed = entries[i].changed;
        for (const std::string& piece : pieces) {
            for (std::size_t at = changed.find(piece); at != std::string::npos; at = changed.find(piece, at + 1)) {
                const std::size_t end = at + piece.size();
                const bool starts = at == 0 || (at >= 2 && changed.compare(at - 2, 2, ", ") == 0);
                if (starts && (end == changed.size() || changed[end] == ',' || changed[end] == ' ')) return i;
            }
        }
    }
    return std::nullopt;
}

}  // namespace

std::string traceText(std::span<const Event> events, const TraceScene& scene, std::string_view function,
                      std::span<const std::string> source, std::string_view result, const Options& options) {
    Run run = readEvents(events, scene, source);
    std::vector<Entry>& entries = run.entries;
    std::string text;
    const std::string command = options.command.empty() ? std::string("./workshop trace") : options.command;
    if (run.ending && run.ending->type == Event::Type::Error) {
        return fmt::format("  The debugger could not trace your {}: {}\n", function, run.ending->word);
    }
    if (!options.brief) {
        text += fmt::format("Your {}, line by line, on the scene of {}:\n{}\n", function,
                            scene.check.empty() ? std::string("the failed check") : scene.check, sceneText(scene));
    }
    // The traced function's own call is the trace's heading; with two (the grid's), each says which runs.
    const auto calls = std::count_if(entries.begin(), entries.end(), [](const Entry& e) { return e.line == 0 && e.depth == 0; });
    if (calls == 1) {
        std::erase_if(entries, [](const Entry& e) { return e.line == 0 && e.depth == 0; });
    }
    constexpr std::size_t kBriefLines = 12;
    constexpr std::size_t kFullLines = 400;
    constexpr std::size_t kBeforeFocus = 3;  // lines shown above the one where a grid meets its difference
    const std::optional<std::size_t> focus =
        options.brief ? firstDifferingVisit(entries, source, result, scene) : std::nullopt;
    const Folded folded = foldedLines(entries, source, options.brief, focus);
    const std::vector<std::string>& lines = folded.lines;
    const std::size_t most = options.brief ? kBriefLines : kFullLines;
    // A brief trace starts a little above the line where the grid meets the boid it lists wrongly, if the first lines
    // would not reach it.
    std::size_t from = folded.focusLine && *folded.focusLine + 2 >= most ? *folded.focusLine - kBeforeFocus : 0;
    const auto isCodeLine = [](const std::string& line) {  // "  36      for (...": not a call, a fold or a value
        const std::size_t at = line.find_first_not_of(' ');
        return at != std::string::npos && std::isdigit(static_cast<unsigned char>(line[at]));
    };
    while (from > 0 && !isCodeLine(lines[from])) --from;
    text += whatRanBefore(scene);
    if (options.brief) text += fmt::format("  Your code on this scene, line by line ({} shows it all):\n", command);
    if (from > 0) {
        text += fmt::format("  ... {} line{} before the first visit of a boid listed wrongly ({} shows {}).\n", from,
                            from == 1 ? "" : "s", command, from == 1 ? "it" : "them");
    }
    for (std::size_t i = from; i < lines.size() && i < from + most; ++i) text += lines[i] + "\n";
    if (lines.size() > from + most) {
        text += fmt::format("  ... {} more line{} ({} shows {}).\n", lines.size() - from - most,
                            lines.size() - from - most == 1 ? "" : "s", command, options.brief ? "them" : "the rest");
    }
    return text + endingText(run, result, scene, options);
}

Where whereOf(std::span<const Event> events, std::span<const std::string> source, bool neverReturned) {
    const Event* ending = nullptr;
    for (const Event& e : events) {
        if (e.type == Event::Type::Crash || e.type == Event::Type::Limit || e.type == Event::Type::Error) ending = &e;
    }
    if (ending && ending->type == Event::Type::Error) return {};
    if (ending && ending->type == Event::Type::Crash) {
        return {ending->line, fmt::format("crashed here with {}: {}", ending->word, signalWords(ending->word))};
    }
    if (ending && ending->type == Event::Type::Limit && ending->word == "steps") {
        // Where the check's run returned, the line the trace's own limit stopped on says nothing of the code.
        if (!neverReturned) return {};
        return {ending->line, "this line kept running: a loop around it never ends"};
    }
    if (ending && ending->type == Event::Type::Limit) {
        return {ending->line, "this line calls a function of yours again and again, and the calls never end"};
    }
    return lineThatDecides(events, source);  // else no line: the link goes to the function's first line
}

}  // namespace boids::trace

// Folding a trace (trace_fold.h).
#include "trace_fold.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <string_view>
#include <utility>

#include <fmt/format.h>

namespace boids::trace {

namespace {

// A run of entries at one depth, each with the deeper entries that follow it (the calls it made).
struct Unit {
    std::size_t first = 0, last = 0;  // entries [first, last)
    int line = 0;
};

// --- Folding: loops shown per iteration, iterations alike past a few folded ---

// Calls nested deeper than this (the learner's own recursion) are folded into one line.
constexpr int kShownDepth = 3;

class Printer {
public:
    Printer(const std::vector<Entry>& entries, std::span<const std::string> source, bool brief,
            std::optional<std::size_t> focus)
        : entries_(entries), source_(source), brief_(brief), focus_(focus) {
        for (const Entry& e : entries) {
            if (e.line > 0) width_ = std::max(width_, codeOf(e).size());
        }
        width_ = std::min<std::size_t>(width_, 64);
        lineDigits_ = 2;
        for (const Entry& e : entries) lineDigits_ = std::max(lineDigits_, fmt::format("{}", e.line).size());
    }

    void print(std::size_t first, std::size_t last, int depth) {
        if (depth > kShownDepth) {  // calls nested deeper than a reader follows: counted, not shown
            std::size_t deepest = std::size_t(depth);
            for (std::size_t i = first; i < last; ++i) deepest = std::max(deepest, std::size_t(entries_[i].depth));
            lines.push_back(fmt::format("  {:>{}}  {}... calls {} to {} deep ({} line{} folded)", "", lineDigits_,
                                        std::string(std::size_t(4 * depth), ' '), depth, deepest, last - first,
                                        last - first == 1 ? "" : "s"));
            return;
        }
        std::vector<Unit> units;
        for (std::size_t i = first; i < last; ++i) {
            if (entries_[i].depth == depth || units.empty()) {
                units.push_back({i, i + 1, entries_[i].line});
            } else {
                units.back().last = i + 1;
            }
        }
        printUnits(units, 0, units.size(), depth);
    }

    std::vector<std::string> lines;
    std::optional<std::size_t> focusLine;

private:
    std::string codeOf(const Entry& e) const {
        if (e.line <= 0 || std::size_t(e.line) > source_.size()) return {};
        std::string_view code = source_[std::size_t(e.line) - 1];
        while (!code.empty() && (code.back() == ' ' || code.back() == '\r' || code.back() == '\t')) code.remove_suffix(1);
        return std::string(code);
    }

    void printEntry(const Entry& e) {
        if (focus_ && *focus_ < entries_.size() && &e == &entries_[*focus_]) focusLine = lines.size();
        const std::string indent(std::size_t(4 * e.depth), ' ');
        if (e.line == 0) {
            lines.push_back(fmt::format("  {:>{}}  {}-> {}({})", "", lineDigits_, indent, e.function, e.changed));
            return;
        }
        std::string code = codeOf(e);
        std::string text = fmt::format("  {:>{}}  {}{}", e.line, lineDigits_, indent, code);
        const std::string shown = e.condition.empty() ? e.changed
                                  : e.changed.empty() ? e.condition
                                                      : e.changed + "; " + e.condition;
        if (shown.empty()) {
            lines.push_back(text);
        } else if (code.size() <= width_) {
            lines.push_back(text + std::string(width_ - code.size() + 3, ' ') + shown);
        } else if (e.changed.empty()) {  // a condition's two words fit after the longest line
            lines.push_back(text + "   " + shown);
        } else {  // a long line is shown whole, never cut: what it changed goes under its end, on a line of its own
            lines.push_back(text);
            lines.push_back(fmt::format("  {:>{}}  {}{}{}", "", lineDigits_, indent, std::string(width_ + 3, ' '), shown));
        }
    }

    // A line, and the calls it made. A brief trace shows a call none of whose lines changed a variable (a helper
    // that returns an expression: its result shows on the calling line) by its heading alone.
    void printUnit(const Unit& u, int depth) {
        printEntry(entries_[u.first]);
        if (u.last <= u.first + 1) return;
        const bool quiet = std::all_of(entries_.begin() + std::ptrdiff_t(u.first + 1), entries_.begin() + std::ptrdiff_t(u.last),
                                       [](const Entry& e) { return e.line == 0 || e.changed.empty(); });
        if (brief_ && quiet) {
            for (std::size_t i = u.first + 1; i < u.last; ++i) {
                if (entries_[i].line == 0) printEntry(entries_[i]);
            }
            return;
        }
        print(u.first + 1, u.last, depth + 1);
    }

    std::string shapeOf(const std::vector<Unit>& units, std::size_t first, std::size_t last) const {
        std::string shape;
        for (std::size_t i = first; i < last; ++i) {
            for (std::size_t e = units[i].first; e < units[i].last; ++e) {
                shape += fmt::format("{}:{},", entries_[e].depth, entries_[e].line);
            }
        }
        return shape;
    }

    // Whether units [first, last) hold the focus entry, which is never folded.
    bool holdsFocus(const std::vector<Unit>& units, std::size_t first, std::size_t last) const {
        return focus_ && first < last && units[first].first <= *focus_ && *focus_ < units[last - 1].last;
    }

    std::size_t entryCount(const std::vector<Unit>& units, std::size_t first, std::size_t last) const {
        return first < last ? units[last - 1].last - units[first].first : 0;
    }

    // What the entries of units [first, last) at `depth` left each variable they changed at: the last value of each,
    // in the order they first changed ("sum = (40, 780), i = 40"); empty when they changed none.
    std::string valuesAfter(const std::vector<Unit>& units, std::size_t first, std::size_t last, int depth) const {
        std::vector<std::pair<std::string, std::string>> values;
        for (std::size_t e = units[first].first; e < units[last - 1].last; ++e) {
            const Entry& entry = entries_[e];
            if (entry.depth != depth || entry.line == 0) continue;
            for (const auto& [changedName, changedValue] : changesOf(entry.changed)) {
                constexpr std::string_view kKept = " (unchanged)";
                const std::string& name = changedName;
                std::string value = changedValue;
                if (value.ends_with(kKept)) value.resize(value.size() - kKept.size());
                const auto known = std::find_if(values.begin(), values.end(), [&](const auto& v) { return v.first == name; });
                if (known == values.end()) values.emplace_back(name, value);
                else known->second = value;
            }
        }
        std::string text;
        for (const auto& [name, value] : values) text += fmt::format("{}{} = {}", text.empty() ? "" : ", ", name, value);
        return text;
    }

    // The "name = value" pieces of what a line changed, split where ", " is followed by the next name and " = ".
    static std::vector<std::pair<std::string, std::string>> changesOf(std::string_view changed) {
        const auto isName = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'; };
        std::vector<std::pair<std::string, std::string>> pieces;
        std::size_t start = 0;
        while (start < changed.size()) {
            const std::size_t equals = changed.find(" = ", start);
            if (equals == std::string_view::npos) break;
            std::size_t end = changed.size();
            for (std::size_t at = changed.find(", ", equals); at != std::string_view::npos; at = changed.find(", ", at + 1)) {
                std::size_t k = at + 2;
                while (k < changed.size() && isName(changed[k])) ++k;
                if (k > at + 2 && changed.substr(k, 3) == " = ") {
                    end = at;
                    break;
                }
            }
            pieces.emplace_back(std::string(changed.substr(start, equals - start)),
                                std::string(changed.substr(equals + 3, end - equals - 3)));
            start = end + 2;
        }
        return pieces;
    }

    using Iterations = std::vector<std::pair<std::size_t, std::size_t>>;  // [first, last) of units, one per iteration

    // The first loop among units [first, last): the units it spans, [start, end), and its first line, `head`.
    struct Loop {
        std::size_t start = 0, end = 0;
        int head = 0;
    };

    // The first loop of units [first, last), found by the first jump back to a line at or before the one that ran;
    // nullopt when none jumps back.
    static std::optional<Loop> firstLoop(const std::vector<Unit>& units, std::size_t first, std::size_t last) {
        std::size_t jump = last;
        for (std::size_t i = first + 1; i < last; ++i) {
            if (units[i].line > 0 && units[i - 1].line > 0 && units[i].line <= units[i - 1].line) {
                jump = i;
                break;
            }
        }
        if (jump == last) return std::nullopt;
        Loop loop;
        loop.head = units[jump].line;
        loop.start = jump;  // the loop's first iteration: the last run of `head` before the jump
        for (std::size_t i = jump; i-- > first;) {
            if (units[i].line == loop.head) {
                loop.start = i;
                break;
            }
            if (units[i].line < loop.head) break;
            loop.start = i;
        }
        // The loop's body: the lines from `head` to the last one an iteration reached; it ends at the first line
        // outside them after the last return to `head`.
        int bodyEnd = loop.head;
        loop.end = loop.start;
        std::size_t lastHead = loop.start;
        for (std::size_t i = loop.start; i < last; ++i) {
            if (units[i].line == loop.head) lastHead = i;
        }
        for (std::size_t i = loop.start; i < last; ++i) {
            if (i <= lastHead) {
                bodyEnd = std::max(bodyEnd, units[i].line);
                loop.end = i + 1;
                continue;
            }
            if (units[i].line < loop.head || units[i].line > bodyEnd) break;
            loop.end = i + 1;
        }
        return loop;
    }

    // Units [first, last) at `depth`: straight lines as they are, the first loop among them per iteration.
    void printUnits(const std::vector<Unit>& units, std::size_t first, std::size_t last, int depth) {
        const std::optional<Loop> loop = firstLoop(units, first, last);
        if (!loop) {
            for (std::size_t i = first; i < last; ++i) printUnit(units[i], depth);
            return;
        }
        for (std::size_t i = first; i < loop->start; ++i) printUnit(units[i], depth);
        // Iterations: from one run of `head` to the next.
        Iterations iterations;
        for (std::size_t i = loop->start; i < loop->end; ++i) {
            if (i == loop->start || units[i].line == loop->head) iterations.push_back({i, i + 1});
            else iterations.back().second = i + 1;
        }
        printIterations(units, iterations, depth);
        printUnits(units, loop->end, last, depth);
    }

    // A loop's iterations: the first few and each new path in full, the others folded into "like iteration N". A
    // loop written on one line is told by its runs of that line instead: the debugger stops on such a line where
    // the compiler put its statements, which need not be once per iteration.
    void printIterations(const std::vector<Unit>& units, const Iterations& iterations, int depth) {
        const std::size_t full = brief_ ? 2 : 3;
        const int line = units[iterations.front().first].line;
        const bool oneLine = std::all_of(iterations.begin(), iterations.end(), [&](const auto& it) {
            return it.second - it.first == 1 && units[it.first].line == line;
        });
        auto runs = [&](std::size_t from, std::size_t to, std::string_view likeWhat) {  // iterations [from, to)
            if (oneLine) return fmt::format("line {} ran {} more time{}", line, to - from, to - from == 1 ? "" : "s");
            return fmt::format("{}: {}", to - from == 1 ? fmt::format("iteration {}", from + 1)
                                                        : fmt::format("iterations {} to {}", from + 1, to),
                               likeWhat);
        };
        std::map<std::string, std::size_t> shown;  // an iteration's lines -> the last shown iteration (1-based) with them
        const std::string indent(std::size_t(4 * depth), ' ');
        std::size_t k = 0;
        while (k < iterations.size()) {
            const auto [a, b] = iterations[k];
            const std::string shape = shapeOf(units, a, b);
            const auto like = shown.find(shape);
            const bool last = k + 1 == iterations.size();
            if (last && b - a == 1 && units[a].last - units[a].first == 1) {  // the loop's last check, a line alone
                printUnits(units, a, b, depth);
                ++k;
                continue;
            }
            if (k < full || like == shown.end() || holdsFocus(units, a, b)) {  // nor a new path, nor the focus
                printUnits(units, a, b, depth);
                shown[shape] = k + 1;
                ++k;
                continue;
            }
            std::size_t j = k;
            std::size_t folded = 0;
            while (j < iterations.size() && shapeOf(units, iterations[j].first, iterations[j].second) == shape &&
                   !holdsFocus(units, iterations[j].first, iterations[j].second)) {
                folded += entryCount(units, iterations[j].first, iterations[j].second);
                ++j;
            }
            const std::string after = valuesAfter(units, iterations[k].first, iterations[j - 1].second, depth);
            lines.push_back(fmt::format("  {:>{}}  {}... {} ({} line{} folded){}", "", lineDigits_, indent,
                                        runs(k, j, oneLine ? std::string("alike") : fmt::format("like {}", like->second)),
                                        folded, folded == 1 ? "" : "s", after.empty() ? "" : "; after them, " + after));
            k = j;
        }
    }

    const std::vector<Entry>& entries_;
    std::span<const std::string> source_;
    bool brief_;
    std::optional<std::size_t> focus_;
    std::size_t width_ = 0;
    std::size_t lineDigits_ = 2;
};

}  // namespace

std::vector<std::string> foldedLines(const std::vector<Entry>& entries, std::span<const std::string> source, bool brief) {
    return foldedLines(entries, source, brief, std::nullopt).lines;
}

Folded foldedLines(const std::vector<Entry>& entries, std::span<const std::string> source, bool brief,
                   std::optional<std::size_t> focus) {
    Printer printer(entries, source, brief, focus);
    printer.print(0, entries.size(), 0);
    return {std::move(printer.lines), printer.focusLine};
}

}  // namespace boids::trace

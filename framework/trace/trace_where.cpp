// The line a failure's link goes to, when the trace shows it (trace_where.h).
#include "trace_where.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include <fmt/format.h>

#include "trace_source.h"

namespace boids::trace {

namespace {

// A loop of the traced function: its header's line and the lines of its braced body.
struct Loop {
    int head = 0;
    int first = 0, last = 0;  // the body, [first, last], without the closing brace
};

std::vector<Loop> loopsOf(std::span<const std::string> source) {
    std::vector<Loop> loops;
    for (int line = 1; std::size_t(line) <= source.size(); ++line) {
        const std::string code = codeLine(source, line);
        const bool loop = startsWith(code, "for (") || startsWith(code, "for(") || startsWith(code, "while (") ||
                          startsWith(code, "while(");
        if (!loop || code.empty() || code.back() != '{') continue;
        const int closing = closingLine(source, line, 1);
        if (closing > line + 1) loops.push_back({line, line + 1, closing - 1});
    }
    return loops;
}

bool isNameCharacter(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

bool hasWord(std::string_view text, std::string_view word) {
    for (std::size_t at = text.find(word); at != std::string_view::npos; at = text.find(word, at + 1)) {
        const bool before = at > 0 && isNameCharacter(text[at - 1]);
        const bool after = at + word.size() < text.size() && isNameCharacter(text[at + word.size()]);
        if (!before && !after) return true;
    }
    return false;
}

// The variable `code` sets with a plain `=` when it is one ("sum = other.velocity;" -> "sum"), its own value not on
// the right; empty for anything else (a declaration, `+=`, `sum = sum + v`).
std::string plainlySet(std::string_view code) {
    std::size_t end = 0;
    while (end < code.size() && isNameCharacter(code[end])) ++end;
    if (end == 0 || std::isdigit(static_cast<unsigned char>(code[0]))) return {};
    const std::string name(code.substr(0, end));
    std::size_t at = end;
    while (at < code.size() && code[at] == ' ') ++at;
    if (at + 1 >= code.size() || code[at] != '=' || code[at + 1] == '=') return {};
    return hasWord(code.substr(at + 1), name) ? std::string() : name;
}

// How many times each line of the traced function (depth 0) ran.
std::vector<int> runsOf(std::span<const Event> events, std::size_t lines) {
    std::vector<int> runs(lines + 2, 0);
    for (const Event& e : events) {
        if (e.type == Event::Type::Line && e.depth == 0 && e.line > 0 && std::size_t(e.line) <= lines) ++runs[std::size_t(e.line)];
    }
    return runs;
}

// Whether `line`, in `loop`'s body, sits directly in it: not in a nested block, and not the statement of an `if`
// or `else` on the line above.
bool directlyIn(std::span<const std::string> source, const Loop& loop, int line) {
    int depth = 0;
    for (int l = loop.first; l < line; ++l) {
        for (const char c : codeLine(source, l)) depth += c == '{' ? 1 : c == '}' ? -1 : 0;
    }
    if (depth != 0) return false;
    int above = line - 1;
    while (above >= loop.first && codeLine(source, above).empty()) --above;
    if (above < loop.first) return true;
    const std::string code = codeLine(source, above);
    return code.back() == ';' || code.back() == '{' || code.back() == '}';
}

}  // namespace

Where lineThatDecides(std::span<const Event> events, std::span<const std::string> source) {
    const std::vector<Loop> loops = loopsOf(source);
    const std::vector<int> runs = runsOf(events, source.size());
    // A return inside a loop's body, as the function's last line.
    const Event* last = nullptr;  // the closing brace a debugger stops on after the return is not it
    for (const Event& e : events) {
        if (e.type == Event::Type::Line && e.depth == 0 && codeLine(source, e.line) != "}") last = &e;
    }
    if (last && hasWord(codeLine(source, last->line), "return")) {
        for (const Loop& loop : loops) {
            if (last->line < loop.first || last->line > loop.last) continue;
            return {last->line, fmt::format("returns from inside the loop of line {}, on its pass {}", loop.head,
                                            std::max(1, runs[std::size_t(loop.head)]))};
        }
    }
    // A variable set anew on each pass of a loop, more than once.
    for (const Loop& loop : loops) {
        for (int line = loop.first; line <= loop.last; ++line) {
            const std::string name = plainlySet(codeLine(source, line));
            if (name.empty() || runs[std::size_t(line)] < 2 || !directlyIn(source, loop, line)) continue;
            bool before = false;  // declared, or set, above the loop
            for (int l = 1; l < loop.head && !before; ++l) before = hasWord(codeLine(source, l), name);
            if (!before) continue;
            return {line, fmt::format("sets {} anew each time it runs ({} times, in the loop of line {}): only the last "
                                      "value is kept",
                                      name, runs[std::size_t(line)], loop.head)};
        }
    }
    return {};
}

}  // namespace boids::trace

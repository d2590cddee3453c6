// The hints of a task: how a "## Hint K" section becomes the text the learner reads (as bash print_hint's awk).
#include "hints.h"

#include <algorithm>
#include <string>

namespace boids::companion {

std::vector<std::string_view> textLines(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        if (end == std::string_view::npos) {
            lines.push_back(text);
            break;
        }
        lines.push_back(text.substr(0, end));
        text.remove_prefix(end + 1);
    }
    return lines;
}

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

// "## Hint K" with nothing after K but white space (awk's "^## Hint K[[:space:]]*$").
bool isHeadingOf(std::string_view line, int k) {
    const std::string heading = "## Hint " + std::to_string(k);
    if (!line.starts_with(heading)) return false;
    line.remove_prefix(heading.size());
    return std::all_of(line.begin(), line.end(), isSpace);
}

}  // namespace

std::vector<std::string> hintLines(std::string_view markdown, int k) {
    std::vector<std::string> lines;
    bool inside = false;
    bool code = false;  // as the awk's: a fence inside the section toggles it, and it carries over to a later one
    for (std::string_view line : textLines(markdown)) {
        if (line.starts_with("## ")) {
            inside = isHeadingOf(line, k);
            continue;
        }
        if (!inside) continue;
        if (line.starts_with("```")) {
            code = !code;
            continue;
        }
        lines.push_back(code && !line.empty() ? "    " + std::string(line) : std::string(line));
    }
    const auto first = std::find_if(lines.begin(), lines.end(), [](const std::string& l) { return !l.empty(); });
    lines.erase(lines.begin(), first);
    while (!lines.empty() && lines.back().empty()) lines.pop_back();
    return lines;
}

int newestHint(int seen, int total) { return seen < total ? seen + 1 : total; }

}  // namespace boids::companion

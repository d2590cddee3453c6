// The learner's source as code lines (trace_source.h).
#include "trace_source.h"

#include <string_view>

namespace boids::trace {

std::string codeLine(std::span<const std::string> source, int line) {
    if (line < 1 || std::size_t(line) > source.size()) return {};
    const std::string& text = source[std::size_t(line) - 1];
    std::string code;
    char quote = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quote) {
            if (c == '\\') ++i;
            else if (c == quote) quote = 0;
            code += ' ';
            continue;
        }
        if (c == '/' && i + 1 < text.size() && (text[i + 1] == '/' || text[i + 1] == '*')) break;
        if (c == '"' || c == '\'') quote = c;
        code += c;
    }
    const std::size_t first = code.find_first_not_of(" \t\r");
    if (first == std::string::npos) return {};
    return code.substr(first, code.find_last_not_of(" \t\r") - first + 1);
}

int nextCodeLine(std::span<const std::string> source, int line) {
    for (int l = line + 1; std::size_t(l) <= source.size(); ++l) {
        if (!codeLine(source, l).empty()) return l;
    }
    return 0;
}

int closingLine(std::span<const std::string> source, int line, int depth) {
    for (int l = line + 1; std::size_t(l) <= source.size(); ++l) {
        for (const char c : codeLine(source, l)) {
            depth += c == '{' ? 1 : c == '}' ? -1 : 0;
            if (depth == 0) return l;
        }
    }
    return 0;
}
}  // namespace boids::trace

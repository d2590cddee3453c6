// Failures in the form editors link (source_link.h).
#include "source_link.h"

#include "file_io.h"

namespace boids::companion {

namespace {

bool isNameCharacter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// `line` names `function` as a whole word, followed by spaces and "(", before any "//".
bool namesCall(std::string_view line, std::string_view function) {
    const std::string_view code = line.substr(0, line.find("//"));
    for (std::size_t at = code.find(function); at != std::string_view::npos; at = code.find(function, at + 1)) {
        if (at > 0 && isNameCharacter(code[at - 1])) continue;
        std::size_t after = at + function.size();
        while (after < code.size() && (code[after] == ' ' || code[after] == '\t')) ++after;
        if (after < code.size() && code[after] == '(') return true;
    }
    return false;
}

}  // namespace

int definitionLine(std::string_view source, std::string_view function) {
    if (function.empty()) return 0;
    int number = 0;
    bool inComment = false;  // inside /* ... */
    for (const std::string_view line : linesOf(source)) {
        ++number;
        std::string_view code = line;
        if (inComment) {
            const std::size_t end = code.find("*/");
            if (end == std::string_view::npos) continue;
            code.remove_prefix(end + 2);
            inComment = false;
        }
        if (const std::size_t start = code.find("/*"); start != std::string_view::npos) {
            inComment = code.find("*/", start + 2) == std::string_view::npos;
            code = code.substr(0, start);
        }
        if (!namesCall(code, function)) continue;
        std::string_view trimmed = code.substr(0, code.find("//"));
        while (!trimmed.empty() && (trimmed.back() == ' ' || trimmed.back() == '\t' || trimmed.back() == '\r')) {
            trimmed.remove_suffix(1);
        }
        if (!trimmed.ends_with(';')) return number;
    }
    return 0;
}

std::string sourceLink(std::string_view path, int line, std::string_view message) {
    std::string text = std::string(path) + ":" + std::to_string(line) + ": error: ";
    for (const char c : message) text += (c == '\n' || c == '\r') ? ' ' : c;
    return text;
}

}  // namespace boids::companion

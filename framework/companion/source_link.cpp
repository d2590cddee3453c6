// Failures in the form editors link (source_link.h).
#include "source_link.h"

#include <algorithm>
#include <system_error>

#include "file_io.h"
#include "utf8_path.h"

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

// Where a line's location ends: the ':' before "LINE:" (digits then ':'), npos when the line starts with none.
std::size_t locationEnd(std::string_view line) {
    for (std::size_t colon = line.find(':'); colon != std::string_view::npos; colon = line.find(':', colon + 1)) {
        std::size_t digits = colon + 1;
        while (digits < line.size() && line[digits] >= '0' && line[digits] <= '9') ++digits;
        if (digits > colon + 1 && digits < line.size() && line[digits] == ':') return colon;
    }
    return std::string_view::npos;
}

// `path` relative to `root`, with forward slashes, when it names a file under it; "" otherwise.
std::string underRoot(std::string_view path, const std::filesystem::path& root) {
    namespace fs = std::filesystem;
    std::error_code error;
    const fs::path given = app::pathFromUtf8(std::string(path));
    std::string relative;
    if (given.is_absolute()) {
        const fs::path inside = given.lexically_normal().lexically_relative(root.lexically_normal());
        if (inside.empty() || *inside.begin() == "..") return {};
        relative = app::utf8FromPath(inside);
    } else {
        // Drop the leading "../" and "./" (relative to some build folder), then take what names a kit's file.
        relative = std::string(path);
        std::replace(relative.begin(), relative.end(), '\\', '/');
        while (relative.starts_with("../") || relative.starts_with("./")) relative.erase(0, relative.find('/') + 1);
    }
    std::replace(relative.begin(), relative.end(), '\\', '/');
    if (relative.empty() || !fs::is_regular_file(root / app::pathFromUtf8(relative), error)) return {};
    return relative;
}

}  // namespace

std::string kitRelativeLocations(std::string_view text, const std::filesystem::path& root) {
    std::string out;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view line = text.substr(start, end - start);
        const std::size_t colon = locationEnd(line);
        const std::string relative = colon == std::string_view::npos ? "" : underRoot(line.substr(0, colon), root);
        out += relative.empty() ? std::string(line) : relative + std::string(line.substr(colon));
        if (end < text.size()) out += '\n';
        start = end + 1;
    }
    return out;
}

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

// Whole files in and out (file_io.h).
#include "file_io.h"

#include <fstream>
#include <iterator>
#include <system_error>

namespace boids::companion {

std::optional<std::string> readFile(const std::filesystem::path& path) {
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) return std::nullopt;  // an ifstream opens a folder on Linux
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) return std::nullopt;
    return bytes;
}

bool writeFile(const std::filesystem::path& path, std::string_view bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out) return false;
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.close();
    return !out.fail();
}

bool isThere(const std::filesystem::path& path) {
    std::error_code ignored;
    return std::filesystem::exists(std::filesystem::symlink_status(path, ignored));
}

bool sameBytes(const std::filesystem::path& a, const std::filesystem::path& b) {
    const auto first = readFile(a);
    if (!first) return false;
    const auto second = readFile(b);
    return second && *first == *second;
}

std::vector<std::string_view> linesOf(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (line.ends_with('\r')) line.remove_suffix(1);  // a Windows program's output, written as text
        lines.push_back(line);
        start = end + 1;
    }
    return lines;
}

std::string lastLines(std::string_view text, std::size_t count) {
    const std::vector<std::string_view> lines = linesOf(text);
    std::string tail;
    for (std::size_t i = lines.size() > count ? lines.size() - count : 0; i < lines.size(); ++i) {
        tail += lines[i];
        tail += '\n';
    }
    return tail;
}

std::string spokenList(const std::vector<std::string>& items) {
    std::string said;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) said += i + 1 == items.size() ? " and " : ", ";
        said += items[i];
    }
    return said;
}

}  // namespace boids::companion

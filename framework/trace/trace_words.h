// The words of the trace's files (engines/README.md): a line split at spaces, and its numbers read whole.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace boids::trace {

// `line`'s words, split at spaces, without its line ending.
inline std::vector<std::string_view> wordsOf(std::string_view line) {
    std::vector<std::string_view> words;
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.remove_suffix(1);
    while (!line.empty()) {
        const std::size_t end = std::min(line.find(' '), line.size());
        if (end > 0) words.push_back(line.substr(0, end));
        line.remove_prefix(std::min(end + 1, line.size()));
    }
    return words;
}

inline bool readInt(std::string_view word, int& out) {
    const std::string copy(word);
    char* end = nullptr;
    const long value = std::strtol(copy.c_str(), &end, 10);
    if (copy.empty() || end != copy.c_str() + copy.size() || value < -1'000'000'000 || value > 1'000'000'000) return false;
    out = int(value);
    return true;
}

inline bool readDouble(std::string_view word, double& out) {
    const std::string copy(word);
    char* end = nullptr;
    out = std::strtod(copy.c_str(), &end);
    return !copy.empty() && end == copy.c_str() + copy.size();
}

}  // namespace boids::trace

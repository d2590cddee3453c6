// What build_lock_posix.cpp and build_lock_windows.cpp share. Not for the library's users (they include
// build_lock.h).
#pragma once

#include <cstddef>
#include <string>

namespace boids::app::detail {

// The holder's name as a waiter shows it: the first line of the lock file's text, at most a screen line long.
inline std::string holderName(std::string text) {
    text = text.substr(0, text.find('\n'));
    if (!text.empty() && text.back() == '\r') text.pop_back();
    constexpr std::size_t kLongest = 120;
    if (text.size() > kLongest) text = text.substr(0, kLongest - 3) + "...";
    return text;
}

inline constexpr std::size_t kNameBytes = 512;  // read of the lock file: more than a holder's line needs

}  // namespace boids::app::detail

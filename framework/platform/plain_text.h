// Plain text as the kit's own files hold it (tasks.txt, the settings file): the helpers the window and the companion
// share.
#pragma once

#include <string_view>

namespace boids::app {

// `text` without the spaces, tabs and carriage returns at its ends (a "\r\n" line end read on any system); empty
// when it holds nothing else.
constexpr std::string_view trim(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) return {};
    const auto last = text.find_last_not_of(" \t\r");
    return text.substr(first, last - first + 1);
}

}  // namespace boids::app

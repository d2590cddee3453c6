// Text helpers shared by new-task's files (new_task_text.h).
#include "new_task_text.h"

#include <cctype>

#include "plain_text.h"

namespace boids::companion {

std::string trimmed(std::string_view text) { return std::string(app::trim(text)); }

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string replaceAll(std::string text, std::string_view from, std::string_view to) {
    for (std::size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size()) {
        text.replace(at, from.size(), to);
    }
    return text;
}

}  // namespace boids::companion

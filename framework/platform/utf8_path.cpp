// UTF-8 strings <-> std::filesystem::path, through C++20's char8_t (never the ANSI code page).
#include "utf8_path.h"

namespace boids::app {

std::filesystem::path pathFromUtf8(std::string_view utf8) {
    return std::filesystem::path(std::u8string(utf8.begin(), utf8.end()));
}

std::string utf8FromPath(const std::filesystem::path& path) {
    const std::u8string utf8 = path.u8string();
    return std::string(utf8.begin(), utf8.end());
}

}  // namespace boids::app

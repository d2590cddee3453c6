// Finding a font: the candidates per platform, and the warning with the fix when there is none.
#include "fonts.h"

#include <filesystem>
#include <system_error>

#include <fmt/format.h>

#include "utf8_path.h"

namespace boids::app {

std::vector<std::string> fontCandidates() {
    return {
        // Linux: fonts-dejavu-core (Debian, Ubuntu), dejavu-sans-fonts (Fedora), ttf-dejavu (Arch), then others.
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
        "/usr/share/fonts/TTF/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
        "/usr/share/fonts/liberation-sans/LiberationSans-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
        "/usr/share/fonts/noto/NotoSans-Regular.ttf",
        "/usr/share/fonts/truetype/freefont/FreeSans.ttf",
        "/usr/share/fonts/truetype/ubuntu/Ubuntu-R.ttf",
        "/usr/share/fonts/truetype/droid/DroidSans.ttf",
        // macOS
        "/System/Library/Fonts/Supplemental/Arial.ttf",
        "/Library/Fonts/Arial.ttf",
        "/System/Library/Fonts/Geneva.ttf",
        "/opt/homebrew/share/fonts/dejavu/DejaVuSans.ttf",
        // Windows
        "C:\\Windows\\Fonts\\segoeui.ttf",
        "C:\\Windows\\Fonts\\arial.ttf",
        "C:\\Windows\\Fonts\\tahoma.ttf",
    };
}

FontChoice chooseFont(const std::optional<std::string>& override, const std::vector<std::string>& candidates) {
    std::error_code error;
    if (override) {
        if (std::filesystem::is_regular_file(pathFromUtf8(*override), error)) return {*override, {}};
        return {std::nullopt, fmt::format("the font {} given with --font does not exist (or is not a file); "
                                          "running without labels. Pass the path of a .ttf file.",
                                          *override)};
    }
    for (const std::string& path : candidates) {
        if (std::filesystem::is_regular_file(pathFromUtf8(path), error)) return {path, {}};
    }
    return {std::nullopt,
            "no font found, so the labels are off. Install one (Debian/Ubuntu: "
            "sudo apt install fonts-dejavu-core) or pass --font PATH/TO/FONT.ttf."};
}

}  // namespace boids::app

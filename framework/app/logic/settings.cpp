// The settings file: parsing with a warning for every line it cannot use, and the atomic write.
#include "settings.h"

#include <algorithm>

#include <fmt/format.h>

#include "files.h"
#include "numbers.h"
#include "plain_text.h"
#include "sliders.h"
#include "utf8_path.h"

namespace boids::app {

namespace {

// The whole text as a number, or nothing: "2.5" yes, "2.5x", "", "nan" no.
std::optional<float> parseNumber(std::string_view text, bool whole) {
    if (!whole) return parseFloat(text);
    const auto value = parseWhole<int>(text);
    if (!value) return std::nullopt;
    return float(*value);
}

bool looksLikeText(std::string_view text) {
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 && c != '\n' && c != '\r' && c != '\t') return false;
    }
    return true;
}

}  // namespace

LoadedSettings parseSettings(std::string_view text, const Params& defaults, std::string_view source) {
    LoadedSettings result{defaults, {}};
    auto corrupt = [&](std::string why) {
        return LoadedSettings{defaults, {fmt::format("{} is corrupt ({}); using the default settings.", source, why)}};
    };
    text = withoutByteOrderMark(text);
    if (!looksLikeText(text)) return corrupt("it is not a text file");

    int lineNumber = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view line = trim(text.substr(start, end - start));
        start = end + 1;
        ++lineNumber;
        if (line.size() > kMaxLineBytes) {
            return corrupt(fmt::format("line {} is {} bytes long, more than the limit of {}", lineNumber, line.size(),
                                       kMaxLineBytes));
        }
        if (line.empty() || line.front() == '#') continue;

        const auto eq = line.find('=');
        if (eq == std::string_view::npos) {
            return corrupt(fmt::format("line {} is \"{}\", not name=value", lineNumber, line));
        }
        const std::string_view key = trim(line.substr(0, eq));
        const std::string_view value = trim(line.substr(eq + 1));
        const auto where = fmt::format("{} line {}", source, lineNumber);

        if (key == kTextSizeKey) {
            if (value == textSizeName(TextSize::Normal) || value == textSizeName(TextSize::Large)) {
                result.textSize = value == textSizeName(TextSize::Large) ? TextSize::Large : TextSize::Normal;
            } else {
                result.warnings.push_back(fmt::format(
                    "{}: {}=\"{}\" is not a text size; expected {} or {} (large: for a projector or low vision). "
                    "Using the default, {}.",
                    where, key, value, textSizeName(TextSize::Normal), textSizeName(TextSize::Large),
                    textSizeName(TextSize::Normal)));
            }
            continue;
        }
        const auto slider = findSlider(key);
        if (!slider) {
            result.warnings.push_back(fmt::format("{}: unknown setting \"{}\"; ignored.", where, key));
            continue;
        }
        const SliderSpec& spec = workshopSliders()[*slider];
        const std::string expected =
            fmt::format("{}{}", isWholeNumber(spec) ? "a whole number from " : "", rangeText(spec));
        const std::string fallback = formatValue(spec, sliderValue(spec, defaults));
        const auto number = parseNumber(value, isWholeNumber(spec));
        if (!number) {
            result.warnings.push_back(fmt::format("{}: {}=\"{}\" is not a number; expected {}. Using the default, {}.",
                                                  where, key, value, expected, fallback));
            setSliderValue(spec, result.params, sliderValue(spec, defaults));
        } else if (*number < spec.min || *number > spec.max) {
            result.warnings.push_back(fmt::format("{}: {}={} is out of range; expected {}. Using the default, {}.",
                                                  where, key, value, expected, fallback));
            setSliderValue(spec, result.params, sliderValue(spec, defaults));
        } else {
            setSliderValue(spec, result.params, *number);
        }
    }
    return result;
}

LoadedSettings loadSettings(const std::filesystem::path& path, const Params& defaults) {
    const TextFile file = readTextFile(path, kMaxSettingsBytes, "the settings file");
    if (file.missing) return {defaults, {}};
    if (!file.error.empty()) return {defaults, {fmt::format("{}; using the default settings.", file.error)}};
    return parseSettings(file.text, defaults, utf8FromPath(path));
}

std::string_view textSizeName(TextSize size) { return size == TextSize::Large ? "large" : "normal"; }

std::string formatSettings(const Params& params, TextSize textSize) {
    std::string text =
        "# boids settings: the sliders' values and the text size, saved when the program quits. Delete this file to "
        "reset.\n";
    for (const SliderSpec& spec : workshopSliders()) {
        text += fmt::format("{}={}\n", spec.name, formatValue(spec, sliderValue(spec, params)));
    }
    text += fmt::format("{}={}\n", kTextSizeKey, textSizeName(textSize));
    return text;
}

std::string saveSettings(const std::filesystem::path& path, const Params& params, TextSize textSize) {
    std::error_code error;
    if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path(), error);
    return writeOutputFile(path, formatSettings(params, textSize));
}

}  // namespace boids::app

// The settings file: parsing with a warning for every line it cannot use, and the atomic write.
#include "settings.h"

#include <fstream>
#include <sstream>
#include <system_error>

#include <fmt/format.h>

#include "numbers.h"
#include "sliders.h"
#include "utf8_path.h"

namespace boids::app {

namespace {

std::string_view trim(std::string_view s) {
    const auto first = s.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) return {};
    const auto last = s.find_last_not_of(" \t\r");
    return s.substr(first, last - first + 1);
}

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
    if (!looksLikeText(text)) return corrupt("it is not a text file");

    int lineNumber = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view line = trim(text.substr(start, end - start));
        start = end + 1;
        ++lineNumber;
        if (line.empty() || line.front() == '#') continue;

        const auto eq = line.find('=');
        if (eq == std::string_view::npos) {
            return corrupt(fmt::format("line {} is \"{}\", not name=value", lineNumber, line));
        }
        const std::string_view key = trim(line.substr(0, eq));
        const std::string_view value = trim(line.substr(eq + 1));
        const auto where = fmt::format("{} line {}", source, lineNumber);

        const auto slider = findSlider(key);
        if (!slider) {
            result.warnings.push_back(fmt::format("{}: unknown setting \"{}\"; ignored.", where, key));
            continue;
        }
        const SliderSpec& spec = kSliders[*slider];
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
    std::error_code error;
    if (!std::filesystem::exists(path, error)) return {defaults, {}};
    const std::string name = utf8FromPath(path);
    if (std::filesystem::is_directory(path, error)) {
        return {defaults,
                {fmt::format("cannot read the settings file {}: it is a folder; using the default settings.", name)}};
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) return {defaults, {fmt::format("cannot open the settings file {}; using the default settings.", name)}};
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) {
        return {defaults, {fmt::format("cannot read the settings file {}; using the default settings.", name)}};
    }
    return parseSettings(text.str(), defaults, name);
}

std::string formatSettings(const Params& params) {
    std::string text =
        "# boids settings: the sliders' values, saved when the program quits. Delete this file to reset.\n";
    for (const SliderSpec& spec : kSliders) {
        text += fmt::format("{}={}\n", spec.name, formatValue(spec, sliderValue(spec, params)));
    }
    return text;
}

std::string writeFileAtomically(const std::filesystem::path& path, std::string_view text) {
    std::filesystem::path temporary = path;
    temporary += ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out) return fmt::format("cannot write {}", utf8FromPath(temporary));
        out.write(text.data(), std::streamsize(text.size()));
        out.flush();
        if (!out) return fmt::format("cannot write {} (disk full?)", utf8FromPath(temporary));
    }
    std::error_code error;
    std::filesystem::rename(temporary, path, error);
    if (error) {
        const std::string why = error.message();
        std::filesystem::remove(temporary, error);
        return fmt::format("cannot replace {}: {}", utf8FromPath(path), why);
    }
    return {};
}

std::string saveSettings(const std::filesystem::path& path, const Params& params) {
    std::error_code error;
    if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path(), error);
    return writeFileAtomically(path, formatSettings(params));
}

}  // namespace boids::app

// Numbers in the kit's text inputs (the command line, --script, the settings file), read one way everywhere: the
// whole text, in the C locale whatever the user's (a German locale must not read "3.5" as 3), with std::from_chars.
#pragma once

#include <charconv>
#include <limits>
#include <optional>
#include <string_view>
#include <system_error>

namespace boids::app {

// A whole number in [lo, hi], written in full: "12" yes; "", "12x", "1.0", " 1", "+1" no, nor "-1" for unsigned.
template <class Int>
std::optional<Int> parseWhole(std::string_view text, Int lo = std::numeric_limits<Int>::min(),
                              Int hi = std::numeric_limits<Int>::max()) {
    Int value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || value < lo || value > hi) return std::nullopt;
    return value;
}

// A finite float, written in full: "2.5", "-1e3", "7" yes; "", "2.5x", "2,5", "+1", "nan", "inf" and "1e39" (beyond
// float) no.
std::optional<float> parseFloat(std::string_view text);

}  // namespace boids::app

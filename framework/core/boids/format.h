// Numbers and vectors for people, as the failures, the findings and the slides' labels write them (a number as
// boids/number.h writes it), and fmt support for Vec2: fmt::format("{}", v) prints "(x, y)" as number(v) does.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <string>

#include <fmt/format.h>

#include "boids/number.h"
#include "boids/vec2.h"

namespace boids {

// A number for a learner's eyes: up to 4 significant digits, "NaN" rather than "-nan", and 0 rather than -0
// (report::number, the one the records' renderer writes).
inline std::string number(float x) { return report::number(x); }

// A number for a slide's label: at most `decimals` decimals, no trailing zeros, never "-0".
inline std::string number(float x, int decimals) {
    if (std::isnan(x)) return "NaN";
    const float scale = std::pow(10.0f, float(decimals));
    std::string s = fmt::format("{:.{}f}", double(std::round(x * scale) / scale) + 0.0, decimals);
    if (s.find('.') != std::string::npos) {
        while (s.back() == '0') s.pop_back();
        if (s.back() == '.') s.pop_back();
    }
    return s == "-0" ? "0" : s;
}

// A vector as "(x, y)", each part as number() writes it, with 4 significant digits or `decimals` decimals.
inline std::string number(Vec2 v) { return "(" + number(v.x) + ", " + number(v.y) + ")"; }
inline std::string number(Vec2 v, int decimals) {
    return "(" + number(v.x, decimals) + ", " + number(v.y, decimals) + ")";
}

// A whole number with its thousands set apart by commas, as the documentation writes them: 1000000 -> "1,000,000".
inline std::string withThousands(long long n) {
    std::string digits = fmt::format("{}", n < 0 ? -n : n);
    for (auto at = std::ptrdiff_t(digits.size()) - 3; at > 0; at -= 3) digits.insert(std::size_t(at), ",");
    return n < 0 ? "-" + digits : digits;
}

}  // namespace boids

template <>
struct fmt::formatter<boids::Vec2> {
    constexpr auto parse(fmt::format_parse_context& ctx) { return ctx.begin(); }
    template <class Context>
    auto format(const boids::Vec2& v, Context& ctx) const {
        const std::string text = boids::number(v);
        return std::copy(text.begin(), text.end(), ctx.out());
    }
};

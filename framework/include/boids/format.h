// fmt support for Vec2: fmt::format("{}", v) prints "(x, y)" with up to 4 significant digits.
#pragma once

#include <cmath>
#include <cstddef>
#include <string>

#include <fmt/format.h>

#include "boids/vec2.h"

namespace boids {

// A number for a learner's eyes: up to 4 significant digits, "NaN" rather than "-nan", and 0 rather than -0.
inline std::string number(float x) {
    if (std::isnan(x)) return "NaN";
    return fmt::format("{:.4g}", x + 0.0f);
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
        return fmt::format_to(ctx.out(), "({}, {})", boids::number(v.x), boids::number(v.y));
    }
};

// fmt support for Vec2: fmt::format("{}", v) prints "(x, y)" with up to 4 significant digits.
#pragma once

#include <cmath>
#include <string>

#include <fmt/format.h>

#include "boids/vec2.h"

namespace boids {

// A number for a learner's eyes: up to 4 significant digits, "NaN" rather than "-nan", and 0 rather than -0.
inline std::string number(float x) {
    if (std::isnan(x)) return "NaN";
    return fmt::format("{:.4g}", x + 0.0f);
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

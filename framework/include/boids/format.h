// fmt support for Vec2: fmt::format("{}", v) prints "(x, y)" with up to 4 significant decimals.
#pragma once

#include <fmt/format.h>

#include "boids/vec2.h"

template <>
struct fmt::formatter<boids::Vec2> {
    constexpr auto parse(fmt::format_parse_context& ctx) { return ctx.begin(); }
    template <class Context>
    auto format(const boids::Vec2& v, Context& ctx) const {
        // +0.0f turns -0 into 0, so that a learner never wonders what "(-0, 0)" means.
        return fmt::format_to(ctx.out(), "({:.4g}, {:.4g})", v.x + 0.0f, v.y + 0.0f);
    }
};

// SDL's events <-> the program's input events: a scripted event comes back as it went, and a point far off any
// screen (a script's "move world 3e9 10") is clamped, not converted to int out of range.
#include <limits>

#include <gtest/gtest.h>

#include "sdl_events.h"

namespace boids::app {
namespace {

TEST(SdlEvents, AClickComesBackAsTheSameClick) {
    const SDL_Event e = toSdlEvent(MousePress{{120, 45}, MouseButton::Right}, 1);
    const auto back = fromSdlEvent(e);
    ASSERT_TRUE(back && std::holds_alternative<MousePress>(*back));
    EXPECT_EQ(std::get<MousePress>(*back).at, (Vec2{120, 45}));
    EXPECT_EQ(std::get<MousePress>(*back).button, MouseButton::Right);
}

TEST(SdlEvents, APointBeyondIntsRangeIsClampedNotConverted) {
    const float far = 3e9f, inf = std::numeric_limits<float>::infinity();
    const int most = int(kFarthestPixel);
    const SDL_Event move = toSdlEvent(MouseMove{{far, -far}}, 1);
    EXPECT_EQ(move.motion.x, most) << "3e9 pixels is more than an int holds: clamp it first";
    EXPECT_EQ(move.motion.y, -most);
    const SDL_Event click = toSdlEvent(MousePress{{inf, std::numeric_limits<float>::quiet_NaN()}}, 1);
    EXPECT_EQ(click.button.x, most);
    EXPECT_EQ(click.button.y, 0) << "NaN is no place: 0";
    const SDL_Event release = toSdlEvent(MouseRelease{{-inf, 10}}, 1);
    EXPECT_EQ(release.button.x, -most);
    EXPECT_EQ(release.button.y, 10);
}

}  // namespace
}  // namespace boids::app

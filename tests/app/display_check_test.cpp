// No display: the drivers that draw nowhere are recognised, and the message says why and what to try.
#include <gtest/gtest.h>

#include "display_check.h"

namespace boids::app {
namespace {

TEST(DisplayCheck, TheDriversThatShowNothingAreInvisible) {
    EXPECT_TRUE(isInvisibleVideoDriver("offscreen"));
    EXPECT_TRUE(isInvisibleVideoDriver("dummy"));
    EXPECT_FALSE(isInvisibleVideoDriver("x11"));
    EXPECT_FALSE(isInvisibleVideoDriver("wayland"));
    EXPECT_FALSE(isInvisibleVideoDriver("cocoa"));
    EXPECT_FALSE(isInvisibleVideoDriver("windows"));
    EXPECT_FALSE(isInvisibleVideoDriver("KMSDRM"));
}

TEST(DisplayCheck, TheMessageNamesTheDriverAndEveryWayOut) {
    const std::string m = noDisplayMessage("offscreen");
    for (const char* text : {"no display", "\"offscreen\" video driver", "invisible", "desktop", "WSLg",
                             "./workshop run --headless --frames 600 --screenshot out.bmp",
                             "xvfb-run -a ./workshop run"}) {
        EXPECT_NE(m.find(text), std::string::npos) << "no \"" << text << "\" in:\n" << m;
    }
}

TEST(DisplayCheck, TheMessageSendsTheLearnerThroughTheWorkshopWhichBuildsTheirCodeFirst) {
    const std::string m = noDisplayMessage("dummy");
    EXPECT_EQ(m.find("build/boids"), std::string::npos) << "build/boids flies the code as it was last built:\n" << m;
}

TEST(DisplayCheck, WithNoDriverAtAllTheMessageQuotesSdl) {
    const std::string m = noDisplayMessage("", "No available video device");
    EXPECT_NE(m.find("No available video device"), std::string::npos) << m;
    EXPECT_NE(m.find("--headless"), std::string::npos) << m;
}

TEST(DisplayCheck, TheMessageNamesTheDisplayVariablesWithTheirValues) {
    EXPECT_NE(noDisplayMessage("offscreen").find("DISPLAY and WAYLAND_DISPLAY are unset"), std::string::npos);
    DisplayEnvironment x;
    x.display = ":99";
    const std::string m = noDisplayMessage("", "x11 not available", x);
    EXPECT_NE(m.find("DISPLAY is :99, WAYLAND_DISPLAY is unset, and no display answered"), std::string::npos) << m;
    EXPECT_EQ(m.find("are unset"), std::string::npos) << "DISPLAY is set, and the message must not say otherwise:\n" << m;
}

#if !defined(_WIN32) && !defined(__APPLE__)
TEST(QuietVideoDriver, WithoutARuntimeFolderSdlTriesNoWaylandDisplay) {
    DisplayEnvironment none;  // an SSH session or a container: nothing set
    EXPECT_EQ(quietVideoDriver(none), "offscreen");
    DisplayEnvironment x;
    x.display = ":0";
    EXPECT_EQ(quietVideoDriver(x), "x11");
}

TEST(QuietVideoDriver, LeavesSdlToChooseWhenWaylandMayBeThereOrTheUserChose) {
    DisplayEnvironment desktop;
    desktop.runtimeDir = "/run/user/1000";
    desktop.display = ":0";
    EXPECT_EQ(quietVideoDriver(desktop), std::nullopt);
    DisplayEnvironment chosen;
    chosen.videoDriver = "kmsdrm";
    EXPECT_EQ(quietVideoDriver(chosen), std::nullopt);
}
#endif

}  // namespace
}  // namespace boids::app

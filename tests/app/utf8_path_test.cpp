// Paths from SDL and the command line are UTF-8: a home folder named "Zoë" must survive the trip to
// std::filesystem::path and back (on Windows, a std::string would be read in the ANSI code page).
#include <filesystem>
#include <string>

#include <gtest/gtest.h>

#include "utf8_path.h"

namespace boids::app {
namespace {

TEST(Utf8Path, ANonAsciiHomeFolderComesBackAsItWent) {
    const std::string settings = "C:/Users/Zo\xc3\xab/AppData/Roaming/boids-workshop/boids/settings.ini";  // Zoë
    const std::filesystem::path path = pathFromUtf8(settings);
    EXPECT_EQ(utf8FromPath(path), settings);
    EXPECT_EQ(path.filename(), std::filesystem::path(u8"settings.ini"));
    std::filesystem::path home = path;
    while (!home.empty() && home.filename() != std::filesystem::path(u8"Zo\u00eb")) home = home.parent_path();
    EXPECT_FALSE(home.empty()) << "the folder Zoë is one of the path's parts, read as UTF-8";
}

}  // namespace
}  // namespace boids::app

// Finding a font: --font wins, else the first candidate that exists; none gives a warning with the fix.
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "fonts.h"

namespace boids::app {
namespace {

namespace fs = std::filesystem;

TEST(Fonts, TheFirstCandidateThatExistsIsChosen) {
    const fs::path font = fs::temp_directory_path() / "boids_fonts_test.ttf";
    std::ofstream(font) << "not really a font";
    const FontChoice c = chooseFont(std::nullopt, {"/no/such/font.ttf", font.string()});
    EXPECT_EQ(c.path, font.string());
    EXPECT_EQ(c.warning, "");
    EXPECT_EQ(chooseFont(font.string(), {"/no/such/font.ttf"}).path, font.string());
    fs::remove(font);
}

TEST(Fonts, NoFontGivesAWarningWithTheFix) {
    const FontChoice c = chooseFont(std::nullopt, {"/no/such/font.ttf"});
    EXPECT_FALSE(c.path);
    EXPECT_NE(c.warning.find("fonts-dejavu-core"), std::string::npos) << c.warning;
    EXPECT_NE(c.warning.find("--font"), std::string::npos) << c.warning;
}

TEST(Fonts, AMissingFontGivenWithFontIsNamed) {
    const FontChoice c = chooseFont("/no/such/mine.ttf", {});
    EXPECT_FALSE(c.path);
    EXPECT_NE(c.warning.find("/no/such/mine.ttf"), std::string::npos) << c.warning;
}

TEST(Fonts, EveryPlatformHasCandidates) {
    const auto all = fontCandidates();
    auto has = [&](const char* part) {
        for (const std::string& c : all) {
            if (c.find(part) != std::string::npos) return true;
        }
        return false;
    };
    EXPECT_TRUE(has("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"));
    EXPECT_TRUE(has("/System/Library/Fonts"));
    EXPECT_TRUE(has("C:\\Windows\\Fonts"));
}

}  // namespace
}  // namespace boids::app

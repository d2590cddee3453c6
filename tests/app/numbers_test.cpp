// Numbers in the kit's inputs: one reader for the command line, --script and the settings file, the same in every
// locale (a German one reads "3.5" with strtod as 3, and stops at the point).
#include <clocale>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <boids/format.h>

#include "numbers.h"
#include "script.h"
#include "settings.h"

namespace boids::app {
namespace {

TEST(Numbers, AFloatIsTheWholeTextAndFinite) {
    EXPECT_EQ(parseFloat("2.5"), 2.5f);
    EXPECT_EQ(parseFloat("-1e3"), -1000.0f);
    EXPECT_EQ(parseFloat("7"), 7.0f);
    for (const char* bad : {"", "2.5x", "2,5", " 1", "1 ", "+1", "nan", "inf", "-inf", "1e39", "0x10", "."}) {
        EXPECT_FALSE(parseFloat(bad)) << '"' << bad << "\" is not a finite float";
    }
}

TEST(Numbers, AWholeNumberIsTheWholeTextWithinItsRange) {
    EXPECT_EQ(parseWhole<int>("12"), 12);
    EXPECT_EQ(parseWhole<int>("12", 1, 10), std::nullopt) << "above the range";
    EXPECT_EQ(parseWhole<unsigned>("-1"), std::nullopt);
    EXPECT_EQ(parseWhole<long long>("9223372036854775808"), std::nullopt) << "beyond long long";
    for (const char* bad : {"", "12x", "1.0", " 1", "+1"}) EXPECT_FALSE(parseWhole<int>(bad)) << '"' << bad << '"';
}

// Sets LC_ALL to a German locale for the test's life, generating one with localedef when glibc has none. Windows'
// C library has every locale, under names of its own.
class GermanLocale {
public:
    GermanLocale() {
#ifdef _WIN32
        if (!std::setlocale(LC_ALL, "de-DE")) std::setlocale(LC_ALL, "German_Germany.1252");
#else
        if (std::setlocale(LC_ALL, "de_DE.UTF-8")) return;
        const std::filesystem::path folder = std::filesystem::temp_directory_path() / "boids-numbers-locale";
        std::error_code error;
        std::filesystem::create_directories(folder, error);
        const std::string made =
            fmt::format("localedef -i de_DE -f UTF-8 '{}/de_DE.UTF-8' >/dev/null 2>&1", folder.string());
        if (!std::filesystem::exists(folder / "de_DE.UTF-8") && std::system(made.c_str()) != 0) return;
        setenv("LOCPATH", folder.string().c_str(), 1);  // glibc reads it at every setlocale()
        std::setlocale(LC_ALL, "de_DE.UTF-8");
#endif
    }
    ~GermanLocale() { std::setlocale(LC_ALL, "C"); }
    GermanLocale(const GermanLocale&) = delete;
    GermanLocale& operator=(const GermanLocale&) = delete;
    bool on() const {
        const std::string name = std::setlocale(LC_ALL, nullptr);
        return name.starts_with("de_DE") || name.starts_with("de-DE") || name.starts_with("German");
    }
};

TEST(Numbers, AGermanLocaleReadsThreePointFiveAsThreePointFive) {
    const GermanLocale german;
    if (!german.on()) GTEST_SKIP() << "no German locale here, and localedef could not make one";
    ASSERT_EQ(std::strtod("3.5", nullptr), 3.0) << "the locale is German: strtod stops at the point";

    EXPECT_EQ(parseFloat("3.5"), 3.5f);
    const LoadedSettings loaded = parseSettings("separationWeight = 3.5\n", Params{}, "settings.ini");
    EXPECT_TRUE(loaded.warnings.empty()) << loaded.warnings.front();
    EXPECT_EQ(loaded.params.separationWeight, 3.5f) << "the settings file";
    const Script script = parseScript("0 drag slider separationWeight 3.5\n1 move world 10.5 20.25", "in.txt");
    ASSERT_EQ(script.error, "");
    ASSERT_EQ(script.events.size(), 2u);
    EXPECT_EQ(script.events[0].value, 3.5f) << "--script";
    EXPECT_EQ(script.events[1].point, (Vec2{10.5f, 20.25f}));
}

TEST(Numbers, AGermanLocaleWritesThreePointFiveWithAPoint) {
    const GermanLocale german;
    if (!german.on()) GTEST_SKIP() << "no German locale here, and localedef could not make one";
    const float threeAndAHalf = 3.5f;
    EXPECT_EQ(report::number(double(threeAndAHalf)), "3.5") << "the records' renderer";
    EXPECT_EQ(boids::number(threeAndAHalf), "3.5") << "the failures and the findings";
    EXPECT_EQ(boids::number(Vec2{threeAndAHalf, -threeAndAHalf}), "(3.5, -3.5)");
    EXPECT_EQ(report::number(-0.0), "0") << "never -0";
}

}  // namespace
}  // namespace boids::app

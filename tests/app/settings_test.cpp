// The settings file: a round trip, a warning and the default for each bad line, a corrupt file, the atomic write.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#if !defined(_WIN32)
#include <sys/stat.h>
#endif

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "files.h"
#include "settings.h"
#include "sliders.h"

namespace boids::app {
namespace {

namespace fs = std::filesystem;

// A fresh folder per test, removed afterwards.
class SettingsFile : public testing::Test {
protected:
    void SetUp() override {
        folder_ = fs::temp_directory_path() /
                  ("boids_settings_test_" + std::string(testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(folder_);
        fs::create_directories(folder_);
    }
    void TearDown() override { fs::remove_all(folder_); }
    fs::path file(const std::string& name) const { return folder_ / name; }
    static std::string read(const fs::path& path) {
        std::ifstream in(path);
        std::ostringstream text;
        text << in.rdbuf();
        return text.str();
    }
    static void write(const fs::path& path, const std::string& text) { std::ofstream(path) << text; }

    fs::path folder_;
};

bool mentions(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(Settings, RoundTripsEverySlider) {
    Params params;
    params.numBoids = 1234;
    params.separationWeight = 3.49f;
    params.alignmentWeight = 0;
    params.cohesionWeight = 4;
    params.maxSpeed = 9.5f;
    params.neighborRadius = 85;
    params.numPredators = 30;
    params.predatorMaxSpeed = 1;
    params.numObstacles = 0;
    const LoadedSettings loaded = parseSettings(formatSettings(params), Params{}, "test");
    EXPECT_TRUE(loaded.warnings.empty());
    for (const SliderSpec& spec : workshopSliders()) {
        SCOPED_TRACE(std::string(spec.name));
        EXPECT_EQ(sliderValue(spec, loaded.params), sliderValue(spec, params));
    }
}

TEST(Settings, WritesOneNameEqualsValueLinePerSliderInPanelOrder) {
    const std::string text = formatSettings(Params{});
    EXPECT_TRUE(mentions(text,
                         "numBoids=200\nseparationWeight=1.00\nalignmentWeight=1.00\ncohesionWeight=1.00\n"
                         "maxSpeed=5.0\nneighborRadius=40\nnumPredators=1\npredatorMaxSpeed=7.5\n"
                         "numObstacles=1\n"))
        << text;
}

TEST(Settings, TheTextSizeRoundTripsAndIsNormalWhenTheFileDoesNotSay) {
    for (TextSize size : {TextSize::Normal, TextSize::Large}) {
        const std::string text = formatSettings(Params{}, size);
        EXPECT_TRUE(mentions(text, fmt::format("\n{}={}\n", kTextSizeKey, textSizeName(size)))) << text;
        const LoadedSettings loaded = parseSettings(text, Params{}, "test");
        EXPECT_TRUE(loaded.warnings.empty());
        EXPECT_EQ(loaded.textSize, size);
    }
    EXPECT_EQ(parseSettings("maxSpeed=7.5\n", Params{}, "test").textSize, TextSize::Normal);
}

TEST(Settings, ATextSizeThatIsNeitherNormalNorLargeWarnsNamingBothAndKeepsNormal) {
    const LoadedSettings loaded = parseSettings("maxSpeed=7.5\ntextSize=huge\n", Params{}, "FILE");
    ASSERT_EQ(loaded.warnings.size(), 1u);
    EXPECT_EQ(loaded.warnings[0], "FILE line 2: textSize=\"huge\" is not a text size; expected normal or large (large: "
                                  "for a projector or low vision). Using the default, normal.");
    EXPECT_EQ(loaded.textSize, TextSize::Normal);
    EXPECT_EQ(loaded.params.maxSpeed, 7.5f) << "the other lines still count";
}

TEST(Settings, SkipsBlankLinesCommentsAndSpaces) {
    const LoadedSettings loaded = parseSettings("# mine\n\n  maxSpeed = 7.5  \r\n", Params{}, "test");
    EXPECT_TRUE(loaded.warnings.empty());
    EXPECT_EQ(loaded.params.maxSpeed, 7.5f);
}

TEST(Settings, AnOutOfRangeValueWarnsWithKeyValueAndRangeAndKeepsTheDefault) {
    const LoadedSettings loaded = parseSettings("numBoids=150\nmaxSpeed=99\n", Params{}, "settings.ini");
    ASSERT_EQ(loaded.warnings.size(), 1u);
    const std::string& w = loaded.warnings[0];
    EXPECT_TRUE(mentions(w, "settings.ini line 2")) << w;
    EXPECT_TRUE(mentions(w, "maxSpeed=99")) << w;
    EXPECT_TRUE(mentions(w, "1.0 to 10.0")) << w;
    EXPECT_TRUE(mentions(w, "default, 5.0")) << w;
    EXPECT_EQ(loaded.params.maxSpeed, Params{}.maxSpeed);
    EXPECT_EQ(loaded.params.numBoids, 150);  // the good line still counts
}

TEST(Settings, AValueThatIsNotANumberWarnsAndKeepsTheDefault) {
    for (const char* bad : {"lots", "", "1.5.2", "nan", "inf", "3x"}) {
        SCOPED_TRACE(bad);
        const LoadedSettings loaded = parseSettings(std::string("cohesionWeight=") + bad, Params{}, "s");
        ASSERT_EQ(loaded.warnings.size(), 1u);
        EXPECT_TRUE(mentions(loaded.warnings[0], "is not a number")) << loaded.warnings[0];
        EXPECT_TRUE(mentions(loaded.warnings[0], "0.00 to 4.00")) << loaded.warnings[0];
        EXPECT_EQ(loaded.params.cohesionWeight, Params{}.cohesionWeight);
    }
}

TEST(Settings, ACountMustBeAWholeNumber) {
    const LoadedSettings loaded = parseSettings("numBoids=12.5", Params{}, "s");
    ASSERT_EQ(loaded.warnings.size(), 1u);
    const std::string range = fmt::format("a whole number from 1 to {}", kMaxBoids);
    EXPECT_TRUE(mentions(loaded.warnings[0], range)) << loaded.warnings[0];
    EXPECT_EQ(loaded.params.numBoids, Params{}.numBoids);
}

TEST(Settings, AnUnknownKeyIsNamedAndIgnored) {
    const LoadedSettings loaded = parseSettings("wingspan=3\nnumPredators=4", Params{}, "s");
    ASSERT_EQ(loaded.warnings.size(), 1u);
    EXPECT_TRUE(mentions(loaded.warnings[0], "\"wingspan\"")) << loaded.warnings[0];
    EXPECT_EQ(loaded.params.numPredators, 4);
}

TEST(Settings, ACorruptFileGivesOneWarningAndAllTheDefaults) {
    for (const std::string& text :
         {std::string("numBoids=5\n\x01\x02\x03garbage"), std::string("numBoids=5\njust words\n")}) {
        const LoadedSettings loaded = parseSettings(text, Params{}, "s.ini");
        ASSERT_EQ(loaded.warnings.size(), 1u);
        EXPECT_TRUE(mentions(loaded.warnings[0], "s.ini is corrupt")) << loaded.warnings[0];
        EXPECT_EQ(loaded.params.numBoids, Params{}.numBoids);
    }
}

TEST_F(SettingsFile, AMissingFileGivesTheDefaultsWithoutAWarning) {
    const LoadedSettings loaded = loadSettings(file("none.ini"), Params{});
    EXPECT_TRUE(loaded.warnings.empty());
    EXPECT_EQ(loaded.params.numBoids, Params{}.numBoids);
}

TEST_F(SettingsFile, AnUnreadableFileGivesAWarningAndTheDefaults) {
    fs::create_directories(file("folder.ini"));  // a folder where the file should be
    const LoadedSettings loaded = loadSettings(file("folder.ini"), Params{});
    ASSERT_EQ(loaded.warnings.size(), 1u);
    EXPECT_TRUE(mentions(loaded.warnings[0], "folder.ini")) << loaded.warnings[0];
    EXPECT_EQ(loaded.params.numBoids, Params{}.numBoids);
}

TEST_F(SettingsFile, SaveThenLoadGivesTheSameSliders) {
    Params params;
    params.neighborRadius = 65;
    ASSERT_EQ(saveSettings(file("sub/settings.ini"), params), "");  // creates the folder too
    const LoadedSettings loaded = loadSettings(file("sub/settings.ini"), Params{});
    EXPECT_TRUE(loaded.warnings.empty());
    EXPECT_EQ(loaded.params.neighborRadius, 65);
    EXPECT_FALSE(fs::exists(file("sub/settings.ini.tmp")));
}

TEST_F(SettingsFile, AFailedWriteLeavesTheOldFileAsItWas) {
    write(file("settings.ini"), "numBoids=77\n");
    fs::create_directories(file("settings.ini.tmp"));  // the temporary file cannot be written
    const std::string error = saveSettings(file("settings.ini"), Params{});
    EXPECT_TRUE(mentions(error, fmt::format("cannot write {}: ", file("settings.ini").string()))) << error;
    EXPECT_EQ(read(file("settings.ini")), "numBoids=77\n");
    EXPECT_TRUE(fs::is_directory(file("settings.ini.tmp"))) << "what was in the way is not the program's to remove";
}

TEST(Settings, AByteOrderMarkAtTheStartIsNotPartOfTheFirstKey) {
    // Notepad saves UTF-8 with EF BB BF first, and CRLF line ends.
    const LoadedSettings loaded = parseSettings("\xEF\xBB\xBFnumBoids=150\r\nmaxSpeed=7.5\r\n", Params{}, "s.ini");
    EXPECT_TRUE(loaded.warnings.empty()) << loaded.warnings.front();
    EXPECT_EQ(loaded.params.numBoids, 150);
    EXPECT_EQ(loaded.params.maxSpeed, 7.5f);
}

TEST(Settings, ALineLongerThanTheLimitMakesTheFileCorrupt) {
    const std::string line = "maxSpeed=" + std::string(kMaxLineBytes, '5');  // kMaxLineBytes + 9 bytes
    const LoadedSettings loaded = parseSettings("numBoids=150\n" + line + "\n", Params{}, "s.ini");
    ASSERT_EQ(loaded.warnings.size(), 1u);
    EXPECT_TRUE(mentions(loaded.warnings[0],
                         fmt::format("line 2 is {} bytes long, more than the limit of {}", line.size(), kMaxLineBytes)))
        << loaded.warnings[0];
    EXPECT_EQ(loaded.params.numBoids, Params{}.numBoids);
}

TEST_F(SettingsFile, AFileLargerThanTheLimitIsRefusedUnreadWithItsSizeAndTheLimit) {
    const std::string big(std::size_t(kMaxSettingsBytes) + 1, '#');
    write(file("big.ini"), big);
    const LoadedSettings loaded = loadSettings(file("big.ini"), Params{});
    ASSERT_EQ(loaded.warnings.size(), 1u);
    const std::string& w = loaded.warnings[0];
    EXPECT_TRUE(mentions(w, fmt::format("big.ini is {} bytes", big.size()))) << w;
    EXPECT_TRUE(mentions(w, fmt::format("at most {} bytes", kMaxSettingsBytes))) << w;
}

#if !defined(_WIN32)
TEST(Settings, ADeviceOrAFifoIsRefusedBeforeAByteIsRead) {
    // /dev/zero never ends: reading it whole took 240 MB in 20 s and went on.
    const LoadedSettings zero = loadSettings("/dev/zero", Params{});
    ASSERT_EQ(zero.warnings.size(), 1u);
    EXPECT_TRUE(mentions(zero.warnings[0], "/dev/zero is a character device, not a regular file")) << zero.warnings[0];
    EXPECT_TRUE(mentions(zero.warnings[0], fmt::format("at most {} bytes", kMaxSettingsBytes))) << zero.warnings[0];

    const fs::path fifo = fs::temp_directory_path() / "boids_settings_test_fifo";
    fs::remove(fifo);
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);  // opening it to read would wait for a writer forever
    const LoadedSettings piped = loadSettings(fifo, Params{});
    fs::remove(fifo);
    ASSERT_EQ(piped.warnings.size(), 1u);
    EXPECT_TRUE(mentions(piped.warnings[0], "is a FIFO")) << piped.warnings[0];
}
#endif

TEST_F(SettingsFile, SavingThroughALinkKeepsTheLinkAndWritesTheFileItPointsTo) {
    write(file("real.ini"), "numBoids=77\n");
    std::error_code error;
    fs::create_symlink(file("real.ini"), file("link.ini"), error);
    if (error) GTEST_SKIP() << "no symbolic links here: " << error.message();
    Params params;
    params.numBoids = 150;
    ASSERT_EQ(saveSettings(file("link.ini"), params), "");
    EXPECT_TRUE(fs::is_symlink(file("link.ini")));
    EXPECT_TRUE(mentions(read(file("real.ini")), "numBoids=150\n"));
}

}  // namespace
}  // namespace boids::app

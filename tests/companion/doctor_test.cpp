// ./workshop doctor's judgements: versions against the minimums, the last line, a display, free space, the boids in
// a screenshot and the stub's and the reference's test runs. Each check's problem case is here, so each can fail.
#include "doctor.h"

#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include <boids/records.h>

#include "dependencies.h"

namespace boids::companion {
namespace {

const Style kPlain{};

std::string kitFile(const std::string& relative) {
    std::ifstream in(std::string(BOIDS_COMPANION_FIXTURES) + "/../../../" + relative, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(DoctorVersion, ReadsTheFirstDottedNumberOfAToolsAnswer) {
    EXPECT_EQ(firstVersion("cmake version 3.25.1\n\nCMake suite maintained"), (Version{3, 25, 1}));
    EXPECT_EQ(firstVersion("GNU Make 4.3\nBuilt for x86_64"), (Version{4, 3}));
    EXPECT_EQ(firstVersion("1.11.1\n"), (Version{1, 11, 1}));
    EXPECT_EQ(firstVersion("x86_64 SDL2 2.26.5"), (Version{2, 26, 5})) << "x86_64's digits belong to a word";
    EXPECT_EQ(firstVersion("no number here"), Version{});
}

TEST(DoctorVersion, ComparesPartByPartWithMissingPartsZero) {
    EXPECT_TRUE(atLeast({3, 22}, {3, 22, 0}));
    EXPECT_TRUE(atLeast({3, 100}, {3, 22}));
    EXPECT_FALSE(atLeast({3, 21, 9}, {3, 22}));
    EXPECT_FALSE(atLeast({2, 0, 14}, {2, 0, 18}));
    EXPECT_FALSE(atLeast({}, {8}));
    EXPECT_EQ(versionText({2, 0, 18}), "2.0.18");
}

TEST(DoctorCompiler, KnowsGccAndClangAndTheirMinimums) {
    const std::optional<Compiler> gcc = compilerOf("c++ (Debian 12.2.0-14+deb12u1) 12.2.0\nCopyright (C) 2022 Free "
                                                   "Software Foundation, Inc.\n");
    ASSERT_TRUE(gcc);
    EXPECT_EQ(gcc->name, "g++");
    EXPECT_EQ(gcc->version, (Version{12, 2, 0}));
    EXPECT_EQ(compilerMinimum(*gcc), Version{11});
    const std::optional<Compiler> old = compilerOf("g++ (Ubuntu 9.4.0-1ubuntu1~20.04.2) 9.4.0\n");
    ASSERT_TRUE(old);
    EXPECT_FALSE(atLeast(old->version, compilerMinimum(*old))) << "g++ 9 is refused";
    const std::optional<Compiler> clang = compilerOf("Debian clang version 14.0.6\nTarget: x86_64-pc-linux-gnu\n");
    ASSERT_TRUE(clang);
    EXPECT_EQ(clang->name, "clang++");
    EXPECT_EQ(clang->version, (Version{14, 0, 6}));
    const std::optional<Compiler> apple = compilerOf("Apple clang version 15.0.0 (clang-1500.1.0.2.5)\n");
    ASSERT_TRUE(apple);
    EXPECT_EQ(apple->version, (Version{15, 0, 0}));
    EXPECT_FALSE(compilerOf("Microsoft (R) C/C++ Optimizing Compiler"));
}

TEST(DoctorLibrary, ReadsTheVersionMacrosOfItsHeader) {
    const std::string sdl = "#define SDL_MAJOR_VERSION   2\n#define SDL_MINOR_VERSION   26\n#define SDL_PATCHLEVEL      5\n"
                            "#define SDL_VERSIONNUM(X, Y, Z) ((X)*1000)\n";
    EXPECT_EQ(headerVersion(kLibraries[0], sdl), (Version{2, 26, 5}));
    EXPECT_EQ(headerVersion(kLibraries[3], "// fmt\n#  define FMT_VERSION 90100\n"), (Version{9, 1, 0}));
    EXPECT_EQ(headerVersion(kLibraries[0], "#define SDL_MAJOR_VERSION_X 2\n"), Version{}) << "another macro";
    EXPECT_EQ(definedNumber("#define SDL_TTF_PATCHLEVEL 1\n", "SDL_TTF_PATCHLEVEL"), 1);
    EXPECT_EQ(definedNumber("#define SDL_TTF_PATCHLEVEL\n", "SDL_TTF_PATCHLEVEL"), std::nullopt);
}

// One home for each name: every library's package is one that setup installs, on each system.
TEST(DoctorLibrary, EachPackageIsOneThatSetupInstalls) {
    for (const Library& library : kLibraries) {
        SCOPED_TRACE(std::string(library.name));
        EXPECT_NE(std::find(kDebianPackages.begin(), kDebianPackages.end(), library.debian), kDebianPackages.end());
        EXPECT_NE(std::find(kBrewPackages.begin(), kBrewPackages.end(), library.brew), kBrewPackages.end());
        bool windows = false;
        for (const WindowsLibrary& other : kWindowsLibraries) windows = windows || other.package == library.msys;
        EXPECT_TRUE(windows);
    }
}

// The minimums are docs/setting-up.md's first paragraph, word for word.
TEST(DoctorLibrary, MinimumsAreTheOnesSettingUpStates) {
    const std::string page = kitFile("docs/setting-up.md");
    const std::size_t start = page.find("You need");
    const std::string first = page.substr(start, page.find("\n\n", start) - start);
    EXPECT_NE(first.find("CMake " + std::string(kCmakeMinimum) + "+"), std::string::npos);
    EXPECT_NE(first.find("g++ " + versionText(compilerMinimum({"g++", {}})) + "+"), std::string::npos);
    EXPECT_NE(first.find("clang " + versionText(compilerMinimum({"clang++", {}})) + "+"), std::string::npos);
    for (const Library& library : kLibraries) {
        EXPECT_NE(first.find(std::string(library.name) + " " + std::string(library.minimum) + "+"), std::string::npos)
            << library.name << " " << library.minimum << "+ is not in docs/setting-up.md's first paragraph:\n"
            << first;
    }
}

TEST(DoctorVerdict, IsReadyWithoutAProblemAndNamesTheFirstProblemWithItsFix) {
    std::vector<Finding> findings = {{"compiler", Outcome::Ok, "g++ 12.2.0 (11 or newer)", ""},
                                     {"your exercises", Outcome::Note, "6 of 6 started", ""},
                                     {"window", Outcome::Skipped, "no window", ""}};
    EXPECT_FALSE(hasProblem(findings));
    EXPECT_EQ(verdictLine(findings, kPlain), "ready");
    findings.push_back({"packages", Outcome::Problem, "missing libsdl2-ttf-dev", "sudo apt-get install -y libsdl2-ttf-dev"});
    findings.push_back({"debugger", Outcome::Problem, "none", "sudo apt-get install -y gdb"});
    EXPECT_TRUE(hasProblem(findings));
    EXPECT_EQ(verdictLine(findings, kPlain),
              "not ready: packages: missing libsdl2-ttf-dev. Fix: sudo apt-get install -y libsdl2-ttf-dev");
}

TEST(DoctorVerdict, EachLineSaysOkOrWhatIsWrongInWords) {
    EXPECT_EQ(findingLine({"CMake", Outcome::Ok, "3.25.1 (3.22 or newer)", ""}, kPlain), "  CMake: ok, 3.25.1 (3.22 or newer)");
    EXPECT_EQ(findingLine({"CMake", Outcome::Problem, "cmake 3.18.4, older than 3.22", "x"}, kPlain),
              "  CMake: cmake 3.18.4, older than 3.22");
    EXPECT_EQ(findingLine({"build", Outcome::Skipped, "until the problem above is fixed", ""}, kPlain),
              "  build: skipped, until the problem above is fixed");
}

// Windows: what is missing is named in the line itself, and the fix is the one line that installs it.
TEST(DoctorWindowsPackages, NameWhatIsMissingAndTheOneLineOrPageThatInstallsIt) {
    WindowsFacts msys;
    msys.cmake = true;
    msys.mingwCompiler = std::filesystem::path("C:/msys64/ucrt64/bin/g++.exe");
    msys.msysPackagePrefix = "mingw-w64-ucrt-x86_64";
    msys.msysShell = "UCRT64";
    EXPECT_EQ(windowsPackagesFinding(msys).outcome, Outcome::Ok);

    msys.cmake = false;
    msys.librariesMissing = {"SDL2_ttf", "fmt"};
    const Finding missingPackages = windowsPackagesFinding(msys);
    EXPECT_EQ(missingPackages.outcome, Outcome::Problem);
    EXPECT_EQ(missingPackages.detail, "missing MSYS2 packages: cmake, ninja, SDL2_ttf and fmt");
    EXPECT_EQ(missingPackages.fix, "pacman -S --needed mingw-w64-ucrt-x86_64-cmake mingw-w64-ucrt-x86_64-ninja "
                                   "mingw-w64-ucrt-x86_64-SDL2_ttf mingw-w64-ucrt-x86_64-fmt (in MSYS2's UCRT64 shell)");

    WindowsFacts nothing;
    nothing.librariesMissing = {"SDL2", "SDL2_ttf", "gtest", "fmt"};
    const Finding bare = windowsPackagesFinding(nothing);
    EXPECT_EQ(bare.outcome, Outcome::Problem);
    for (const char* named : {"cmake (", "a C++ compiler", "the libraries"})
        EXPECT_NE(bare.detail.find(named), std::string::npos) << "names " << named << ": " << bare.detail;
    EXPECT_NE(bare.fix.find("docs/setting-up.md"), std::string::npos) << bare.fix;
}

TEST(DoctorDisplay, NeedsDisplayOrWayland) {
    EXPECT_EQ(displayFinding(":0", nullptr).outcome, Outcome::Ok);
    EXPECT_EQ(displayFinding(nullptr, "wayland-0").detail, "WAYLAND_DISPLAY=wayland-0");
    const Finding none = displayFinding("", nullptr);
    EXPECT_EQ(none.outcome, Outcome::Problem) << "the workshop's loop shows the flock in a window";
    EXPECT_NE(none.detail.find("headless only"), std::string::npos);
    EXPECT_FALSE(none.fix.empty());
}

TEST(DoctorDisk, AsksForAFirstBuildAndAMarginThenTheMarginAlone) {
    EXPECT_EQ(diskFinding(kFirstBuildBytes + kDiskMargin, false).outcome, Outcome::Ok);
    const Finding short_ = diskFinding(kFirstBuildBytes, false);
    EXPECT_EQ(short_.outcome, Outcome::Problem);
    EXPECT_NE(short_.fix.find(gigabytes(kDiskMargin)), std::string::npos) << short_.fix;
    EXPECT_EQ(diskFinding(kDiskMargin, true).outcome, Outcome::Ok) << "built: rebuilds need the margin alone";
    EXPECT_EQ(diskFinding(kDiskMargin - 1, true).outcome, Outcome::Problem);
    EXPECT_EQ(gigabytes(1'450'000'000), "1.5 GB");
}

// A BMP of `width` x `height` pixels, each `pixel`'s bytes, as SDL_SaveBMP writes one: 24 bits, or 32 with bit fields.
std::string bmp(int width, int height, const std::string& pixel, bool bitFields) {
    auto le = [](std::uint32_t value, int size) {
        std::string bytes;
        for (int i = 0; i < size; ++i) bytes += char(i < 4 ? (value >> (8 * i)) & 0xff : 0);  // zeros past 4 bytes
        return bytes;
    };
    const int bits = int(pixel.size()) * 8;
    const int stride = (width * int(pixel.size()) + 3) / 4 * 4;
    const int header = bitFields ? 108 : 40;
    std::string rows;
    for (int y = 0; y < height; ++y) {
        std::string row;
        for (int x = 0; x < width; ++x) row += pixel;
        row.resize(std::size_t(stride), '\0');
        rows += row;
    }
    std::string out = "BM" + le(std::uint32_t(14 + header + int(rows.size())), 4) + le(0, 4) + le(std::uint32_t(14 + header), 4);
    out += le(std::uint32_t(header), 4) + le(std::uint32_t(width), 4) + le(std::uint32_t(height), 4) + le(1, 2) +
           le(std::uint32_t(bits), 2) + le(bitFields ? 3 : 0, 4) + le(std::uint32_t(rows.size()), 4) + le(0, 16);
    if (bitFields) out += le(0x00ff0000, 4) + le(0x0000ff00, 4) + le(0x000000ff, 4) + le(0xff000000, 4) + std::string(52, '\0');
    return out + rows;
}

TEST(DoctorScreenshot, CountsTheBoidsColourIn24And32BitPictures) {
    const std::string boid24{char(255), char(200), char(120)};  // blue, green, red
    EXPECT_EQ(pixelsNear(bmp(3, 2, boid24, false), kBoidColour), 6);
    const std::string boid32{char(250), char(205), char(118), char(255)};  // within 8 on each channel
    EXPECT_EQ(pixelsNear(bmp(5, 4, boid32, true), kBoidColour), 20);
    const std::string background{char(30), char(20), char(20)};
    EXPECT_EQ(pixelsNear(bmp(3, 2, background, false), kBoidColour), 0) << "a picture without boids";
    EXPECT_EQ(pixelsNear("PNG not a bmp", kBoidColour), std::nullopt);
    EXPECT_EQ(pixelsNear(bmp(3, 2, boid24, false).substr(0, 60), kBoidColour), std::nullopt) << "cut short";
}

TEST(DoctorScreenshot, TheBoidsColourIsTheWindowsOwn) {
    const std::string draw = kitFile("framework/app/drawing/draw.h");
    const std::string colour = "kBoid{" + std::to_string(kBoidColour[0]) + ", " + std::to_string(kBoidColour[1]) +
                               ", " + std::to_string(kBoidColour[2]) + ",";
    EXPECT_NE(draw.find(colour), std::string::npos) << colour << " is not in framework/app/drawing/draw.h";
}

// A test program's records that end: `passed` of `total` checks.
std::string recordsOf(int passed, int total) {
    std::string text = report::startLine({"boids_test_task1", {1}, total});
    for (int i = 0; i < total; ++i) {
        text += report::checkLine({1, "Alignment.Check" + std::to_string(i), "case", "", i < passed, {}});
    }
    return text + report::taskLine({1, passed, total, false, "", "", ""}) + report::endLine();
}

TEST(DoctorTasks, TheStubMustFailAndTheReferencePass) {
    const TaskRun stub = taskRunOf(recordsOf(3, 15), "");
    EXPECT_TRUE(stub.finished);
    EXPECT_EQ(stub.passed, 3);
    EXPECT_EQ(stub.total, 15);
    const TaskRun reference = taskRunOf(recordsOf(15, 15), "");
    EXPECT_EQ(taskFinding(1, stub, reference, "workshop").outcome, Outcome::Ok);
    EXPECT_EQ(taskFinding(1, reference, reference, "workshop").outcome, Outcome::Problem) << "a stub that passes: checks that catch nothing";
    EXPECT_EQ(taskFinding(1, stub, stub, "workshop").outcome, Outcome::Problem) << "checks that refuse the reference";
    std::string cut = recordsOf(3, 15);
    cut.resize(cut.rfind(report::endLine()));  // the program died before its end record
    const TaskRun crashed = taskRunOf(cut, "Running the checks\nSegmentation fault\n");
    EXPECT_FALSE(crashed.finished);
    const Finding finding = taskFinding(1, stub, crashed, "workshop");
    EXPECT_EQ(finding.outcome, Outcome::Problem);
    EXPECT_TRUE(finding.fix.starts_with("workshop doctor again")) << "the command as the learner types it: " << finding.fix;
    EXPECT_NE(finding.detail.find("Segmentation fault"), std::string::npos) << finding.detail;
}

}  // namespace
}  // namespace boids::companion

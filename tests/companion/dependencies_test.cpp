// The packages the kit needs: the messages that name what is missing, and finding a program as the shell does.
#include "dependencies.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string_view>
#include <vector>

#include "scratch_folder.h"

namespace boids::companion {
namespace {

namespace fs = std::filesystem;
using testing::put;
using testing::ScratchFolder;

const std::vector<std::string> kMissing = {"libfmt-dev", "libgtest-dev"};

TEST(PackageList, WindowsLibrariesAreTheMsys2ListsLibrariesAndItsToolsAreTheOnesSetupLooksFor) {
    // packages.txt's msys2 line: the tools windowsMissing names (gcc, cmake, ninja), then the libraries, whose headers
    // kWindowsLibraries looks for beside the compiler.
    std::vector<std::string_view> libraries(kMsys2Packages.begin(), kMsys2Packages.end());
    for (const std::string_view tool : {"gcc", "cmake", "ninja"}) {
        const auto found = std::find(libraries.begin(), libraries.end(), tool);
        ASSERT_NE(found, libraries.end()) << tool << " is not in packages.txt's msys2 line";
        libraries.erase(found);
    }
    std::vector<std::string_view> checked;
    for (const WindowsLibrary& library : kWindowsLibraries) checked.push_back(library.package);
    EXPECT_EQ(checked, libraries) << "kWindowsLibraries and packages.txt's msys2 libraries";
}

TEST(PackageList, TheDebuggerDoctorAsksForIsInTheDebianAndMsys2Lists) {
    EXPECT_NE(std::find(kDebianDebugger.begin(), kDebianDebugger.end(), "gdb"), kDebianDebugger.end());
    EXPECT_NE(std::find(kMsys2Debugger.begin(), kMsys2Debugger.end(), "gdb"), kMsys2Debugger.end());
}

TEST(MissingDebianMessage, ForAUserNamesTheSudoLineThatInstallsThem) {
    EXPECT_EQ(missingDebianMessage(kMissing, false, "./workshop"),
              "missing packages: libfmt-dev libgtest-dev \n"
              "Install them with this one line, then run the same command again:\n"
              "\n"
              "    sudo apt-get install -y libfmt-dev libgtest-dev \n");
}

TEST(MissingDebianMessage, ForRootNamesSetupTheOneCommandThatInstalls) {
    EXPECT_EQ(missingDebianMessage(kMissing, true, "./workshop"),
              "missing packages: libfmt-dev libgtest-dev \n"
              "Install them with this one line, then run the same command again:\n"
              "\n"
              "    ./workshop setup\n");
}

TEST(MissingBrewMessage, NamesTheBrewLine) {
    EXPECT_EQ(missingBrewMessage({"sdl2", "fmt"}), "missing Homebrew packages. Install them with:\n\n    brew install sdl2 fmt \n");
}

// Windows' setup, judged from its facts (the facts are gathered only on Windows; the judgement is tested here).
WindowsFacts msys2WithEverything() {
    WindowsFacts facts;
    facts.cmake = true;
    facts.mingwCompiler = fs::path("C:/msys64/ucrt64/bin/g++.exe");
    facts.msysPackagePrefix = "mingw-w64-ucrt-x86_64";
    facts.msysShell = "UCRT64";
    return facts;
}

TEST(WindowsSetup, WithMsys2sCompilerAndEveryLibraryNothingIsMissing) {
    EXPECT_EQ(windowsSetupProblem(msys2WithEverything()), "");
}

TEST(WindowsSetup, WithMsys2NamesThePacmanLineForWhatIsMissingAndTheShellToRunItIn) {
    WindowsFacts facts = msys2WithEverything();
    facts.cmake = false;
    facts.librariesMissing = {"SDL2_ttf", "fmt"};
    const std::string message = windowsSetupProblem(facts);
    EXPECT_NE(message.find("    pacman -S --needed mingw-w64-ucrt-x86_64-cmake mingw-w64-ucrt-x86_64-ninja "
                           "mingw-w64-ucrt-x86_64-SDL2_ttf mingw-w64-ucrt-x86_64-fmt\n"),
              std::string::npos)
        << message;
    EXPECT_NE(message.find("MSYS2's UCRT64 shell"), std::string::npos) << message;
    EXPECT_EQ(message.find("vcpkg"), std::string::npos) << "MSYS2's packages are the way here: " << message;
}

TEST(WindowsSetup, InMsys2sShellWithoutACompilerTheLineInstallsGccToo) {
    WindowsFacts facts = msys2WithEverything();
    facts.mingwCompiler.reset();
    facts.librariesMissing = {"SDL2", "SDL2_ttf", "gtest", "fmt"};
    const std::string message = windowsSetupProblem(facts);
    EXPECT_NE(message.find("pacman -S --needed mingw-w64-ucrt-x86_64-gcc mingw-w64-ucrt-x86_64-SDL2 "),
              std::string::npos)
        << message;
}

TEST(WindowsSetup, WithVisualStudioAndNoVcpkgNamesTheLibrariesAndWhereToGetThem) {
    WindowsFacts facts;
    facts.cmake = true;
    facts.msvc = true;
    facts.librariesMissing = {"SDL2", "SDL2_ttf", "gtest", "fmt"};
    const std::string message = windowsSetupProblem(facts);
    EXPECT_NE(message.find("  - the libraries: MSYS2's packages"), std::string::npos) << message;
    EXPECT_NE(message.find("vcpkg"), std::string::npos) << message;
    EXPECT_EQ(message.find("cmake ("), std::string::npos) << "cmake is there: " << message;
    EXPECT_EQ(message.find("compiler"), std::string::npos) << "cl is there: " << message;
    facts.vcpkg = true;
    EXPECT_EQ(windowsSetupProblem(facts), "") << "vcpkg installs the libraries when CMake configures";
}

TEST(WindowsSetup, WithNothingNamesCmakeACompilerAndTheLibraries) {
    WindowsFacts facts;
    facts.librariesMissing = {"SDL2", "SDL2_ttf", "gtest", "fmt"};
    const std::string message = windowsSetupProblem(facts);
    EXPECT_NE(message.find("  - cmake (https://cmake.org/download/, 3.22 or newer)"), std::string::npos) << message;
    EXPECT_NE(message.find("  - a C++ compiler: MSYS2's g++"), std::string::npos) << message;
    EXPECT_NE(message.find("  - the libraries"), std::string::npos) << message;
}

TEST(MsysEnvironmentOf, KnowsMsys2sThreeEnvironmentsByTheCompilersFolder) {
    EXPECT_EQ(msysEnvironmentOf("C:/msys64/ucrt64/bin/g++.exe")->packagePrefix, "mingw-w64-ucrt-x86_64");
    EXPECT_EQ(msysEnvironmentOf("C:/msys64/UCRT64/bin/g++.exe")->shell, "UCRT64") << "Windows' names ignore case";
    EXPECT_EQ(msysEnvironmentOf("C:/msys64/mingw64/bin/g++.exe")->packagePrefix, "mingw-w64-x86_64");
    EXPECT_EQ(msysEnvironmentOf("C:/msys64/clang64/bin/clang++.exe")->packagePrefix, "mingw-w64-clang-x86_64");
    EXPECT_FALSE(msysEnvironmentOf("C:/mingw/bin/g++.exe").has_value());
    EXPECT_FALSE(msysEnvironmentOf("C:/msys64/ucrt64/g++.exe").has_value()) << "not in a bin folder";
}

TEST(LibrariesMissingBeside, AreThoseWhoseHeaderIsNotInTheCompilersIncludeFolder) {
    ScratchFolder folder;
    const fs::path compiler = folder.path() / "ucrt64" / "bin" / "g++.exe";
    put(compiler, "");
    EXPECT_EQ(librariesMissingBeside(compiler),
              (std::vector<std::string>{"SDL2", "SDL2_ttf", "gtest", "fmt", "nlohmann-json", "cpp-httplib"}));
    put(folder.path() / "ucrt64" / "include" / "SDL2" / "SDL.h", "");
    put(folder.path() / "ucrt64" / "include" / "fmt" / "format.h", "");
    EXPECT_EQ(librariesMissingBeside(compiler),
              (std::vector<std::string>{"SDL2_ttf", "gtest", "nlohmann-json", "cpp-httplib"}));
}

#ifndef _WIN32
TEST(FindProgram, FindsAProgramOnThePathAndNotOneThatIsNot) {
    EXPECT_TRUE(findProgram("sh").has_value());
    EXPECT_FALSE(findProgram("boids-no-such-program").has_value());
}

TEST(FindProgram, TakesAPathWithAFolderAsItIsWhenItIsExecutable) {
    ScratchFolder folder;
    const fs::path program = folder.path() / "tool";
    put(program, "#!/bin/sh\n");
    EXPECT_FALSE(findProgram(program.string()).has_value()) << "not executable yet";
    fs::permissions(program, fs::perms::owner_exec, fs::perm_options::add);
    EXPECT_EQ(findProgram(program.string()), program);
}

TEST(MissingDebianPackages, AreThoseDpkgQueryDoesNotCallInstalled) {
    ScratchFolder folder;
    const fs::path dpkgQuery = folder.path() / "dpkg-query";
    // A stand-in: every package installed but two.
    put(dpkgQuery,
        "#!/bin/sh\ncase \"$*\" in *libfmt-dev*|*ninja-build*) printf 'unknown ok not-installed' ;; "
        "*) printf 'install ok installed' ;; esac\n");
    fs::permissions(dpkgQuery, fs::perms::owner_exec, fs::perm_options::add);
    EXPECT_EQ(missingDebianPackages(dpkgQuery), (std::vector<std::string>{"ninja-build", "libfmt-dev"}));
}
#endif

}  // namespace
}  // namespace boids::companion

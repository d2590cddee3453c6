// The packages the kit needs: the messages that name what is missing, and finding a program as the shell does.
#include "dependencies.h"

#include <gtest/gtest.h>

#include "scratch_folder.h"

namespace boids::companion {
namespace {

namespace fs = std::filesystem;
using testing::put;
using testing::ScratchFolder;

const std::vector<std::string> kMissing = {"libfmt-dev", "libgtest-dev"};

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

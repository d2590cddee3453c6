// The program's files: inputs read within their limits, and outputs that replace only a regular file and report
// every failed write.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#if !defined(_WIN32)
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "files.h"

namespace boids::app {
namespace {

namespace fs = std::filesystem;

// True when `text` holds `part`. (Named for this file: the tests are compiled in batches, where a shared name clashes.)
bool holds(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string textOf(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// A fresh folder per test, removed afterwards.
class OutputFile : public testing::Test {
protected:
    void SetUp() override {
        folder_ = fs::temp_directory_path() /
                  ("boids_files_test_" + std::string(testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(folder_);
        fs::create_directories(folder_);
    }
    void TearDown() override { fs::remove_all(folder_); }
    fs::path folder_;
};

TEST_F(OutputFile, ARegularFileIsReplacedWholeAndNoTemporaryIsLeft) {
    const fs::path path = folder_ / "state.txt";
    std::ofstream(path) << "old, and longer than the new text\n";
    ASSERT_EQ(writeOutputFile(path, "new\n"), "");
    EXPECT_EQ(textOf(path), "new\n");
    EXPECT_FALSE(fs::exists(folder_ / "state.txt.tmp"));
}

TEST_F(OutputFile, ALinkStaysALinkAndTheFileItNamesGetsTheText) {
    // As root, --dump-state /dev/stdout renamed a regular file over the link /dev/stdout.
    const fs::path target = folder_ / "target.txt";
    const fs::path link = folder_ / "link.txt";
    std::ofstream(target) << "old\n";
    std::error_code error;
    fs::create_symlink(target, link, error);
    if (error) GTEST_SKIP() << "no symbolic links here: " << error.message();
    ASSERT_EQ(writeOutputFile(link, "new\n"), "");
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_EQ(textOf(target), "new\n");
}

#if !defined(_WIN32)
TEST_F(OutputFile, AReplacedFileKeepsItsPermissions) {
    const fs::path path = folder_ / "state.txt";
    std::ofstream(path) << "old\n";
    const auto readOnlyToOthers = fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read;
    fs::permissions(path, readOnlyToOthers);
    ASSERT_EQ(writeOutputFile(path, "new\n"), "");
    EXPECT_EQ(textOf(path), "new\n");
    EXPECT_EQ(fs::status(path).permissions(), readOnlyToOthers);
}

TEST_F(OutputFile, ALinkToAFifoIsWrittenInPlaceAndBothStayWhatTheyWere) {
    // As root, --dump-state /dev/stdout (a link to the terminal or a pipe) became a regular file.
    const fs::path fifo = folder_ / "pipe";
    const fs::path link = folder_ / "out.txt";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    fs::create_symlink(fifo, link);
    // A reader opened first, without waiting, so that the writer's open does not wait either.
    const int reader = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK);
    ASSERT_GE(reader, 0);
    const std::string error = writeOutputFile(link, "seed=1\n");
    char got[64] = {};
    const ::ssize_t n = ::read(reader, got, sizeof got);
    ::close(reader);
    EXPECT_EQ(error, "");
    EXPECT_EQ(std::string(got, n > 0 ? std::size_t(n) : 0), "seed=1\n");
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_TRUE(fs::is_fifo(fifo));
    EXPECT_FALSE(fs::exists(folder_ / "pipe.tmp"));
}
#endif

TEST_F(OutputFile, AFailedWriteNamesTheFileAndTheSystemsReason) {
    const fs::path missing = folder_ / "no such folder" / "state.txt";
    const std::string error = writeOutputFile(missing, "text\n");
    EXPECT_TRUE(holds(error, "no such folder")) << error;
    EXPECT_TRUE(holds(error, "No such file or directory")) << error;
}

#if defined(__linux__)
// The devices are reached through links in the test's folder: were a device ever renamed over, as root, it would be
// the link that went, not /dev/null for every program on the machine.
TEST_F(OutputFile, ADeviceIsWrittenInPlaceAndStaysADevice) {
    const fs::path link = folder_ / "null";
    fs::create_symlink("/dev/null", link);
    ASSERT_EQ(writeOutputFile(link, "text\n"), "");
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_TRUE(fs::is_character_file("/dev/null"));
}

TEST_F(OutputFile, AFullDeviceIsAnErrorNamingItAndNoSpace) {
    // --analyze /dev/full lost every row and exited 0.
    const fs::path link = folder_ / "full";
    fs::create_symlink("/dev/full", link);
    const std::string error = writeOutputFile(link, "text\n");
    EXPECT_TRUE(holds(error, fmt::format("cannot write {}: No space left on device", link.string()))) << error;
    EXPECT_TRUE(fs::is_symlink(link));

    OutputStream stream("/dev/full");  // a stream writes in place, whatever the file is
    EXPECT_EQ(stream.error(), "");     // it opens
    EXPECT_FALSE(stream.write("step,seconds\n"));
    EXPECT_TRUE(holds(stream.error(), "cannot write /dev/full: No space left on device")) << stream.error();
    EXPECT_FALSE(stream.close());
}
#endif

TEST_F(OutputFile, AStreamWritesEveryRowAndClosesCleanly) {
    const fs::path path = folder_ / "rows.csv";
    OutputStream stream(path);
    ASSERT_TRUE(stream.write("a,b\n"));
    ASSERT_TRUE(stream.write("1,2\n"));
    EXPECT_EQ(textOf(path), "a,b\n1,2\n");  // flushed row by row
    EXPECT_TRUE(stream.close());
    EXPECT_EQ(stream.error(), "");
}

TEST_F(OutputFile, AStreamThatCannotOpenSaysWhy) {
    OutputStream stream(folder_ / "missing" / "rows.csv");
    EXPECT_TRUE(holds(stream.error(), "No such file or directory")) << stream.error();
    EXPECT_FALSE(stream.write("a\n"));
}

class InputFile : public OutputFile {};

TEST_F(InputFile, AFileOfExactlyTheLimitIsReadAndOneByteMoreIsRefusedWithItsSizeAndTheLimit) {
    const fs::path path = folder_ / "in.txt";
    std::ofstream(path) << std::string(100, '#');
    const TextFile atLimit = readTextFile(path, 100, "the script");
    EXPECT_EQ(atLimit.error, "");
    EXPECT_EQ(atLimit.text.size(), 100u);

    const TextFile over = readTextFile(path, 99, "the script");
    EXPECT_EQ(over.text, "");
    EXPECT_TRUE(holds(over.error, fmt::format("the script {} is 100 bytes, more than the limit", path.string())))
        << over.error;
    EXPECT_TRUE(holds(over.error, "the script must be a regular file of at most 99 bytes")) << over.error;
}

TEST_F(InputFile, AByteOrderMarkIsNotPartOfTheText) {
    const fs::path path = folder_ / "notepad.txt";
    std::ofstream(path, std::ios::binary) << "\xEF\xBB\xBFnumBoids=150\r\n";
    const TextFile file = readTextFile(path, 100, "the settings file");
    EXPECT_EQ(file.error, "");
    EXPECT_EQ(file.text, "numBoids=150\r\n");
}

TEST_F(InputFile, AFolderIsRefusedByNameAndKind) {
    const TextFile file = readTextFile(folder_, 100, "the script");
    EXPECT_FALSE(file.missing);
    EXPECT_TRUE(holds(file.error, fmt::format("the script {} is a folder, not a regular file", folder_.string())))
        << file.error;
}

TEST_F(InputFile, AMissingFileIsMissing) {
    const TextFile file = readTextFile(folder_ / "none.txt", 100, "the script");
    EXPECT_TRUE(file.missing);
    EXPECT_TRUE(holds(file.error, "none.txt does not exist")) << file.error;
}

#if !defined(_WIN32)
TEST_F(InputFile, AFifoAndAnEndlessDeviceAreRefusedAtOnce) {
    // --script /dev/zero read on for ever (240 MB at 20 s); a FIFO waits for a writer that never comes.
    const TextFile zero = readTextFile("/dev/zero", 100, "the script");
    EXPECT_TRUE(holds(zero.error, "the script /dev/zero is a character device, not a regular file")) << zero.error;
    EXPECT_TRUE(holds(zero.error, "at most 100 bytes")) << zero.error;

    const fs::path fifo = folder_ / "pipe";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const TextFile piped = readTextFile(fifo, 100, "the script");
    EXPECT_TRUE(holds(piped.error, "is a FIFO (a named pipe), not a regular file")) << piped.error;
}
#endif

}  // namespace
}  // namespace boids::app

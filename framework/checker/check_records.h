// The records of a test program's checks (boids/records.h): each check's failures as data, raised to GoogleTest as
// text, and written as JSON Lines to the file --records=PATH names (docs/records.md), a record as each check ends.
#pragma once

#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include <boids/records.h>

namespace boids::test {

// The file named by the last FLAG=PATH in argv (`flag` is "--records=" or "--source="), read and removed from argv
// before GoogleTest sees it; empty when not given.
std::filesystem::path parseFileFlag(int& argc, char** argv, std::string_view flag);

// The records of one test program. The harness says what each check is (describe), and the failures of the running
// one (fail); the listener (listen) starts and ends each record with GoogleTest's own events.
class Recorder {
public:
    // Records of task number `task`, by the program called `program`, written to `file` (none when empty; a file
    // that cannot be written is said on standard error, and the checks run without it).
    Recorder(int task, std::string program, const std::filesystem::path& file);

    // Check `name` ("Suite.Name") is a `kind` ("case", "property", "grid") that checks `checks`, in words.
    void describe(const std::string& name, std::string kind, std::string checks);
    // A failure of the running check: kept in its record, and raised in GoogleTest with the failure's text.
    void fail(report::Failure failure);
    // The scene of the running check, for those of its failures that name none (a JSON object's text).
    void scene(std::string sceneJson);
    // The learner's source file (--source=PATH), against which each failure's claims about the code are checked
    // before it is raised or written (boids/claims.h); a file that does not read is said, and nothing is checked.
    void learnerSource(const std::filesystem::path& file);

    // Adds to GoogleTest's listeners the one that starts and writes the records (GoogleTest owns it).
    static void listen(const std::shared_ptr<Recorder>& recorder);

    void programStarted(int checks);
    void checkStarted(const testing::TestInfo& test);
    void checkEnded(const testing::TestInfo& test);
    void programEnded();

private:
    void write(const std::string& line);

    int task_;
    std::string program_;
    std::ofstream out_;
    std::vector<report::Check> described_;
    report::Check running_;
    std::string runningScene_;
    std::string code_;  // the learner's source as code (report::codeOf), or empty
    int passed_ = 0;
    int total_ = 0;
};

}  // namespace boids::test

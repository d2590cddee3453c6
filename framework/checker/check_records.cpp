// The records of a test program's checks (check_records.h).
#include "check_records.h"

#include <cstring>
#include <iostream>
#include <sstream>

#if defined(_WIN32)
#include <windows.h>
#include <shellapi.h>
#endif

#include <boids/claims.h>
#include <boids/render.h>

namespace boids::test {

namespace {

// The path of the last FLAG=PATH as given. On Windows, argv is in the ANSI code page, which cannot hold every
// folder's name ("Zoë"): the command line is read again as UTF-16.
std::filesystem::path flagPath([[maybe_unused]] std::string_view flag, std::string_view narrow) {
#if defined(_WIN32)
    int count = 0;
    wchar_t** wide = CommandLineToArgvW(GetCommandLineW(), &count);
    std::filesystem::path path;
    for (int i = 1; wide && i < count; ++i) {
        const std::wstring_view arg = wide[i];
        const std::wstring wideFlag(flag.begin(), flag.end());  // the flags are ASCII
        if (arg.starts_with(wideFlag)) path = std::filesystem::path(arg.substr(wideFlag.size()));
    }
    if (wide) LocalFree(wide);
    if (!path.empty()) return path;
#endif
    return std::filesystem::path(narrow);
}

}  // namespace

std::filesystem::path parseFileFlag(int& argc, char** argv, std::string_view flag) {
    std::filesystem::path file;
    int kept = 1;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg.starts_with(flag)) {
            file = flagPath(flag, arg.substr(flag.size()));
        } else {
            argv[kept++] = argv[i];
        }
    }
    argc = kept;
    argv[argc] = nullptr;
    return file;
}

Recorder::Recorder(int task, std::string program, const std::filesystem::path& file)
    : task_(task), program_(std::move(program)) {
    if (file.empty()) return;
    out_.open(file, std::ios::binary | std::ios::trunc);
    if (!out_) {
        std::cerr << "cannot write the check records to " << file.string() << ": " << std::strerror(errno)
                  << "; the checks run without them\n";
    }
}

void Recorder::describe(const std::string& name, std::string kind, std::string checks) {
    report::Check check;
    check.task = task_;
    check.name = name;
    check.kind = std::move(kind);
    check.checks = std::move(checks);
    described_.push_back(std::move(check));
}

void Recorder::learnerSource(const std::filesystem::path& file) {
    if (file.empty()) return;
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    if (in.is_open()) text << in.rdbuf();
    if (!in.is_open() || in.bad()) {
        std::cerr << "cannot read the learner's source " << file.string() << ": " << std::strerror(errno)
                  << "; what a failure says about it is not checked against it\n";
        return;
    }
    code_ = report::codeOf(text.str());
}

void Recorder::fail(report::Failure failure) {
    if (!code_.empty()) report::dropFalseClaimsInCode(failure, code_);
    ADD_FAILURE_AT(failure.file.c_str(), failure.line) << "\n" << report::messageText(failure);
    running_.failures.push_back(std::move(failure));
}

void Recorder::scene(std::string sceneJson) { runningScene_ = std::move(sceneJson); }

void Recorder::write(const std::string& line) {
    if (!out_.is_open()) return;
    out_ << line;
    out_.flush();  // a record as each check ends: a crash later keeps it, and a child process inherits no buffer
}

void Recorder::programStarted(int checks) { write(report::startLine({program_, {task_}, checks})); }

void Recorder::checkStarted(const testing::TestInfo& test) {
    const std::string name = std::string(test.test_suite_name()) + "." + test.name();
    running_ = {};
    for (const report::Check& check : described_) {
        if (check.name == name) running_ = check;
    }
    running_.task = task_;
    running_.name = name;
    runningScene_.clear();
}

void Recorder::checkEnded(const testing::TestInfo& test) {
    running_.passed = test.result()->Passed();
    for (report::Failure& failure : running_.failures) {
        if (failure.scene.empty()) failure.scene = runningScene_;
    }
    ++total_;
    if (running_.passed) ++passed_;
    write(report::checkLine(running_));
}

void Recorder::programEnded() {
    write(report::taskLine({task_, passed_, total_, false, "", "", ""}));
    write(report::endLine());
}

namespace {

class Listener : public testing::EmptyTestEventListener {
public:
    explicit Listener(std::shared_ptr<Recorder> recorder) : recorder_(std::move(recorder)) {}
    void OnTestProgramStart(const testing::UnitTest& unit) override { recorder_->programStarted(unit.test_to_run_count()); }
    void OnTestStart(const testing::TestInfo& test) override { recorder_->checkStarted(test); }
    void OnTestEnd(const testing::TestInfo& test) override { recorder_->checkEnded(test); }
    void OnTestProgramEnd(const testing::UnitTest&) override { recorder_->programEnded(); }

private:
    std::shared_ptr<Recorder> recorder_;
};

}  // namespace

void Recorder::listen(const std::shared_ptr<Recorder>& recorder) {
    testing::UnitTest::GetInstance()->listeners().Append(new Listener(recorder));
}

}  // namespace boids::test

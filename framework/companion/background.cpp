// A program started beside the companion's work (background.h): posix_spawn on POSIX; on Windows runProcess on a
// thread of its own.
#include "background.h"

#include <fstream>

#include "child_process.h"
#include "file_io.h"

#ifndef _WIN32
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
extern char** environ;  // the environment the started program inherits
#endif

namespace boids::companion {

namespace fs = std::filesystem;

Background::Background(const fs::path& program, const std::vector<std::string>& arguments, const fs::path& output,
                       bool errorsToo) {
#ifdef _WIN32
    thread_ = std::thread([this, program, arguments, output, errorsToo] {
        std::vector<fs::path> args(arguments.begin(), arguments.end());
        std::ofstream log(output, std::ios::binary);
        app::ProcessOptions options;
        options.onLine = [&log](std::string_view line) { log << line << '\n' << std::flush; };
        (void)errorsToo;  // runProcess gives both streams together
        status_ = app::runProcess(program, args, options).exitCode;
    });
#else
    std::vector<std::string> words = {program.string()};
    words.insert(words.end(), arguments.begin(), arguments.end());
    std::vector<char*> argv;
    for (std::string& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, output.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (errorsToo) posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
    pid_t pid = -1;
    if (posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ) == 0) {
        pid_ = pid;
    } else if (errorsToo) {
        writeFile(output, "could not start " + program.string() + "\n");
    }
    posix_spawn_file_actions_destroy(&actions);
#endif
}

Background::~Background() {
#ifdef _WIN32
    if (thread_.joinable()) thread_.detach();
#else
    if (pid_ > 0) {
        ::kill(static_cast<pid_t>(pid_), SIGTERM);
        wait();
    }
#endif
}

int Background::wait() {
#ifdef _WIN32
    if (thread_.joinable()) thread_.join();
    return status_;
#else
    if (pid_ <= 0) return 127;
    int status = 0;
    while (::waitpid(static_cast<pid_t>(pid_), &status, 0) < 0 && errno == EINTR) {
    }
    pid_ = -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
#endif
}

}  // namespace boids::companion

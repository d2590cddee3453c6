// ./workshop run [ARGS]: build the window and its learner plugin, then become the window (POSIX: exec, so that
// signals and the exit status are the window's; Windows: started on this console, its exit code returned).
#include <cerrno>
#include <cstring>
#include <iostream>
#include <system_error>

#include "build.h"
#include "child_process.h"
#include "utf8_path.h"
#include "verbs.h"

#ifndef _WIN32
#include <unistd.h>
#endif

namespace boids::companion {

int verbRun(Context& context, std::span<const std::string> arguments) {
    ensureDependencies(context.kit, context.console, false);  // the window also needs a font, which CMake does not seek
    Builder builder(context.kit, context.console, context.lockHolder());
    builder.buildLoop({"boids", "boids_learner_plugin"});
    const std::filesystem::path window = context.kit.built("boids");
    std::cout.flush();
    std::cerr.flush();
#ifdef _WIN32
    std::vector<std::filesystem::path> passed;
    for (const std::string& argument : arguments) passed.push_back(app::pathFromUtf8(argument));
    app::ProcessOptions options;
    options.inheritStandardStreams = true;
    const app::ProcessResult result = app::runProcess(window, passed, options);
    if (result.exitCode < 0 && !result.output.empty()) fail(result.output);
    return result.exitCode;
#else
    std::vector<std::string> words{window.native()};
    words.insert(words.end(), arguments.begin(), arguments.end());
    std::vector<char*> argv;
    for (std::string& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    // As a shell says a program it cannot start: exit code 127.
    throw CommandError{127, "could not start the window " + app::utf8FromPath(window) + ": " +
                                std::generic_category().message(errno)};
#endif
}

}  // namespace boids::companion

// The companion's entry: the verb table, and what a verb's error becomes (a message and an exit code).
#include <algorithm>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "console.h"
#include "kit.h"
#include "utf8_path.h"
#include "verbs.h"

#ifdef _WIN32
#include <windows.h>

#include <io.h>
#include <shellapi.h>
#else
#include <unistd.h>
#endif

namespace {

using namespace boids::companion;

using Verb = int (*)(Context&, std::span<const std::string>);

struct VerbEntry {
    std::string_view name;
    Verb run;
};

// Every verb, as the learner types it. help has two more spellings (-h, --help).
constexpr VerbEntry kVerbs[] = {
    {"run", verbRun},         {"status", verbStatus}, {"test", verbTest},         {"trace", verbTrace}, {"debug", verbDebug},
    {"watch", verbWatch},
    {"hint", verbHint},       {"hand", verbHand},     {"solve", verbSolve},   {"unsolve", verbUnsolve},   {"reset", verbReset},
    {"setup", verbSetup},     {"doctor", verbDoctor},     {"selftest", verbSelftest}, {"new-task", verbNewTask}, {"help", verbHelp},
    {"join", verbJoin},       {"leave", verbLeave},   {"room", verbRoom},         {"room-send", verbRoomSend},
    {"-h", verbHelp},         {"--help", verbHelp},
};

// The arguments as UTF-8: on Windows from the wide command line (argv is in the ANSI code page there).
std::vector<std::string> argumentsOf(int argc, char** argv) {
    std::vector<std::string> arguments;
#ifdef _WIN32
    (void)argc;
    (void)argv;
    int count = 0;
    wchar_t** wide = CommandLineToArgvW(GetCommandLineW(), &count);
    for (int i = 1; wide && i < count; ++i) arguments.push_back(boids::app::utf8FromPath(std::filesystem::path(wide[i])));
    if (wide) LocalFree(wide);
#else
    for (int i = 1; i < argc; ++i) arguments.emplace_back(argv[i]);
#endif
    return arguments;
}

// Standard output is a terminal (the sh launcher's [ -t 1 ]); on Windows, a console that takes escape codes.
bool outputIsTerminal() {
#ifdef _WIN32
    if (!_isatty(_fileno(stdout))) return false;
    const HANDLE out = GetStdHandle(STD_OUTPUT_HANDLE);
    DWORD mode = 0;
    return GetConsoleMode(out, &mode) && SetConsoleMode(out, mode | ENABLE_VIRTUAL_TERMINAL_PROCESSING);
#else
    return isatty(STDOUT_FILENO) == 1;
#endif
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> arguments = argumentsOf(argc, argv);
    Console console(std::cout, std::cerr,
                    styledOutput(outputIsTerminal(), std::getenv("NO_COLOR"), std::getenv("TERM")),
                    commandFromEnvironment());
    const std::string verb = arguments.empty() ? "help" : arguments.front();
    const std::span<const std::string> rest =
        arguments.empty() ? std::span<const std::string>() : std::span<const std::string>(arguments).subspan(1);
    try {
        const Kit kit(kitRootFromEnvironment(BOIDS_COMPANION_KIT_ROOT), prebuiltBuildFromEnvironment());
        std::string commandLine;  // as the bash's "$*", for the build lock's holder line
        for (std::size_t i = 0; i < arguments.size(); ++i) commandLine += (i > 0 ? " " : "") + arguments[i];
        Context context{kit, console, commandLine};
        const bool asksForHelp = std::any_of(rest.begin(), rest.end(), [](const std::string& word) {
            return word == "--help" || word == "-h";
        });
        if (asksForHelp && hasHelpFor(verb)) return helpFor(console, verb);
        for (const VerbEntry& entry : kVerbs) {
            if (entry.name != verb) continue;
            const int status = entry.run(context, rest);
            // Where the learner stands may have changed: a joined kit tells its room, in the background.
            static constexpr std::string_view kChanges[] = {"test", "hint", "hand", "solve", "unsolve", "reset", "status"};
            if (std::find(std::begin(kChanges), std::end(kChanges), verb) != std::end(kChanges)) tellTheRoom(kit, console);
            return status;
        }
        usageError("unknown command '" + verb + "'.");
    } catch (const CommandError& error) {
        if (!error.message.empty()) console.complain(error.message);
        if (error.usage) console.sayError("Run " + console.command() + " help for the commands.");
        return error.exitCode;
    } catch (const std::exception& error) {
        console.complain("the companion stopped on an unexpected problem, so " + verb +
                         " did not finish: " + error.what());
        return 1;
    }
}

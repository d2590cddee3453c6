// ./workshop help: the commands, on one screen.
#include <sstream>

#include "arguments.h"
#include "verbs.h"

namespace boids::companion {

int verbHelp(Context& context, std::span<const std::string> arguments) {
    noArguments("help", arguments);
    const Style& style = context.console.style();
    const std::string& command = context.console.command();
    std::ostringstream text;
    text << style.bold << command << style.reset << " COMMAND\n"
         << "\n"
         << "  run [ARGS]          build and open the boids window (ARGS go to the program; try --help)\n"
         << "  status              progress over all the tasks, and what to do next\n"
         << "  test N [--all]      build and run task N's tests; shows the first failure (--all: every failure)\n"
         << "  watch [N]           rerun task N's tests every time you save a file in exercises/ (no N: the first task\n"
         << "                      not passing yet); Ctrl-C stops. --runs K stops after K reruns\n"
         << "  hint N              one more hint for task N each time, from a nudge to nearly the code (--reset: from hint 1)\n"
         << "  solve N             use the reference solutions/NN_*.cpp for task N (your exercise file is not touched)\n"
         << "  unsolve N           go back to your own exercises/NN_*.cpp for task N\n"
         << "  reset N [--yes]     put the untouched stub back in exercises/NN_*.cpp; yours is kept in backups/ first\n"
         << "  setup               install or list the packages the kit needs\n"
         << "  selftest [--sanitize | --windows]\n"
         << "                      for instructors: the kit's own test suite, whatever exercises/ holds: solutions pass,\n"
         << "                      stubs and kept mistakes fail (--sanitize: built with clang under ASan and UBSan, with\n"
         << "                      the fuzz targets and the long tests, then the threads' tests under TSan; --windows:\n"
         << "                      built with MinGW-w64 and run under Wine; CI runs both)\n"
         << "  new-task NAME --like N [--weight FIELD] [--bonus] [--dry-run]\n"
         << "                      for instructors: a task of your own, its files made from task N's (or a kind's:\n"
         << "                      flock, predators, obstacles), added to tasks.txt and README.md; docs/adding-a-task.md\n"
         << "  help                this text\n"
         << "\n"
         << "Start: open exercises/" << allTasks().front().stem << ".cpp, then " << command << " test "
         << allTasks().front().number << " (" << command
         << " status says where you are).\n"
         << "Tasks:";
    // The task list from the one list of tasks: "1 Alignment, ..., and the bonus 6 Spatial grid."
    for (const Task& task : allTasks()) {
        text << (&task == &allTasks().front() ? " " : ", ") << (task.bonus ? "and the bonus " : "") << task.number
             << " " << task.name;
    }
    text << ".\n"
         << "Your progress is in build/ and .workshop/ (the hints you have seen); deleting either loses none of your code.";
    context.console.say(text.str());
    return 0;
}

}  // namespace boids::companion

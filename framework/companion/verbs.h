// Every verb of the companion. Each returns the exit code, or throws CommandError.
#pragma once

#include <span>
#include <string>

#include "console.h"
#include "kit.h"

namespace boids::companion {

// What every verb works with. commandLine: the words after the companion's name ("test 1"), for the lock's holder.
struct Context {
    const Kit& kit;
    Console& console;
    std::string commandLine;
    // The build lock's holder line for this command, as the learner typed it: "./workshop test 1".
    std::string lockHolder() const { return console.command() + " " + commandLine; }
};

int verbRun(Context&, std::span<const std::string> arguments);        // C1
int verbStatus(Context&, std::span<const std::string> arguments);     // C1
int verbTest(Context&, std::span<const std::string> arguments);       // C1
int verbWatch(Context&, std::span<const std::string> arguments);      // C2
int verbHint(Context&, std::span<const std::string> arguments);       // C2
int verbSolve(Context&, std::span<const std::string> arguments);      // C2
int verbUnsolve(Context&, std::span<const std::string> arguments);    // C2
int verbReset(Context&, std::span<const std::string> arguments);      // C2
int verbSetup(Context&, std::span<const std::string> arguments);      // C2
int verbSelftest(Context&, std::span<const std::string> arguments);   // C2
int verbHelp(Context&, std::span<const std::string> arguments);       // C2
int verbNewTask(Context&, std::span<const std::string> arguments);    // for instructors: new_task.h

}  // namespace boids::companion

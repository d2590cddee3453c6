// Every verb of the companion. Each returns the exit code, or throws CommandError.
#pragma once

#include <span>
#include <string>
#include <string_view>

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

int verbRun(Context&, std::span<const std::string> arguments);
int verbStatus(Context&, std::span<const std::string> arguments);
int verbTest(Context&, std::span<const std::string> arguments);
int verbTrace(Context&, std::span<const std::string> arguments);
int verbDebug(Context&, std::span<const std::string> arguments);
int verbWatch(Context&, std::span<const std::string> arguments);
int verbHint(Context&, std::span<const std::string> arguments);
int verbHand(Context&, std::span<const std::string> arguments);    // the raised hand: boids/hand.h
int verbSolve(Context&, std::span<const std::string> arguments);
int verbUnsolve(Context&, std::span<const std::string> arguments);
int verbReset(Context&, std::span<const std::string> arguments);
int verbSetup(Context&, std::span<const std::string> arguments);
int verbDoctor(Context&, std::span<const std::string> arguments);   // is this laptop ready? doctor.h
int verbSelftest(Context&, std::span<const std::string> arguments);
int verbHelp(Context&, std::span<const std::string> arguments);
int verbNewTask(Context&, std::span<const std::string> arguments);    // for instructors: new_task.h
// The room (docs/room.md): the instructor's server, and a learner's joining, leaving and sender (room_membership.h).
int verbRoom(Context&, std::span<const std::string> arguments);
int verbJoin(Context&, std::span<const std::string> arguments);
int verbLeave(Context&, std::span<const std::string> arguments);
int verbRoomSend(Context&, std::span<const std::string> arguments);  // not listed in help: commands start it
// After a command that changes where the learner stands: when the kit has joined a room, starts the sender in the
// background (it outlives the command, which does not wait for it); else nothing.
void tellTheRoom(const Kit&, Console&);
// Whether this build of the program has the room (it was built with cpp-httplib); setup rebuilds one without it.
bool roomBuiltIn();
// status's line for a joined kit: the room's code and address, and what is sent; nothing when not joined.
void sayMembership(const Kit&, Console&);

// VERB --help (or -h) anywhere among a verb's words answers as help VERB, and runs nothing; run hands its words to
// the window's program, whose own --help answers.
bool hasHelpFor(std::string_view verb);
int helpFor(Console&, std::string_view verb);  // throws a usage CommandError for a verb it does not know

}  // namespace boids::companion

// room, join, leave and the sender in a build of ./workshop without cpp-httplib (installed by ./workshop setup):
// each says what to install; tellTheRoom sends nothing.
#include "verbs.h"

namespace boids::companion {

namespace {

[[noreturn]] void noRoom(const Console& console) {
    fail("this build of " + console.command() + "'s own program has no room: its HTTP library, cpp-httplib, was not "
         "installed when it was built. " + console.command() + " setup installs it, and the next command builds the "
         "program again. The hands (" + console.command() + " hand) work without it.");
}

}  // namespace

int verbRoom(Context& context, std::span<const std::string>) { noRoom(context.console); }
int verbJoin(Context& context, std::span<const std::string>) { noRoom(context.console); }
int verbLeave(Context& context, std::span<const std::string>) { noRoom(context.console); }
int verbRoomSend(Context&, std::span<const std::string>) { return 1; }
void tellTheRoom(const Kit&, Console&) {}
void sayMembership(const Kit&, Console&) {}
bool roomBuiltIn() { return false; }

}  // namespace boids::companion

// ./workshop setup: installs the packages the kit needs (as root on Debian/Ubuntu), or says how.
#include <filesystem>
#include <system_error>

#include "boids/records.h"

#include "arguments.h"
#include "build.h"
#include "trace.h"
#include "verbs.h"

namespace boids::companion {

int verbSetup(Context& context, std::span<const std::string> arguments) {
    noArguments("setup", arguments);
    ensureDependencies(context.kit, context.console, true);
    context.console.say("All the packages the kit needs are installed.");
    if (!report::recordsReadable() || !roomBuiltIn()) {
        // This program was built before the JSON library (the check records) or the HTTP library (the room) was
        // installed. Its build folder loses its CMake cache: the launchers (workshop, workshop.cmd) then configure
        // and build it again, with them, before the next command.
        std::error_code ignored;
        std::filesystem::remove(context.kit.root() / "build" / "companion" / "CMakeCache.txt", ignored);
        context.console.say(std::string("./workshop's own program builds itself again at the next command, with the ") +
                            (report::recordsReadable() ? "HTTP library" : "JSON library") + " it was built without.");
    }
    setUpDebugger(context.console);
    return 0;
}

}  // namespace boids::companion

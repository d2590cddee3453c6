// ./workshop setup: installs the packages the kit needs (as root on Debian/Ubuntu), or says how.
#include "arguments.h"
#include "build.h"
#include "trace.h"
#include "verbs.h"

namespace boids::companion {

int verbSetup(Context& context, std::span<const std::string> arguments) {
    noArguments("setup", arguments);
    ensureDependencies(context.kit, context.console, true);
    context.console.say("All the packages the kit needs are installed.");
    setUpDebugger(context.console);
    return 0;
}

}  // namespace boids::companion

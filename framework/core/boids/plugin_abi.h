// kPluginAbi, this build's PluginAbi (boids/plugin.h). Apart from plugin.h because it holds the hash of the kit's
// headers, which a header's edit changes: only the sources that state or check the ABI (a plugin's entry points,
// boids/plugin_check.h's definition, their tests) include it. tasks.txt's list is not in it: a plugin of every task
// states its list in tasksHash (learner_plugin.cpp), and one task's module is checked by the task it holds, so that
// adding a task recompiles none of the other tasks' modules.
#pragma once

#include "boids/plugin.h"
#include "boids/plugin_headers_hash.h"  // generated at build time (framework/plugin_headers_hash.cmake)

namespace boids {

// This build's PluginAbi. (A compile error here saying the initializer string is too long: the compiler's name is
// longer than standardLibrary; make the array longer and raise kPluginAbiVersion.)
inline constexpr PluginAbi kPluginAbi{
    kPluginAbiVersion,
    {pluginTypeLayout<Vec2>(), pluginTypeLayout<Boid>(), pluginTypeLayout<Obstacle>(), pluginTypeLayout<Params>(),
     pluginTypeLayout<Grid>(), pluginTypeLayout<TaskTable>(), pluginTypeLayout<std::span<const Boid>>(),
     pluginTypeLayout<std::span<const Vec2>>(), pluginTypeLayout<std::span<const Obstacle>>(),
     pluginTypeLayout<std::vector<std::uint32_t>>(), pluginTypeLayout<std::size_t>()},
    BOIDS_PLUGIN_HEADERS_HASH,
    BOIDS_PLUGIN_STANDARD_LIBRARY,
    {}};

}  // namespace boids

// kPluginAbi, this build's PluginAbi (boids/plugin.h). Apart from plugin.h because it holds the hash of the kit's
// headers and of tasks.txt's list, which adding a task changes: only the sources that state or check the ABI (a
// plugin's entry points, boids/plugin_check.h's definition, their tests) include it, so that the rest of the kit does
// not recompile when a task is added.
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
    BOIDS_PLUGIN_STANDARD_LIBRARY};

}  // namespace boids

// Comparing a plugin's PluginAbi with this program's: the one check that the window's loader and the tests' task
// module loader make before they call anything else in a plugin.
#pragma once

#include <string>
#include <string_view>

#include "boids/plugin.h"

namespace boids {

// Empty when a plugin that says `built` may be called by a program that says `ours`; else the first item that
// differs, with both sides' values, as a clause that follows "the plugin was built differently: " ("Boid is 24 bytes
// in the plugin and 20 bytes in this program"). The items in order: the version, each type's size and alignment (in
// kPluginTypeNames's order), the kit's headers, the standard library, and tasks.txt's list where both state one. Reads `built.version` alone first: a plugin of
// another version may have a shorter PluginAbi, whose other fields are never read. Its text fields are read no
// further than their ends, even when they hold no NUL.
std::string pluginAbiDifference(const PluginAbi& built, const PluginAbi& ours);
// The same, where `ours` is this build's kPluginAbi (boids/plugin_abi.h) with the list its registry holds.
std::string pluginAbiDifference(const PluginAbi& built);

// The SHA-256 of tasks.txt's list as this program's registry holds it (BOIDS_TASK_LIST_HASH, framework/tasks/tables.cpp).
std::string_view taskListHash();

}  // namespace boids

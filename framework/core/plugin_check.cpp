// Comparing a plugin's PluginAbi with this program's, item by item, in words (boids/plugin_check.h).
#include "boids/plugin_check.h"

#include "boids/plugin_abi.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include <fmt/format.h>

namespace boids {

namespace {

// A NUL-terminated char array from another build, read no further than its end even when it has no NUL.
template <std::size_t N>
std::string_view textOf(const char (&field)[N]) {
    return {field, std::find(field, field + N, '\0')};
}

// "Boid is 24 bytes in the plugin and 20 bytes in this program", or the same of its alignment; empty when equal.
std::string layoutDifference(std::string_view type, const PluginTypeLayout& built, const PluginTypeLayout& ours) {
    if (built.size != ours.size) {
        return fmt::format("{} is {} bytes in the plugin and {} bytes in this program", type, built.size, ours.size);
    }
    if (built.alignment != ours.alignment) {
        return fmt::format("{} is aligned to {} bytes in the plugin and to {} bytes in this program", type,
                           built.alignment, ours.alignment);
    }
    return {};
}

}  // namespace

std::string pluginAbiDifference(const PluginAbi& built, const PluginAbi& ours) {
    const std::uint32_t version = built.version;  // the one field every version has
    if (version != ours.version) {
        return fmt::format("it was built by another version of the kit, plugin ABI {} in the plugin and {} in this "
                           "program",
                           version, ours.version);
    }
    for (std::size_t i = 0; i < kPluginTypeCount; ++i) {
        if (std::string difference = layoutDifference(kPluginTypeNames[i], built.types[i], ours.types[i]);
            !difference.empty()) {
            return difference;
        }
    }
    if (textOf(built.headersHash) != textOf(ours.headersHash)) {
        return fmt::format("it was built against other kit headers (boids/plugin.h and the headers it includes): "
                           "their SHA-256 is {} in the plugin and {} in this program",
                           textOf(built.headersHash), textOf(ours.headersHash));
    }
    if (textOf(built.standardLibrary) != textOf(ours.standardLibrary)) {
        return fmt::format("it was built with another standard library or compiler: {} in the plugin and {} in this "
                           "program",
                           textOf(built.standardLibrary), textOf(ours.standardLibrary));
    }
    if (!textOf(built.tasksHash).empty() && !textOf(ours.tasksHash).empty() &&
        textOf(built.tasksHash) != textOf(ours.tasksHash)) {
        return fmt::format("it was built for another list of tasks (tasks.txt): the list's SHA-256 is {} in the plugin "
                           "and {} in this program",
                           textOf(built.tasksHash), textOf(ours.tasksHash));
    }
    return {};
}

std::string pluginAbiDifference(const PluginAbi& built) {
    PluginAbi ours = kPluginAbi;
    const std::string_view hash = taskListHash();
    std::copy_n(hash.begin(), std::min(hash.size(), sizeof ours.tasksHash - 1), ours.tasksHash);
    return pluginAbiDifference(built, ours);
}

}  // namespace boids

// Is the learner's plugin older than the code it was built from? Then the program would fly the code as it was when
// last built, not as the learner sees it in their editor: main.cpp says so before the flock flies.
#pragma once

#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <boids/tasks.h>

namespace boids::app {

// The files the plugin is built from, under the kit's folder `kit`: `list` names them relative to it, separated by
// '|' ("exercises/01_alignment.cpp|exercises/02_...", as learnerSourceList makes it).
std::vector<std::filesystem::path> learnerSources(const std::filesystem::path& kit, std::string_view list);

// That list for `tasks`: each task's file is `pattern` with {stem} replaced by its stem ("exercises/{stem}.cpp"; the
// self-test's "framework/tasks/{stem}/stub.cpp"), or solutions/STEM.cpp when `solved` ("2|4", BOIDS_SOLVED) names its
// number. Made at run time from the registry (framework/app/CMakeLists.txt), so that adding a task recompiles nothing
// of the window's.
std::string learnerSourceList(std::span<const TaskInfo> tasks, std::string_view pattern, std::string_view solved);

// The most recently saved of `sources` and of the .h files in their folders (which they may include) that was saved
// after `plugin` was written; nothing when none was, or when the plugin or every source is missing.
std::optional<std::filesystem::path> newestSourceAfter(const std::filesystem::path& plugin,
                                                       std::span<const std::filesystem::path> sources);

// The command that rebuilds the plugin and then runs this program with the same arguments: "./workshop run" and
// `args`, each quoted for the shell where it needs it ("./workshop run --headless --frames 600").
std::string rebuildAndRunCommand(std::span<const std::string_view> args);

// The warning for a plugin older than `source` (as the learner knows it: "exercises/02_separation.cpp"), which says
// what flies and the one thing to try: `liveReload` says whether this program rebuilds on the next save, else
// `rebuildAndRun` is the command to run instead.
std::string stalePluginWarning(std::string_view source, bool liveReload, std::string_view rebuildAndRun);

// The same, short, for the window's panel: it names `source` and the one thing to try, and leaves the rest to the
// terminal.
std::string stalePluginNotice(std::string_view source, bool liveReload);

// Seconds the panel shows that notice: longer than most, as it is there when the window opens.
inline constexpr double kStalePluginNoticeSeconds = 12;

}  // namespace boids::app

// The learner's plugin: the C entry points through which the program finds the learner's tasks at run time.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <span>
#include <type_traits>
#include <vector>
#include <version>  // the standard library's identifying macros

#include "boids/tasks.h"

// Marks a plugin entry point as exported; everything else in the plugin is hidden.
#if defined(_WIN32)
#define BOIDS_PLUGIN_EXPORT __declspec(dllexport)
#else
#define BOIDS_PLUGIN_EXPORT __attribute__((visibility("default")))
#endif

// BOIDS_PLUGIN_STANDARD_LIBRARY: the standard library (with what changes its containers' layout: libstdc++'s C++11
// ABI and debug mode, libc++'s ABI version, MSVC's iterator debug level) and the compiler. The checked mode the
// learner's code is built in (_GLIBCXX_ASSERTIONS, libc++ hardening) changes no layout, so it is not part of it.
#define BOIDS_PLUGIN_TEXT_(x) #x
#define BOIDS_PLUGIN_TEXT(x) BOIDS_PLUGIN_TEXT_(x)
#if defined(_LIBCPP_VERSION)
#define BOIDS_PLUGIN_STDLIB_ \
    "libc++ " BOIDS_PLUGIN_TEXT(_LIBCPP_VERSION) " (ABI " BOIDS_PLUGIN_TEXT(_LIBCPP_ABI_VERSION) ")"
#elif defined(__GLIBCXX__) && defined(_GLIBCXX_DEBUG)
#define BOIDS_PLUGIN_STDLIB_                                                                                   \
    "libstdc++ " BOIDS_PLUGIN_TEXT(__GLIBCXX__) " (release " BOIDS_PLUGIN_TEXT(_GLIBCXX_RELEASE) ", C++11 ABI " \
        BOIDS_PLUGIN_TEXT(_GLIBCXX_USE_CXX11_ABI) ", debug mode)"
#elif defined(__GLIBCXX__)
#define BOIDS_PLUGIN_STDLIB_                                                                                   \
    "libstdc++ " BOIDS_PLUGIN_TEXT(__GLIBCXX__) " (release " BOIDS_PLUGIN_TEXT(_GLIBCXX_RELEASE) ", C++11 ABI " \
        BOIDS_PLUGIN_TEXT(_GLIBCXX_USE_CXX11_ABI) ")"
#elif defined(_MSVC_STL_VERSION)
#define BOIDS_PLUGIN_STDLIB_                                                      \
    "MSVC STL " BOIDS_PLUGIN_TEXT(_MSVC_STL_VERSION) " (_ITERATOR_DEBUG_LEVEL " \
        BOIDS_PLUGIN_TEXT(_ITERATOR_DEBUG_LEVEL) ")"
#else
#define BOIDS_PLUGIN_STDLIB_ "an unknown standard library"
#endif
#if defined(__clang__)
#define BOIDS_PLUGIN_COMPILER_ "clang " __clang_version__
#elif defined(__GNUC__)
#define BOIDS_PLUGIN_COMPILER_ "GCC " __VERSION__
#elif defined(_MSC_VER)
#define BOIDS_PLUGIN_COMPILER_ "MSVC " BOIDS_PLUGIN_TEXT(_MSC_FULL_VER)
#else
#define BOIDS_PLUGIN_COMPILER_ "an unknown compiler"
#endif
#define BOIDS_PLUGIN_STANDARD_LIBRARY BOIDS_PLUGIN_STDLIB_ ", " BOIDS_PLUGIN_COMPILER_

namespace boids {

// extern "C" const boids::TaskTable* boids_learner_tasks(void): the plugin's tasks; never null, valid while loaded.
inline constexpr const char* kLearnerTasksSymbol = "boids_learner_tasks";
using LearnerTasksFunction = const TaskTable* (*)();

// extern "C" unsigned boids_learner_solved_tasks(void), optional: bit N-1 is set when task N was built from
// solutions/ rather than the learner's exercise (BOIDS_SOLVED, ./workshop solve N).
inline constexpr const char* kSolvedTasksSymbol = "boids_learner_solved_tasks";
using SolvedTasksFunction = unsigned (*)();

// What the program and a plugin must agree on, because Boid, Vec2, Params, std::span and std::vector cross the
// extern "C" boundary by reference: the program refuses a plugin whose PluginAbi differs from its own, item by item.
// A plain C struct (fixed-width integers and char arrays), so that any build can read it. Its first field is
// `version` in every version of the kit: a loader reads that alone first, and reads the rest only when it matches.
// Raise kPluginAbiVersion whenever this struct changes, or a type's meaning changes in a way its layout does not show.
inline constexpr std::uint32_t kPluginAbiVersion = 3;

// The types that cross the boundary, in PluginAbi::types's order (the task functions' signatures, tasks.h).
inline constexpr const char* kPluginTypeNames[] = {
    "Vec2", "Boid", "Obstacle", "Params", "Grid", "TaskTable", "std::span<const Boid>", "std::span<const Vec2>",
    "std::span<const Obstacle>", "std::vector<std::uint32_t>", "std::size_t"};
inline constexpr std::size_t kPluginTypeCount = std::size(kPluginTypeNames);

struct PluginTypeLayout {
    std::uint32_t size = 0;       // sizeof, bytes
    std::uint32_t alignment = 0;  // alignof, bytes
};

template <class T>
constexpr PluginTypeLayout pluginTypeLayout() {
    return {std::uint32_t(sizeof(T)), std::uint32_t(alignof(T))};
}

struct PluginAbi {
    std::uint32_t version = 0;                      // kPluginAbiVersion
    PluginTypeLayout types[kPluginTypeCount] = {};  // in kPluginTypeNames's order
    char headersHash[65] = {};                      // BOIDS_PLUGIN_HEADERS_HASH: SHA-256 in hex, NUL-terminated
    char standardLibrary[256] = {};                 // BOIDS_PLUGIN_STANDARD_LIBRARY, NUL-terminated
    char tasksHash[65] = {};  // a plugin of every task: BOIDS_TASK_LIST_HASH (boids/task_list.h); one task's module: ""
};
static_assert(std::is_standard_layout_v<PluginAbi> && std::is_trivially_copyable_v<PluginAbi>);
static_assert(offsetof(PluginAbi, version) == 0, "every version of the kit reads the version first, and alone");

// extern "C" const boids::PluginAbi* boids_learner_abi(void): kPluginAbi (boids/plugin_abi.h) as the plugin was built;
// never null.
inline constexpr const char* kPluginAbiSymbol = "boids_learner_abi";
using PluginAbiFunction = const PluginAbi* (*)();

}  // namespace boids

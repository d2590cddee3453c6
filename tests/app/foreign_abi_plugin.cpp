// A plugin the loader's ABI check must refuse, built from this kit's PluginAbi with one item changed by a define:
//   FOREIGN_NEWER_BY=N                 a version N higher (another version of the kit)
//   FOREIGN_LAYOUT_OF=Boid             that type (as kPluginTypeNames names it) with another layout:
//     FOREIGN_SIZE_BY=N, FOREIGN_ALIGN_BY=N   N bytes more in its size, its alignment
//   FOREIGN_HEADERS_HASH="..."         built against other kit headers
//   FOREIGN_STANDARD_LIBRARY="..."     built with another standard library or compiler
//   FOREIGN_KIT_ABI_1                  built by the kit before version 2: the three-field PluginAbi of that kit
//   FOREIGN_NO_ABI                     older than the check: no PluginAbi at all
// With none of them it is this kit's plugin; with FOREIGN_THROWS its tasks' entry point throws: what escapes
// reaches main.
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <span>
#include <string_view>
#include <vector>

#include <boids/plugin_abi.h>

namespace {

// Complete, so that only the ABI check can refuse it; never called.
template <class Others>
boids::Vec2 still(const boids::Boid&, Others, const boids::Params&) {
    return {};
}
void noGrid(boids::Grid&, std::span<const boids::Boid>, float, boids::Vec2) {}
void noNeighbours(const boids::Grid&, std::span<const boids::Boid>, std::size_t, float, std::vector<std::uint32_t>&) {}

// Every task of tasks.txt: each force by its kind, and the grid.
boids::TaskTable completeTable() {
    using namespace boids;
    TaskTable table;
    for (Task task : forceTasks()) {
        table[task] = functionFor(task, still<std::span<const Boid>>, still<std::span<const Vec2>>,
                                  still<std::span<const Obstacle>>);
    }
    table.buildGrid = noGrid;
    table.findNeighborsInGrid = noNeighbours;
    return table;
}

#define FOREIGN_TEXT_(x) #x
#define FOREIGN_TEXT(x) FOREIGN_TEXT_(x)

// A fixed-size text field set to `text`, always NUL-terminated.
template <std::size_t N>
void setText(char (&field)[N], std::string_view text) {
    std::memset(field, 0, N);
    std::memcpy(field, text.data(), text.size() < N ? text.size() : N - 1);
}

}  // namespace

extern "C" BOIDS_PLUGIN_EXPORT const boids::TaskTable* boids_learner_tasks(void) {
#ifdef FOREIGN_THROWS
    throw std::runtime_error("the plugin's entry point threw");
#endif
    static const boids::TaskTable tasks = completeTable();
    return &tasks;
}

// Also a module of task 1 (kTaskModuleTaskSymbol, framework/checker/task_module.h; boids_test_task1 loads it), so that the
// tests' task module loader meets the same plugins as the window's loader. Its table holds every task, that one too.
extern "C" BOIDS_PLUGIN_EXPORT int boids_task_module_task(void) { return 1; }

#if defined(FOREIGN_KIT_ABI_1)
// The PluginAbi of version 1, exactly as that kit declared it: shorter than today's.
struct PluginAbiVersion1 {
    std::uint32_t version;
    std::uint32_t paramsSize;
    std::uint32_t taskTableSize;
};
// Declared with today's type, as the loader calls it (UBSan checks the type of a call through a pointer); what it
// points at is the shorter struct.
extern "C" BOIDS_PLUGIN_EXPORT const boids::PluginAbi* boids_learner_abi(void) {
    static const PluginAbiVersion1 abi{1, sizeof(boids::Params), sizeof(boids::TaskTable)};
    return reinterpret_cast<const boids::PluginAbi*>(&abi);
}
#elif !defined(FOREIGN_NO_ABI)
extern "C" BOIDS_PLUGIN_EXPORT const boids::PluginAbi* boids_learner_abi(void) {
    static const boids::PluginAbi abi = [] {
        boids::PluginAbi changed = boids::kPluginAbi;
#ifdef FOREIGN_NEWER_BY
        changed.version += FOREIGN_NEWER_BY;
#endif
#ifdef FOREIGN_LAYOUT_OF
        for (std::size_t i = 0; i < boids::kPluginTypeCount; ++i) {
            if (std::string_view(boids::kPluginTypeNames[i]) == FOREIGN_TEXT(FOREIGN_LAYOUT_OF)) {
                changed.types[i].size += FOREIGN_SIZE_BY;
                changed.types[i].alignment += FOREIGN_ALIGN_BY;
            }
        }
#endif
#ifdef FOREIGN_HEADERS_HASH
        setText(changed.headersHash, FOREIGN_HEADERS_HASH);
#endif
#ifdef FOREIGN_STANDARD_LIBRARY
        setText(changed.standardLibrary, FOREIGN_STANDARD_LIBRARY);
#endif
        return changed;
    }();
    return &abi;
}
#endif

// A plugin from another version of the kit, for the loader's ABI check: its PluginAbi is this kit's with a version
// FOREIGN_NEWER_BY higher and a Params FOREIGN_PARAMS_LONGER_BY bytes longer, or it has none at all (FOREIGN_NO_ABI:
// older than the check). With FOREIGN_THROWS its tasks' entry point throws instead: what escapes reaches main.
#include <stdexcept>

#include <boids/plugin.h>

namespace {

// Complete, so that only the ABI check can refuse it; never called.
template <class Others>
boids::Vec2 still(const boids::Boid&, Others, const boids::Params&) {
    return {};
}

}  // namespace

extern "C" BOIDS_PLUGIN_EXPORT const boids::TaskTable* boids_learner_tasks(void) {
#ifdef FOREIGN_THROWS
    throw std::runtime_error("the plugin's entry point threw");
#endif
    static const boids::TaskTable tasks{still<std::span<const boids::Boid>>, still<std::span<const boids::Boid>>,
                                        still<std::span<const boids::Boid>>, still<std::span<const boids::Vec2>>,
                                        still<std::span<const boids::Obstacle>>};
    return &tasks;
}

#ifndef FOREIGN_NO_ABI
extern "C" BOIDS_PLUGIN_EXPORT const boids::PluginAbi* boids_learner_abi(void) {
    static const boids::PluginAbi abi{boids::kPluginAbi.version + FOREIGN_NEWER_BY,
                                      boids::kPluginAbi.paramsSize + FOREIGN_PARAMS_LONGER_BY,
                                      boids::kPluginAbi.taskTableSize};
    return &abi;
}
#endif
